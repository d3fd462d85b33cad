import { emailTokens } from '../../db/schema/index.ts';
import { createSecretToken } from '../auth/secret-tokens.ts';
import type { ServiceDeps } from '../deps.ts';

export const EMAIL_TOKEN_TTL_MS = { verify_email: 48 * 3600 * 1000, reset_password: 60 * 60 * 1000 } as const;

/**
 * Stores the hash of a new single-use key and returns the key for the emailed link. Its creation
 * time is the service clock's: the per-account cap on reset mails counts keys by it.
 */
export async function issueEmailToken(
  deps: ServiceDeps,
  input: { userId: string; email: string; purpose: keyof typeof EMAIL_TOKEN_TTL_MS },
): Promise<string> {
  const { token, hash } = createSecretToken();
  const now = deps.now();
  await deps.db.insert(emailTokens).values({
    userId: input.userId,
    email: input.email,
    purpose: input.purpose,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[input.purpose]),
    createdAt: now,
  });
  return token;
}
