CREATE TABLE "view_visitors" (
	"visitor" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "view_visitors_day_idx" ON "view_visitors" USING btree ("day");