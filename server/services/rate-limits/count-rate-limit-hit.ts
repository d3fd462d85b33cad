import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export type RateLimitHit = {
  /** Hits in the client's current window, these included. */
  hits: number;
  /** Milliseconds until that window ends. */
  ttlMs: number;
};

/**
 * The client's key as stored: an HMAC with the app secret, so `rate_limit_hits` holds no address
 * (and, without the secret, cannot be turned back into one by trying all IPv4 addresses). Every
 * process of one installation shares the secret, so all of them make the same hash.
 */
export function rateLimitClientHash(secret: string, client: string): string {
  return crypto.createHmac('sha256', secret).update(`rate-limit\0${client}`).digest('base64url').slice(0, 32);
}

/**
 * Counts `hits` hits (a process claims several at once, ADR 026) of a client against a limit, in one
 * statement every worker process and instance shares: the client's row is inserted with a window of
 * `windowMs`, or, under the row's lock, added to while its window lasts and started afresh once it
 * ended. Concurrent claims never get the same numbers. Windows are timed by the database's clock,
 * the one clock all instances share.
 */
export async function countRateLimitHits(
  db: Executor,
  input: { limitKey: string; clientHash: string; windowMs: number; hits: number },
): Promise<RateLimitHit> {
  const result = await db.execute<{ hits: number; ttl_ms: number }>(sql`
    insert into rate_limit_hits as r (limit_key, client_hash, hits, window_ends_at)
    values (${input.limitKey}, ${input.clientHash}, ${input.hits}::int, now() + ${input.windowMs}::int * interval '1 millisecond')
    on conflict (limit_key, client_hash) do update set
      hits = case when r.window_ends_at <= now() then excluded.hits else r.hits + excluded.hits end,
      window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
    returning hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl_ms`);
  const row = result.rows[0];
  if (!row) throw new Error('upsert into rate_limit_hits returned no row');
  return { hits: row.hits, ttlMs: row.ttl_ms };
}
