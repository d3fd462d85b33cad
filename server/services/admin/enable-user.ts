import { eq } from 'drizzle-orm';
import type { AdminUserActionResult } from '#domain/admin/admin-users.schema.ts';
import { NOT_DISABLED_MESSAGE } from '#domain/admin/admin-users-constants.ts';
import { AppError } from '#domain/errors.ts';
import { users } from '../../db/schema/index.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { lockUserForAdmin, toAdminUserSummary } from './admin-user-row.ts';
import { runSiteAdminAction } from './run-admin-action.ts';

/** Back office: enables a disabled account again (its owner signs in as before); audited. */
export async function enableUser(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  who: ActorOrUserId,
  userId: string,
): Promise<AdminUserActionResult> {
  return runSiteAdminAction(deps, who, 'user.manage', async (tx) => {
    const user = await lockUserForAdmin(tx, userId);
    if (!user.disabledAt) throw new AppError('CONFLICT', NOT_DISABLED_MESSAGE);
    await tx.update(users).set({ disabledAt: null, updatedAt: deps.now() }).where(eq(users.id, user.id));
    return {
      result: {
        user: toAdminUserSummary({ ...user, disabledAt: null }),
        message: `${user.email} is enabled: the account can sign in again.`,
      },
      audit: {
        action: 'user.enable',
        objectType: 'user',
        objectId: user.id,
        objectLabel: user.email,
        before: { disabledAt: user.disabledAt.toISOString() },
        after: { disabledAt: null },
      },
    };
  });
}
