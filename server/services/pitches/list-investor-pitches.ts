import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Pitch } from '#domain/investors/pitch.schema.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { findPitches, pitchOf } from './find-pitches.ts';

/** `/client/investors/{key}/startups`: the startups that pitched the investor (members and admins). */
export async function listInvestorPitches(deps: ServiceDeps, userId: string, investorKey: string) {
  const investor = await requireProfileMember(deps, userId, 'investor', investorKey);
  const pitches = await findPitches(deps, pitchOf(investor.id, null), 200, 'investor');
  return { investor: { key: investor.key, name: investor.name }, pitches };
}

/**
 * `/client/investors/{key}/startups/{id}`: one pitch to the investor. A pitch to another investor is
 * the same 404 as a missing one, so a member of A can never read B's pitches.
 */
export async function getInvestorPitch(
  deps: ServiceDeps,
  userId: string,
  investorKey: string,
  pitchId: string,
): Promise<Pitch> {
  const investor = await requireProfileMember(deps, userId, 'investor', investorKey);
  if (!isUuid(pitchId)) throw new AppError('NOT_FOUND', 'Pitch not found');
  const [pitch] = await findPitches(deps, pitchOf(investor.id, null, pitchId), 1, 'investor');
  if (!pitch) throw new AppError('NOT_FOUND', 'Pitch not found');
  return pitch;
}
