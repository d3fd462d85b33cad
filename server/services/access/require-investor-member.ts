import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { investorMembers, investors, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/** The investor behind `key` when the user is a member or an admin; otherwise a 404. */
export async function requireInvestorMember(deps: ServiceDeps, userId: string, key: string) {
  const rows = await deps.db
    .select({ investor: investors, isMember: investorMembers.userId, isAdmin: users.isAdmin })
    .from(investors)
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(
      investorMembers,
      and(eq(investorMembers.investorId, investors.id), eq(investorMembers.userId, userId)),
    )
    .where(eq(investors.key, key))
    .limit(1);
  const row = rows[0];
  if (!row || (!row.isMember && !row.isAdmin)) throw new AppError('NOT_FOUND', 'Investor not found');
  return row.investor;
}
