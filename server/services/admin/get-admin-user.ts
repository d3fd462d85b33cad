import { desc, eq } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AdminUserDetail } from '#domain/admin/admin-users.schema.ts';
import { ADMIN_USER_SIGN_INS_SHOWN, USER_NOT_FOUND_MESSAGE } from '#domain/admin/admin-users-constants.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import {
  applicants,
  companies,
  companyMembers,
  investorMembers,
  investors,
  signIns,
  users,
} from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { ADMIN_USER_COLUMNS, toAdminUserSummary } from './admin-user-row.ts';

/**
 * Back office: one account, the startups and investors it is a member of (with their public pages),
 * its talent profile, and its latest sign-ins (when, how, which browser).
 */
export async function getAdminUser(
  deps: ServiceDeps,
  who: ActorOrUserId,
  userId: string,
): Promise<AdminUserDetail> {
  await requireAction(deps, who, 'user.manage', SITE);
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
  const [user] = await deps.db.select(ADMIN_USER_COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);

  const [startups, investorProfiles, [talent], history] = await Promise.all([
    deps.db
      .select({
        id: companies.id,
        key: companies.key,
        name: companies.name,
        status: companies.status,
        role: companyMembers.role,
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId))
      .orderBy(companies.name),
    deps.db
      .select({
        id: investors.id,
        key: investors.key,
        name: investors.name,
        status: investors.status,
        role: investorMembers.role,
      })
      .from(investorMembers)
      .innerJoin(investors, eq(investors.id, investorMembers.investorId))
      .where(eq(investorMembers.userId, userId))
      .orderBy(investors.name),
    deps.db
      .select({ enabled: applicants.enabled, createdAt: applicants.createdAt })
      .from(applicants)
      .where(eq(applicants.userId, userId))
      .limit(1),
    deps.db
      .select({ id: signIns.id, at: signIns.at, method: signIns.method, userAgent: signIns.userAgent })
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(desc(signIns.at))
      .limit(ADMIN_USER_SIGN_INS_SHOWN),
  ]);

  return {
    user: toAdminUserSummary(user),
    startups: startups.map((row) => ({ ...row, publicPath: `/startups/${encodeURIComponent(row.key)}` })),
    investors: investorProfiles.map((row) => ({
      ...row,
      publicPath: `/funding/${encodeURIComponent(row.key)}`,
    })),
    talent: talent ? { enabled: talent.enabled, createdAt: talent.createdAt.toISOString() } : null,
    signIns: history.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
