import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-client rate limits (`defineRoute({ rateLimit })`, the public API's budget), counted here so
 * every worker process and app instance counts the same requests (ADR 026). One row per limit and
 * client holds its current window: the first hit opens it, later hits add to it, and the first hit
 * after it ended opens the next one. The client is a keyed hash of its address, never the address.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** Which limit: a route's method and path (`POST /api/users/sign-in`) or a named budget. */
    limitKey: text('limit_key').notNull(),
    /** HMAC of the client's key (its address, IPv6 by /64) with the app secret. */
    clientHash: text('client_hash').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.limitKey, t.clientHash] }),
    index('rate_limit_hits_window_ends_idx').on(t.windowEndsAt),
  ],
);
