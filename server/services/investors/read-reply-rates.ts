import { and, gte, inArray, sql } from 'drizzle-orm';
import { REPLY_WINDOW_DAYS, type ReplyRate, toReplyRate } from '#domain/investors/reply-rate.ts';
import { investorPitches } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * The response stats of each of these investors (issue 33, scope 4): one grouped read of the pitches
 * they received in the last 12 months, how many were answered (`answered_at`: the first message or
 * the pass) and the median seconds to that answer (`percentile_cont`, the same on PGlite and PostgreSQL).
 */
export async function readReplyRates(
  deps: ServiceDeps,
  investorIds: readonly string[],
): Promise<Map<string, ReplyRate | null>> {
  const rates = new Map<string, ReplyRate | null>();
  if (investorIds.length === 0) return rates;
  const windowStart = new Date(deps.now().getTime() - REPLY_WINDOW_DAYS * 86_400_000);
  const answerSeconds = sql`extract(epoch from (${investorPitches.answeredAt} - ${investorPitches.createdAt}))`;
  const rows = await deps.db
    .select({
      investorId: investorPitches.investorId,
      received: sql<number>`count(*)::int`,
      replied: sql<number>`(count(*) filter (where ${investorPitches.answeredAt} is not null))::int`,
      medianSeconds: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by ${answerSeconds}) filter (where ${investorPitches.answeredAt} is not null))::float8`,
    })
    .from(investorPitches)
    .where(
      and(inArray(investorPitches.investorId, [...investorIds]), gte(investorPitches.createdAt, windowStart)),
    )
    .groupBy(investorPitches.investorId);
  for (const row of rows) {
    rates.set(
      row.investorId,
      toReplyRate({
        received: Number(row.received),
        replied: Number(row.replied),
        medianSeconds: row.medianSeconds === null ? null : Number(row.medianSeconds),
      }),
    );
  }
  return rates;
}

/** The investors with their response stats (null: fewer than five pitches received in 12 months). */
export async function withReplyRates<T extends { id: string }>(
  deps: ServiceDeps,
  items: T[],
): Promise<(T & { replyRate: ReplyRate | null })[]> {
  const rates = await readReplyRates(
    deps,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, replyRate: rates.get(item.id) ?? null }));
}
