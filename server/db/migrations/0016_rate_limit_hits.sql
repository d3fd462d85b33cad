-- Per-client rate limits, shared by every worker process and app instance (ADR 026). UNLOGGED: a
-- hit is written on every limited request, and its row needs no WAL (no fsync wait per request, no
-- copy on replicas); after a crash of PostgreSQL itself the table comes back empty, which only
-- starts every window afresh. A clean restart keeps it.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"limit_key" text NOT NULL,
	"client_hash" text NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_limit_key_client_hash_pk" PRIMARY KEY("limit_key","client_hash")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_ends_idx" ON "rate_limit_hits" USING btree ("window_ends_at");
