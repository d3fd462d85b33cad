import { and, eq, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { hashSecretToken } from './secret-tokens.ts';

/** Ends one session (sign-out, or the old one at sign-in rotation). */
export async function deleteSession(deps: ServiceDeps, token: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.idHash, hashSecretToken(token)));
}

/** Ends every session of a user, except the one given (password change keeps the current one). */
export async function deleteUserSessions(
  deps: ServiceDeps,
  userId: string,
  keepIdHash?: string,
): Promise<void> {
  await deps.db
    .delete(sessions)
    .where(
      keepIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
        : eq(sessions.userId, userId),
    );
}
