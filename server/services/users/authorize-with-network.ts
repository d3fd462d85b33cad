import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { NAME_MAX_LENGTH } from '#domain/users/auth.schema.ts';
import { NETWORK_EMAIL_TAKEN_MESSAGE } from '#domain/users/professional-network.schema.ts';
import type { NetworkProfile } from '../../adapters/oauth/professional-network.ts';
import { identities, users } from '../../db/schema/index.ts';
import { buildVerifyEmailMessage } from '../mail/templates/verify-email.ts';
import type { AuthDeps } from './auth-deps.ts';
import { findUserByEmail, isUniqueViolation } from './find-user-by-email.ts';
import { issueEmailToken } from './issue-email-token.ts';

export const NETWORK_NO_EMAIL_MESSAGE =
  'LinkedIn did not share an email address with us, so we cannot create your account. Please sign up with email.';

/** Longer addresses are not real ones; the column has no limit, so the service sets one. */
const EMAIL_MAX_LENGTH = 254;

export type AuthorizeWithNetworkOutcome = {
  /** The user to log in, or null (no account and registration not allowed). */
  userId: string | null;
  found: boolean;
  created: boolean;
};

async function findIdentityUser(deps: Pick<AuthDeps, 'db'>, provider: string, subject: string) {
  const rows = await deps.db
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)))
    .limit(1);
  return rows[0]?.userId ?? null;
}

function cleanName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').slice(0, NAME_MAX_LENGTH).trim();
}

/**
 * Sign-in with the network (docs/product.md, Calls authorize-with-{network}): the identity (provider, subject) decides
 * who this is. Unknown identity: an account with the network's email is never linked silently (the
 * person logs in with the password instead, 409); otherwise, when registration is allowed, a user
 * without a password and the identity are created together, else nothing happens.
 */
export async function authorizeWithNetwork(
  deps: AuthDeps,
  input: { provider: string; profile: NetworkProfile; allowRegistration: boolean },
): Promise<AuthorizeWithNetworkOutcome> {
  const { provider, profile } = input;
  const knownUserId = await findIdentityUser(deps, provider, profile.subject);
  // A disabled account (back office) is refused where its session would start (create-session.ts).
  if (knownUserId) return { userId: knownUserId, found: true, created: false };

  const email = profile.email?.trim().toLowerCase() ?? '';
  if (email && (await findUserByEmail(deps, email))) {
    throw new AppError('E_ACCOUNT_EXISTS', NETWORK_EMAIL_TAKEN_MESSAGE);
  }
  if (!input.allowRegistration) return { userId: null, found: false, created: false };
  if (!email || email.length > EMAIL_MAX_LENGTH || !email.includes('@')) {
    throw new AppError('VALIDATION', NETWORK_NO_EMAIL_MESSAGE);
  }

  const firstName = cleanName(profile.firstName) || cleanName(email.split('@')[0] ?? '');
  const lastName = cleanName(profile.lastName);
  let created: { userId: string; verifyToken: string | null };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash: null, firstName, lastName, isEmailVerified: profile.emailVerified })
        .returning({ id: users.id });
      if (!user) throw new Error('insert returned no user');
      await tx.insert(identities).values({ provider, subject: profile.subject, userId: user.id });
      const verifyToken = profile.emailVerified
        ? null
        : await issueEmailToken({ ...deps, db: tx }, { userId: user.id, email, purpose: 'verify_email' });
      return { userId: user.id, verifyToken };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same person twice at once (two tabs): the first one created the identity, this one logs in.
    const winner = await findIdentityUser(deps, provider, profile.subject);
    if (winner) return { userId: winner, found: true, created: false };
    throw new AppError('E_ACCOUNT_EXISTS', NETWORK_EMAIL_TAKEN_MESSAGE);
  }

  if (created.verifyToken) {
    // The network did not vouch for the address: confirm it as a sign-up with email would.
    await deps.mail.send(
      buildVerifyEmailMessage({
        to: email,
        firstName,
        link: new URL(`/client/verify-email?key=${encodeURIComponent(created.verifyToken)}`, deps.publicUrl)
          .href,
      }),
    );
  }
  return { userId: created.userId, found: false, created: true };
}
