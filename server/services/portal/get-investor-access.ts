import { AppError } from '#domain/errors.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import type { MemberProfileAccess } from './get-startup-access.ts';

/** The investor behind `key` when the user is a member or an admin; null otherwise. */
export async function getInvestorAccess(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<MemberProfileAccess | null> {
  try {
    const investor = await requireProfileMember(deps, userId, 'investor', key);
    return { key: investor.key, name: investor.name, status: investor.status };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
