-- Products (HEADHUNTER shows Scout in the header) and prices (/pricing) are on public pages too: a
-- change moves the page cache's generation like a change of the other tables public pages show
-- (migration 0010, ADR 015), whoever makes it.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'prices'] LOOP
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
