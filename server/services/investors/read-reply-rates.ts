import { inArray, sql } from 'drizzle-orm';
import { REPLY_WINDOW_DAYS, type ReplyRate, toReplyRate } from '#domain/investors/reply-rate.ts';
import { investorPitches } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * The reply rate of each of these investors (issue 12): one grouped read of their pitches. A pitch
 * counts once answered or older than the window; the median is `percentile_cont` over the seconds
 * to answer, the same on PGlite and PostgreSQL.
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
      counted: sql<number>`(count(*) filter (where ${investorPitches.answeredAt} is not null or ${investorPitches.createdAt} <= ${windowStart.toISOString()}::timestamptz))::int`,
      answeredInTime: sql<number>`(count(*) filter (where ${answerSeconds} <= ${REPLY_WINDOW_DAYS * 86_400}))::int`,
      medianSeconds: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by ${answerSeconds}) filter (where ${investorPitches.answeredAt} is not null))::float8`,
    })
    .from(investorPitches)
    .where(inArray(investorPitches.investorId, [...investorIds]))
    .groupBy(investorPitches.investorId);
  for (const row of rows) {
    rates.set(
      row.investorId,
      toReplyRate({
        counted: Number(row.counted),
        answeredInTime: Number(row.answeredInTime),
        medianSeconds: row.medianSeconds === null ? null : Number(row.medianSeconds),
      }),
    );
  }
  return rates;
}

/** The investors with their reply rate (null: fewer than five counted pitches). */
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
