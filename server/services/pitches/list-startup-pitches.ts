import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Pitch } from '#domain/investors/pitch.schema.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { findPitches, pitchOf } from './find-pitches.ts';

/** `/client/startups/{key}/funding`: the startup's pitches with their answers (members and admins). */
export async function listStartupPitches(deps: ServiceDeps, userId: string, companyKey: string) {
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  const pitches = await findPitches(deps, pitchOf(null, company.id), 200, 'startup');
  return { company: { key: company.key, name: company.name }, pitches };
}

/** `/client/startups/{key}/funding/{id}`: one of the startup's pitches; any other id is a 404. */
export async function getStartupPitch(
  deps: ServiceDeps,
  userId: string,
  companyKey: string,
  pitchId: string,
): Promise<Pitch> {
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  if (!isUuid(pitchId)) throw new AppError('NOT_FOUND', 'Pitch not found');
  const [pitch] = await findPitches(deps, pitchOf(null, company.id, pitchId), 1, 'startup');
  if (!pitch) throw new AppError('NOT_FOUND', 'Pitch not found');
  return pitch;
}
