import { and, eq, or, sql } from 'drizzle-orm';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { EngagementProfileRef } from '#domain/engagement/engagement.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { companies, investors } from '../../db/schema/index.ts';
import { authorize } from '../access/authorize.ts';
import { loadActor } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';

export type ResolvedProfile = { type: EngagementProfileRef['type']; id: string };

function matchCompany(ref: string) {
  return isUuid(ref) ? or(eq(companies.id, ref), eq(companies.key, ref)) : eq(companies.key, ref);
}

function matchInvestor(ref: string) {
  return isUuid(ref) ? or(eq(investors.id, ref), eq(investors.key, ref)) : eq(investors.key, ref);
}

/**
 * The profile the user acts as: a startup or investor they are a member of (or any, for an admin).
 * Anything else is the 404 of a profile that does not exist, so nobody logs in another's name.
 */
export async function requireActingProfile(
  deps: ServiceDeps,
  userId: string,
  ref: EngagementProfileRef,
): Promise<ResolvedProfile> {
  const [actor, [row]] = await Promise.all([
    loadActor(deps, userId),
    ref.type === 'company'
      ? deps.db.select({ id: companies.id }).from(companies).where(matchCompany(ref.id)).limit(1)
      : deps.db.select({ id: investors.id }).from(investors).where(matchInvestor(ref.id)).limit(1),
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  authorize(actor, 'profile.act', { type: 'profile', kind: ref.type, id: row.id }, 'Profile not found');
  return { type: ref.type, id: row.id };
}

/** A published profile on this platform (what its public page shows); anything else is a 404. */
export async function requirePublicProfile(
  deps: ServiceDeps,
  ref: EngagementProfileRef,
  platform: Platform,
): Promise<ResolvedProfile> {
  const [row] =
    ref.type === 'company'
      ? await deps.db
          .select({ id: companies.id })
          .from(companies)
          .where(
            and(
              matchCompany(ref.id),
              eq(companies.status, 'PUBLISHED'),
              sql`(${companies.platform} ->> ${platform})::boolean`,
            ),
          )
          .limit(1)
      : await deps.db
          .select({ id: investors.id })
          .from(investors)
          .where(
            and(
              matchInvestor(ref.id),
              eq(investors.status, 'PUBLISHED'),
              sql`(${investors.platform} ->> ${platform})::boolean`,
            ),
          )
          .limit(1);
  if (!row)
    throw new AppError('NOT_FOUND', ref.type === 'company' ? 'Startup not found' : 'Investor not found');
  return { type: ref.type, id: row.id };
}
