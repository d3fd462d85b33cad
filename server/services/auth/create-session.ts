import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { SignInMethod } from '#domain/users/sign-in-method.ts';
import { INVALID_LOGIN_MESSAGE } from '#domain/users/user.schema.ts';
import { sessions, signIns, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { createSecretToken } from './secret-tokens.ts';
import { SESSION_ABSOLUTE_MS } from './session-policy.ts';

const USER_AGENT_MAX_LENGTH = 300;

/**
 * Starts a session; returns the token for the cookie (only its hash is stored). The session a
 * sign-up opens (`isSignUp`) starts at the very instant the account was made, which is how a page
 * tells the account's first visit from a later log-in (domain/users/first-visit.ts).
 *
 * Every flow that signs someone in comes here, so this is where the sign-in history is written
 * (`sign_ins`: when, how, which browser; no address) and where a disabled account is refused, with
 * the wrong-password answer. The account row is read `for share` in the same transaction as the
 * insert: a back office "Disable" (which updates that row and deletes the user's sessions) either
 * waits for this session and ends it, or this waits for it and refuses.
 */
export async function createSession(
  deps: ServiceDeps,
  input: { userId: string; method: SignInMethod; userAgent?: string | undefined; isSignUp?: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.now();
  const { token, hash } = createSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const userAgent = input.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
  await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ createdAt: users.createdAt, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('share');
    if (!account || account.disabledAt) throw new AppError('UNAUTHORIZED', INVALID_LOGIN_MESSAGE);
    await tx.insert(sessions).values({
      idHash: hash,
      userId: input.userId,
      createdAt: input.isSignUp ? account.createdAt : now,
      lastSeenAt: now,
      expiresAt,
      userAgent,
    });
    await tx.insert(signIns).values({ userId: input.userId, method: input.method, userAgent, at: now });
  });
  return { token, expiresAt };
}
