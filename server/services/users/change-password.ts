import { eq } from 'drizzle-orm';
import type { ChangePasswordInput } from '#domain/users/account.schema.ts';
import { users } from '../../db/schema/index.ts';
import { createSession } from '../auth/create-session.ts';
import { deleteUserSessions } from '../auth/delete-sessions.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import type { ServiceDeps } from '../deps.ts';
import { cancelEmailLinks } from './cancel-email-links.ts';
import { requireCurrentPassword } from './require-current-password.ts';

/**
 * My Account: a new password, given the current one. Every session of the account ends (docs/architecture.md,
 * Security baseline: someone else may be logged in with the old password) and the browser that asked gets a
 * fresh one (rotation), returned for its cookie. Unused reset and email-change links end too: the
 * email that may warn of a stranger's change says to change the password to stop it.
 */
export async function changePassword(
  deps: ServiceDeps,
  input: ChangePasswordInput & { userId: string; userAgent?: string | undefined },
): Promise<{ token: string }> {
  const user = await requireCurrentPassword(deps, input.userId, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    await tx.update(users).set({ passwordHash, updatedAt: deps.now() }).where(eq(users.id, user.id));
    await deleteUserSessions(txDeps, user.id);
    await cancelEmailLinks(txDeps, user.id, { purpose: 'verify_email', keepEmail: user.email });
    await cancelEmailLinks(txDeps, user.id, { purpose: 'reset_password' });
    const { token } = await createSession(txDeps, {
      userId: user.id,
      method: 'password-change',
      userAgent: input.userAgent,
    });
    return { token };
  });
}
