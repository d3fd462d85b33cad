import { and, eq, gt } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { hashSecretToken } from './secret-tokens.ts';
import { SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from './session-policy.ts';

/** `startedAt`: when this session began (a sign-up's: when the account was made; see create-session.ts). */
export type SessionInfo = { userId: string; idHash: string; startedAt: Date };

/** The live session of a cookie token, or null when unknown, revoked, idle too long or past its end. */
export async function readSession(deps: ServiceDeps, token: string | undefined): Promise<SessionInfo | null> {
  if (!token || token.length > 100) return null;
  const now = deps.now();
  const idHash = hashSecretToken(token);
  const rows = await deps.db
    .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, startedAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    await deps.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { userId: row.userId, idHash, startedAt: row.startedAt };
}
