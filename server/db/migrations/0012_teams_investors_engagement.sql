CREATE TABLE "profile_engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_company_id" uuid,
	"actor_investor_id" uuid,
	"target_company_id" uuid,
	"target_investor_id" uuid,
	"action" text NOT NULL,
	"day" date NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_engagements_daily_unique" UNIQUE NULLS NOT DISTINCT("actor_company_id","actor_investor_id","target_company_id","target_investor_id","action","day"),
	CONSTRAINT "profile_engagements_one_actor" CHECK (num_nonnulls("profile_engagements"."actor_company_id", "profile_engagements"."actor_investor_id") = 1),
	CONSTRAINT "profile_engagements_one_target" CHECK (num_nonnulls("profile_engagements"."target_company_id", "profile_engagements"."target_investor_id") = 1),
	CONSTRAINT "profile_engagements_action" CHECK ("profile_engagements"."action" in ('view', 'contact'))
);
--> statement-breakpoint
ALTER TABLE "company_invites" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invites" ADD COLUMN "investor_id" uuid;--> statement-breakpoint
ALTER TABLE "investor_members" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_engagements" ADD CONSTRAINT "profile_engagements_actor_company_id_companies_id_fk" FOREIGN KEY ("actor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_engagements" ADD CONSTRAINT "profile_engagements_actor_investor_id_investors_id_fk" FOREIGN KEY ("actor_investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_engagements" ADD CONSTRAINT "profile_engagements_target_company_id_companies_id_fk" FOREIGN KEY ("target_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_engagements" ADD CONSTRAINT "profile_engagements_target_investor_id_investors_id_fk" FOREIGN KEY ("target_investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_engagements" ADD CONSTRAINT "profile_engagements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_engagements_target_investor_idx" ON "profile_engagements" USING btree ("target_investor_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_engagements_target_company_idx" ON "profile_engagements" USING btree ("target_company_id","created_at");--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_invites_investor_idx" ON "company_invites" USING btree ("investor_id");--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_one_profile" CHECK (num_nonnulls("company_invites"."company_id", "company_invites"."investor_id") = 1);--> statement-breakpoint
-- Existing investors: their earliest member becomes the owner.
UPDATE "investor_members" AS m SET "role" = 'owner' WHERE m."created_at" = (SELECT min(o."created_at") FROM "investor_members" AS o WHERE o."investor_id" = m."investor_id");