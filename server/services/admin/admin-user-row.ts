import { eq } from 'drizzle-orm';
import type { AdminUserSummary } from '#domain/admin/admin-users.schema.ts';
import { USER_NOT_FOUND_MESSAGE } from '#domain/admin/admin-users-constants.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The columns the back office shows of an account: never its password hash. */
export const ADMIN_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isEmailVerified: users.isEmailVerified,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
};

export type AdminUserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isEmailVerified: boolean;
  isAdmin: boolean;
  createdAt: Date;
  disabledAt: Date | null;
};

export function toAdminUserSummary(row: AdminUserRow): AdminUserSummary {
  return {
    id: row.id,
    email: row.email,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    isEmailVerified: row.isEmailVerified,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

/**
 * The account an admin action is about, its row locked for the action's transaction (`tx`), or the
 * 404 of a user that does not exist (a malformed id included).
 */
export async function lockUserForAdmin(tx: Executor, userId: string): Promise<AdminUserRow> {
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
  const [row] = await tx.select(ADMIN_USER_COLUMNS).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
  return row;
}
