ALTER TABLE "blog_posts" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'DRAFT' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_status_published_idx" ON "blog_posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_company_idx" ON "blog_posts" USING btree ("company_id");--> statement-breakpoint
-- Posts that already had a publication date were public: they stay published (ADR 032).
UPDATE "blog_posts" SET "status" = 'PUBLISHED', "updated_at" = coalesce("published_at", "created_at")
  WHERE "published_at" IS NOT NULL;--> statement-breakpoint
-- Blog posts are on public pages (/blog, /blog/{slug}, a startup's News): a change moves the page
-- cache's generation like a change of the other tables public pages show (migration 0010, ADR 015).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['blog_posts'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_insert"()', t || '_page_cache_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_update"()', t || '_page_cache_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_delete"()', t || '_page_cache_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_truncate"()', t || '_page_cache_truncate', t);
  END LOOP;
END $$;
