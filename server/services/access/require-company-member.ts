import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { companies, companyMembers, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * The startup behind `key` when the user may act for it: a member, or an admin. Anyone else gets
 * the same 404 as for a startup that does not exist, so keys of private drafts do not leak.
 */
export async function requireCompanyMember(deps: ServiceDeps, userId: string, key: string) {
  const rows = await deps.db
    .select({ company: companies, isMember: companyMembers.userId, isAdmin: users.isAdmin })
    .from(companies)
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, userId)),
    )
    .where(eq(companies.key, key))
    .limit(1);
  const row = rows[0];
  if (!row || (!row.isMember && !row.isAdmin)) throw new AppError('NOT_FOUND', 'Startup not found');
  return row.company;
}
