CREATE INDEX "white_label_feeds_company_idx" ON "white_label_feeds" USING btree ("company_id");--> statement-breakpoint
-- A white-label feed's host, name, logo, description and filter make its site's pages (ADR 030): a
-- change moves the page cache's generation like a change of the other tables public pages show
-- (migrations 0010 and 0020, ADR 015), whoever makes it.
DO $$
DECLARE
  t text := 'white_label_feeds';
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                 'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_insert"()', t || '_page_cache_insert', t);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
                 'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_update"()', t || '_page_cache_update', t);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                 'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_delete"()', t || '_page_cache_delete', t);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
                 'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_truncate"()', t || '_page_cache_truncate', t);
END $$;
