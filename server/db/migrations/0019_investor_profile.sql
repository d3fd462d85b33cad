ALTER TABLE "investors" ADD COLUMN "contact_url" text;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "investment_range_max" text;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "investment_ranges" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Hand-written (below): existing rows move to the whole profile's shapes. A single investment range becomes
-- a range from it to itself; a portfolio name becomes {name, companyKey: null}.
UPDATE "investors" SET "investment_range_max" = "investment_range", "investment_ranges" = ARRAY["investment_range"] WHERE "investment_range" IS NOT NULL;--> statement-breakpoint
UPDATE "investors" SET "investments" = (SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(e) = 'string' THEN jsonb_build_object('name', e #>> '{}', 'companyKey', null) ELSE e END ORDER BY i), '[]'::jsonb) FROM jsonb_array_elements("investments") WITH ORDINALITY AS t(e, i)) WHERE jsonb_typeof("investments") = 'array' AND jsonb_array_length("investments") > 0;
