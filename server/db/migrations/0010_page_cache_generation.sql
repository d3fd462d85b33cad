-- The page cache's generation (ADR 015, issue 11 scope 3): every write that may change a public page
-- moves this sequence on and notifies `page_cache`, whichever process, instance or tool made it.
-- Each server process LISTENs and forgets its cached pages on a notification (delivered at commit);
-- a poll of the sequence every second is the fallback. A sequence, not a counter row: bumping it
-- takes no row lock, so concurrent writers never wait on each other (nor deadlock) because of it.
CREATE SEQUENCE IF NOT EXISTS "page_cache_generation";--> statement-breakpoint
-- Called once, so `last_value` moves on with every bump from here (a poll compares it).
SELECT nextval('page_cache_generation');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "page_cache_bump"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('page_cache_generation');
  -- One payload for all: PostgreSQL folds identical notifications of a transaction into one.
  PERFORM pg_notify('page_cache', '');
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "page_cache_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM "page_cache_bump"(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "page_cache_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM "page_cache_bump"(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update counts when a row changed in a column other than the trigger's arguments (the view
-- counters write `views` every few seconds: counts on pages may lag PUBLIC_CACHE_SECONDS, ADR 015).
CREATE OR REPLACE FUNCTION "page_cache_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := coalesce(TG_ARGV::text[], '{}'::text[]);
BEGIN
  IF EXISTS (
    SELECT to_jsonb(n) - ignored FROM new_rows n
    EXCEPT ALL
    SELECT to_jsonb(o) - ignored FROM old_rows o
  ) THEN
    PERFORM "page_cache_bump"();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "page_cache_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "page_cache_bump"();
  RETURN NULL;
END $$;--> statement-breakpoint
-- The tables public pages show (jobs and their startups, boosts, Scout's featured strip, plans'
-- badges, white-label feeds, site settings, investors). Others (sessions, applications, mail, view
-- tallies) change no cached page.
DO $$
DECLARE
  t text;
  ignored text;
BEGIN
  FOREACH t IN ARRAY ARRAY['jobs', 'companies', 'job_boosts', 'scout_orders', 'company_plans',
                           'white_label_feeds', 'site_settings', 'investors'] LOOP
    ignored := CASE WHEN t IN ('jobs', 'investors') THEN '''views''' ELSE '' END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_insert"()', t || '_page_cache_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_update"(%s)', t || '_page_cache_update', t, ignored);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_delete"()', t || '_page_cache_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "page_cache_after_truncate"()', t || '_page_cache_truncate', t);
  END LOOP;
END $$;
