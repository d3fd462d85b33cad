CREATE TABLE "pitch_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pitch_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investor_pitches" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investor_pitches" ADD COLUMN "closed_by_side" text;--> statement-breakpoint
ALTER TABLE "investor_pitches" ADD COLUMN "startup_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investor_pitches" ADD COLUMN "investor_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pitch_messages" ADD CONSTRAINT "pitch_messages_pitch_id_investor_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."investor_pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_messages" ADD CONSTRAINT "pitch_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pitch_messages_pitch_idx" ON "pitch_messages" USING btree ("pitch_id","created_at");--> statement-breakpoint
CREATE INDEX "pitch_messages_author_idx" ON "pitch_messages" USING btree ("author_user_id","created_at");--> statement-breakpoint
-- Hand-written (issue 33): a one-shot reply of before threads becomes the thread's first investor message,
-- and the old pitches count as read by both sides so nobody starts with unread history.
INSERT INTO "pitch_messages" ("pitch_id", "side", "author_user_id", "body", "created_at")
  SELECT "id", 'INVESTOR', "answered_by_user_id", "reply_message", "answered_at"
  FROM "investor_pitches" WHERE "reply_message" IS NOT NULL AND "answered_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "investor_pitches" SET "startup_read_at" = coalesce("answered_at", "created_at"), "investor_read_at" = coalesce("answered_at", "created_at");
--> statement-breakpoint
UPDATE "investor_pitches" SET "closed_at" = "answered_at", "closed_by_side" = 'INVESTOR' WHERE "status" = 'PASSED';
