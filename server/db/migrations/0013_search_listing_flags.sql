ALTER TABLE "jobs" ADD COLUMN "listed_main" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "listed_impact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- ADR 016: whether a job is listed on a platform (ACTIVE, its startup PUBLISHED there) is kept on
-- the job, so a public search filters the jobs table alone instead of starting from the startups.
-- A job's own row sets it before it is written; a startup's publish, unpublish, platform change or
-- rename is copied onto its jobs (the rename keeps jobs.company_name, and so the search document,
-- in step with the startup's name).
CREATE OR REPLACE FUNCTION "jobs_set_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT NEW."status" = 'ACTIVE' AND c."status" = 'PUBLISHED' AND coalesce((c."platform" ->> 'main')::boolean, false),
         NEW."status" = 'ACTIVE' AND c."status" = 'PUBLISHED' AND coalesce((c."platform" ->> 'impact')::boolean, false)
    INTO NEW."listed_main", NEW."listed_impact"
    FROM "companies" c WHERE c."id" = NEW."company_id";
  NEW."listed_main" := coalesce(NEW."listed_main", false);
  NEW."listed_impact" := coalesce(NEW."listed_impact", false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_listing" BEFORE INSERT OR UPDATE OF "status", "company_id", "listed_main", "listed_impact" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_set_listing"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "companies_copy_to_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting status to itself fires jobs_listing, which reads the startup's new row.
  UPDATE "jobs" SET "status" = "status", "company_name" = NEW."name"
  WHERE "company_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_copy_to_jobs" AFTER UPDATE OF "status", "platform", "name" ON "companies"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."platform" IS DISTINCT FROM NEW."platform" OR OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "companies_copy_to_jobs"();--> statement-breakpoint
-- The row keeps what a filter or sort reads (300–500 bytes); the description and the search
-- document (2+ KB together) go to TOAST, so a walk of the list indexes or a scan reads a tenth of
-- the pages. It applies to rows as they are written: the update below rewrites the existing ones
-- (and fills the new columns).
ALTER TABLE "jobs" SET (toast_tuple_target = 512);--> statement-breakpoint
-- Ten times the default statistics for the search document: its most common words then reach far
-- enough down that a word missing from them is estimated as rare, and a search for it reads its few
-- matches from the text index instead of walking every job by date hoping to meet 20 (a word not
-- in a list of 1,000 was guessed at 0.5% of the jobs: a walk over all of them when it has none).
ALTER TABLE "jobs" ALTER COLUMN "search" SET STATISTICS 1000;--> statement-breakpoint
UPDATE "jobs" SET "status" = "status";
