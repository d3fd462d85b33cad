import { eq } from 'drizzle-orm';
import { INVITE_INVALID_MESSAGE } from '#domain/companies/team.schema.ts';
import { AppError } from '#domain/errors.ts';
import type { Executor } from '../../db/client.ts';
import { companies, companyInvites, investors } from '../../db/schema/index.ts';
import { hashSecretToken } from '../auth/secret-tokens.ts';
import type { TeamProfile } from './team-profile.ts';

/** Keys are 43 base64url characters; anything else is looked up nowhere. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export type LiveInvite = {
  id: string;
  email: string;
  expiresAt: Date;
  /** The startup or investor whose team the invitation is to. */
  profile: TeamProfile;
};

/**
 * The invitation behind a mailed key when it still works. An unknown key is NOT_FOUND; an expired,
 * revoked or used one is GONE (410); both say 'This invitation is no longer valid'.
 */
export async function readLiveInvite(db: Executor, token: string, now: Date): Promise<LiveInvite> {
  if (!TOKEN_SHAPE.test(token)) throw new AppError('NOT_FOUND', INVITE_INVALID_MESSAGE);
  const [row] = await db
    .select({
      id: companyInvites.id,
      email: companyInvites.email,
      expiresAt: companyInvites.expiresAt,
      acceptedAt: companyInvites.acceptedAt,
      revokedAt: companyInvites.revokedAt,
      companyId: companies.id,
      companyKey: companies.key,
      companyName: companies.name,
      investorId: investors.id,
      investorKey: investors.key,
      investorName: investors.name,
    })
    .from(companyInvites)
    .leftJoin(companies, eq(companies.id, companyInvites.companyId))
    .leftJoin(investors, eq(investors.id, companyInvites.investorId))
    .where(eq(companyInvites.tokenHash, hashSecretToken(token)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', INVITE_INVALID_MESSAGE);
  const profile: TeamProfile | null =
    row.companyId && row.companyKey && row.companyName !== null
      ? { type: 'company', id: row.companyId, key: row.companyKey, name: row.companyName }
      : row.investorId && row.investorKey && row.investorName !== null
        ? { type: 'investor', id: row.investorId, key: row.investorKey, name: row.investorName }
        : null;
  if (!profile) throw new AppError('NOT_FOUND', INVITE_INVALID_MESSAGE);
  if (row.acceptedAt || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('GONE', INVITE_INVALID_MESSAGE);
  }
  return { id: row.id, email: row.email, expiresAt: row.expiresAt, profile };
}
