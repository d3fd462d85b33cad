import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Pitch } from '#domain/investors/pitch.schema.ts';
import type { PitchSide } from '#domain/investors/pitch-thread-rules.ts';
import { companies, investorPitches, investors, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapPitch } from './map-pitch.ts';

/**
 * The thread's state read with each pitch (issue 33): the last word's time and side (the pitch
 * itself when nobody wrote yet), and the other side's messages since `reader` last opened it (for
 * the investor the pitch itself is one until first opened).
 */
function threadColumns(reader: PitchSide | null) {
  const unread =
    reader === 'startup'
      ? sql<number>`(select count(*)::int from pitch_messages pm where pm.pitch_id = ${investorPitches.id} and pm.side = 'INVESTOR' and pm.created_at > coalesce(${investorPitches.startupReadAt}, '-infinity'::timestamptz))`
      : reader === 'investor'
        ? sql<number>`((select count(*)::int from pitch_messages pm where pm.pitch_id = ${investorPitches.id} and pm.side = 'STARTUP' and pm.created_at > coalesce(${investorPitches.investorReadAt}, '-infinity'::timestamptz)) + (case when ${investorPitches.investorReadAt} is null then 1 else 0 end))`
        : sql<number>`0`;
  return {
    lastMessageAt:
      sql<Date>`coalesce((select max(pm.created_at) from pitch_messages pm where pm.pitch_id = ${investorPitches.id}), ${investorPitches.createdAt})`.mapWith(
        investorPitches.createdAt,
      ),
    lastSide: sql<
      string | null
    >`(select pm.side from pitch_messages pm where pm.pitch_id = ${investorPitches.id} order by pm.created_at desc limit 1)`,
    unread,
  };
}

/**
 * Pitches with their investor, startup, sender and thread state, newest first (the lists and pages of
 * both sides); `reader` is the side whose unread messages are counted (null: an admin, none).
 */
export async function findPitches(
  deps: ServiceDeps,
  where: SQL,
  limit = 200,
  reader: PitchSide | null = null,
): Promise<Pitch[]> {
  const rows = await deps.db
    .select({
      pitch: investorPitches,
      investor: { key: investors.key, name: investors.name, logoImage: investors.logoImage },
      company: { key: companies.key, name: companies.name, logoImage: companies.logoImage },
      senderName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      thread: threadColumns(reader),
    })
    .from(investorPitches)
    .innerJoin(investors, eq(investors.id, investorPitches.investorId))
    .innerJoin(companies, eq(companies.id, investorPitches.companyId))
    .leftJoin(users, eq(users.id, investorPitches.senderUserId))
    .where(where)
    .orderBy(desc(investorPitches.createdAt), desc(investorPitches.id))
    .limit(limit);
  return rows.map((row) =>
    mapPitch(row.pitch, {
      ...row,
      thread: {
        lastMessageAt: row.thread.lastMessageAt,
        lastSide: row.thread.lastSide === 'INVESTOR' ? 'investor' : 'startup',
        unread: Number(row.thread.unread),
      },
    }),
  );
}

export function pitchOf(investorId: string | null, companyId: string | null, pitchId?: string): SQL {
  return and(
    ...(investorId ? [eq(investorPitches.investorId, investorId)] : []),
    ...(companyId ? [eq(investorPitches.companyId, companyId)] : []),
    ...(pitchId ? [eq(investorPitches.id, pitchId)] : []),
  ) as SQL;
}
