import { desc, or, sql } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AdminUserList, AdminUserSearchQuery } from '#domain/admin/admin-users.schema.ts';
import { ADMIN_USERS_PAGE_SIZE } from '#domain/admin/admin-users-constants.ts';
import { users } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { ADMIN_USER_COLUMNS, toAdminUserSummary } from './admin-user-row.ts';

/** `%`, `_` and `\` typed into the search box are meant as themselves in a LIKE pattern. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Back office: accounts whose email or name contains `q` (any case), newest first, a page at a
 * time; every account when `q` is empty. One more row than a page is read to tell whether a next
 * page exists, so matches are never counted in full.
 */
export async function searchAdminUsers(
  deps: ServiceDeps,
  who: ActorOrUserId,
  query: AdminUserSearchQuery,
): Promise<AdminUserList> {
  await requireAction(deps, who, 'user.manage', SITE);
  const q = query.q.trim();
  const pattern = containsPattern(q);
  const rows = await deps.db
    .select(ADMIN_USER_COLUMNS)
    .from(users)
    .where(
      q
        ? or(
            sql`lower(${users.email}) like ${pattern}`,
            sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
          )
        : undefined,
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_PAGE_SIZE + 1)
    .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE);
  return {
    users: rows.slice(0, ADMIN_USERS_PAGE_SIZE).map(toAdminUserSummary),
    q,
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    hasNextPage: rows.length > ADMIN_USERS_PAGE_SIZE,
  };
}
