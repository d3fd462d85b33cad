import { sessions } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { createSecretToken } from './secret-tokens.ts';
import { SESSION_ABSOLUTE_MS } from './session-policy.ts';

/** Starts a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  deps: ServiceDeps,
  input: { userId: string; userAgent?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.now();
  const { token, hash } = createSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await deps.db.insert(sessions).values({
    idHash: hash,
    userId: input.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}
