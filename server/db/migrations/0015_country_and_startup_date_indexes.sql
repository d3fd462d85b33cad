-- ADR 016 (session 17): the newest jobs of one country, and of one startup, read in date order from
-- an index, instead of a walk over every job by date that tests each one's country or startup: at
-- 100,000 jobs a page of Danish backend jobs walked 1,974 jobs for its 20, and a startup's newest
-- jobs (the typo-tolerant half of a text search, the startup's page) 1,823. Each new index begins
-- with the columns of the one it replaces, so it serves what that one did.
CREATE INDEX "jobs_status_country_approved_idx" ON "jobs" USING btree ("status","location_country","approved_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_company_approved_idx" ON "jobs" USING btree ("company_id","status","approved_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX "jobs_status_country_idx";--> statement-breakpoint
DROP INDEX "jobs_company_idx";
