-- One table for the editable texts of pages (content_pages, ADR 029): the partners page's
-- introduction moves there from content_texts, as the page 'partners', and content_texts goes.
INSERT INTO "content_pages" ("key", "title", "body", "meta_description", "is_published", "updated_at")
  SELECT 'partners', 'Partners', "body", '', true, "updated_at" FROM "content_texts" WHERE "key" = 'partners.intro'
  ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DROP TABLE "content_texts" CASCADE;
