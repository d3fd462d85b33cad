import { eq } from 'drizzle-orm';
import { type Actor, can } from '#domain/access/policy.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { PitchSide } from '#domain/investors/pitch-thread-rules.ts';
import { companies, investorPitches, investors } from '../../db/schema/index.ts';
import { loadActor } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import type { PitchRow } from './map-pitch.ts';

/** The side a portal page stands on: `/client/startups/{key}/…` or `/client/investors/{key}/…`. */
export type PitchPortal = { side: PitchSide; key: string };

export type PitchAccess = {
  actor: Actor;
  row: PitchRow;
  /** The reader's side; null for an admin who is a member of neither. */
  side: PitchSide | null;
  company: { id: string; key: string; name: string };
  investor: { id: string; key: string; name: string; contactEmail: string | null };
};

const NOT_FOUND = 'Pitch not found';

function isMember(actor: Actor, kind: 'company' | 'investor', id: string): boolean {
  return actor.kind !== 'visitor' && actor.memberships.some((m) => m.kind === kind && m.profileId === id);
}

/**
 * A pitch's thread for members of the pitching startup, members of the pitched investor, and admins
 * (`profile.act` on either side, domain/access/policy.ts); anyone else gets the same 404 as for a
 * pitch that does not exist. A portal page names its side and key, and the pitch must belong to it;
 * the API finds the side from the reader's memberships (the investor's side first, for someone on both).
 */
export async function requirePitchAccess(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
  pitchId: string,
  portal?: PitchPortal,
): Promise<PitchAccess> {
  if (!isUuid(pitchId)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [actor, rows] = await Promise.all([
    loadActor(deps, userId),
    deps.db
      .select({
        row: investorPitches,
        company: { id: companies.id, key: companies.key, name: companies.name },
        investor: {
          id: investors.id,
          key: investors.key,
          name: investors.name,
          contactEmail: investors.contactEmail,
        },
      })
      .from(investorPitches)
      .innerJoin(companies, eq(companies.id, investorPitches.companyId))
      .innerJoin(investors, eq(investors.id, investorPitches.investorId))
      .where(eq(investorPitches.id, pitchId))
      .limit(1),
  ]);
  const found = rows[0];
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
  const { company, investor } = found;
  const mayStartup = can(actor, 'profile.act', { type: 'profile', kind: 'company', id: company.id });
  const mayInvestor = can(actor, 'profile.act', { type: 'profile', kind: 'investor', id: investor.id });
  let side: PitchSide | null;
  if (portal) {
    const onPortal = portal.side === 'startup' ? company.key : investor.key;
    const may = portal.side === 'startup' ? mayStartup : mayInvestor;
    if (onPortal !== portal.key || !may) throw new AppError('NOT_FOUND', NOT_FOUND);
    const isOnSide =
      portal.side === 'startup'
        ? isMember(actor, 'company', company.id)
        : isMember(actor, 'investor', investor.id);
    side = isOnSide ? portal.side : null;
  } else {
    if (!mayStartup && !mayInvestor) throw new AppError('NOT_FOUND', NOT_FOUND);
    side = isMember(actor, 'investor', investor.id)
      ? 'investor'
      : isMember(actor, 'company', company.id)
        ? 'startup'
        : null;
  }
  return { actor, row: found.row, side, company, investor };
}
