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
  const lookup = await keepSessionAlive(deps, token, now, async (idHash) => {
    const rows = await deps.db
      .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, startedAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
      .limit(1);
    return rows[0] ?? null;
  });
  return lookup?.session ?? null;
}

/**
 * The session rules over a row `read` found (by the token's hash, not past its end; null when none):
 * a session idle too long is deleted and ends; a live one has its `last_seen_at` written at most
 * every SESSION_TOUCH_INTERVAL_MS, not on every request. The row goes back with the session, for
 * callers that read more with it (readSessionWithMe).
 */
export async function keepSessionAlive<Row extends { userId: string; lastSeenAt: Date; startedAt: Date }>(
  deps: ServiceDeps,
  token: string,
  now: Date,
  read: (idHash: string) => Promise<Row | null>,
): Promise<{ session: SessionInfo; row: Row } | null> {
  const idHash = hashSecretToken(token);
  const row = await read(idHash);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    await deps.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { session: { userId: row.userId, idHash, startedAt: row.startedAt }, row };
}
