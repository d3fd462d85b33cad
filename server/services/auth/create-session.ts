import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { createSecretToken } from './secret-tokens.ts';
import { SESSION_ABSOLUTE_MS } from './session-policy.ts';

/**
 * Starts a session; returns the token for the cookie (only its hash is stored). The session a
 * sign-up opens (`isSignUp`) starts at the very instant the account was made, which is how a page
 * tells the account's first visit from a later log-in (domain/users/first-visit.ts).
 */
export async function createSession(
  deps: ServiceDeps,
  input: { userId: string; userAgent?: string | undefined; isSignUp?: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.now();
  const { token, hash } = createSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const startedAt = input.isSignUp ? ((await readAccountCreatedAt(deps, input.userId)) ?? now) : now;
  await deps.db.insert(sessions).values({
    idHash: hash,
    userId: input.userId,
    createdAt: startedAt,
    lastSeenAt: now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

async function readAccountCreatedAt(deps: ServiceDeps, userId: string): Promise<Date | null> {
  const [user] = await deps.db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.createdAt ?? null;
}
