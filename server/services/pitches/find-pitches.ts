import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Pitch } from '#domain/investors/pitch.schema.ts';
import { companies, investorPitches, investors, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapPitch } from './map-pitch.ts';

/** Pitches with their investor, startup and sender, newest first (the lists and pages of both sides). */
export async function findPitches(deps: ServiceDeps, where: SQL, limit = 200): Promise<Pitch[]> {
  const rows = await deps.db
    .select({
      pitch: investorPitches,
      investor: { key: investors.key, name: investors.name, logoImage: investors.logoImage },
      company: { key: companies.key, name: companies.name, logoImage: companies.logoImage },
      senderName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(investorPitches)
    .innerJoin(investors, eq(investors.id, investorPitches.investorId))
    .innerJoin(companies, eq(companies.id, investorPitches.companyId))
    .leftJoin(users, eq(users.id, investorPitches.senderUserId))
    .where(where)
    .orderBy(desc(investorPitches.createdAt), desc(investorPitches.id))
    .limit(limit);
  return rows.map((row) => mapPitch(row.pitch, row));
}

export function pitchOf(investorId: string | null, companyId: string | null, pitchId?: string): SQL {
  return and(
    ...(investorId ? [eq(investorPitches.investorId, investorId)] : []),
    ...(companyId ? [eq(investorPitches.companyId, companyId)] : []),
    ...(pitchId ? [eq(investorPitches.id, pitchId)] : []),
  ) as SQL;
}
