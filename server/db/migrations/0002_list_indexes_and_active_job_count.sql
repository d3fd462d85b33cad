DROP INDEX "jobs_status_approved_idx";--> statement-breakpoint
DROP INDEX "jobs_status_views_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "active_job_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_hiring_idx" ON "companies" USING btree ("status","active_job_count" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "jobs_status_approved_idx" ON "jobs" USING btree ("status","approved_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_status_views_idx" ON "jobs" USING btree ("status","views" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- companies.active_job_count follows the jobs table through statement-level triggers, so every
-- writer (services, seeds, admin SQL) keeps it right and bulk inserts cost one update per startup.
CREATE OR REPLACE FUNCTION "recount_company_active_jobs"(company_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "companies" c
  SET "active_job_count" = (SELECT count(*) FROM "jobs" j WHERE j."company_id" = c."id" AND j."status" = 'ACTIVE')
  WHERE c."id" = ANY(company_ids);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "jobs_after_insert_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "recount_company_active_jobs"(ARRAY(SELECT DISTINCT "company_id" FROM new_rows WHERE "status" = 'ACTIVE'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "jobs_after_update_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "recount_company_active_jobs"(ARRAY(
    SELECT DISTINCT n."company_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE n."status" IS DISTINCT FROM o."status" OR n."company_id" IS DISTINCT FROM o."company_id"
    UNION
    SELECT DISTINCT o."company_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE n."status" IS DISTINCT FROM o."status" OR n."company_id" IS DISTINCT FROM o."company_id"
  ));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "jobs_after_delete_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "recount_company_active_jobs"(ARRAY(SELECT DISTINCT "company_id" FROM old_rows WHERE "status" = 'ACTIVE'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_active_count_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_after_insert_count"();--> statement-breakpoint
CREATE TRIGGER "jobs_active_count_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_after_update_count"();--> statement-breakpoint
CREATE TRIGGER "jobs_active_count_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_after_delete_count"();--> statement-breakpoint
SELECT "recount_company_active_jobs"(ARRAY(SELECT "id" FROM "companies"));
