import { AppError } from '#domain/errors.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

/** A startup or investor the user may act for, as the page guards need it. */
export type MemberProfileAccess = {
  key: string;
  name: string;
  status: 'DRAFT' | 'PUBLISHED';
  /** The startup's headquarters country (investors: null): prices and pay rules follow it. */
  countryCode?: string | null;
};

/**
 * The startup behind `key` when the user is a member or an admin; null otherwise (a missing key and
 * someone else's startup look the same).
 */
export async function getStartupAccess(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<MemberProfileAccess | null> {
  try {
    const company = await requireProfileMember(deps, userId, 'company', key);
    return { key: company.key, name: company.name, status: company.status, countryCode: company.countryCode };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
