CREATE TABLE "local_dns_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "career_domain_token" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "career_domain_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "local_dns_records_name_idx" ON "local_dns_records" USING btree ("name");--> statement-breakpoint
-- Career domains saved before verification existed get their token now and stay unverified until
-- the startup adds the TXT record and verifies (docs/product.md, Platforms and hosts).
UPDATE "companies" SET "career_domain_token" = 'nordhub-verify=' || replace(gen_random_uuid()::text, '-', '')
  WHERE "career_domain" IS NOT NULL AND "career_domain_token" IS NULL;
