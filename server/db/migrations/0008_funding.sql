CREATE TABLE "investor_pitches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"message" text NOT NULL,
	"amount" integer NOT NULL,
	"stage" text NOT NULL,
	"deck_file" text NOT NULL,
	"deck_file_name" text NOT NULL,
	"deck_bytes" integer NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"reply_message" text,
	"pass_reason" text,
	"pass_note" text,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "markets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "sdgs" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_pitches" ADD CONSTRAINT "investor_pitches_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_pitches" ADD CONSTRAINT "investor_pitches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_pitches" ADD CONSTRAINT "investor_pitches_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_pitches" ADD CONSTRAINT "investor_pitches_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_pitches_investor_idx" ON "investor_pitches" USING btree ("investor_id","created_at");--> statement-breakpoint
CREATE INDEX "investor_pitches_company_idx" ON "investor_pitches" USING btree ("company_id","created_at");