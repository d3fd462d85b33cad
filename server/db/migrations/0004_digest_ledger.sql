CREATE TABLE "digest_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"job_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"previous_last_sent_at" timestamp with time zone,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "digest_subscriptions_email_idx";--> statement-breakpoint
ALTER TABLE "digest_subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_subscription_id_digest_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."digest_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digest_sends_subscription_period_uq" ON "digest_sends" USING btree ("subscription_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "digest_subscriptions_email_uq" ON "digest_subscriptions" USING btree (lower("email"));