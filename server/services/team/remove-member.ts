import { and, count, eq } from 'drizzle-orm';
import { lastMemberMessage, type TeamProfileType } from '#domain/companies/team.schema.ts';
import { teamProfileValue } from '#domain/companies/team-constants.ts';
import { AppError } from '#domain/errors.ts';
import { users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { deleteMember, lockProfile, memberColumns, requireTeamProfile } from './team-profile.ts';

/**
 * Removes a member from a startup's or an investor's team; removing oneself is leaving. Every member
 * may remove any other (all members have the same rights). The last member can neither leave nor be
 * removed: a profile always has someone who can act for it. The profile's row is locked while this
 * runs, so two members removing each other at once cannot leave it empty.
 */
export async function removeMember(
  deps: ServiceDeps,
  userId: string,
  type: TeamProfileType,
  key: string,
  memberUserId: string,
): Promise<{ hasLeft: boolean }> {
  const profile = await requireTeamProfile(deps, userId, type, key);
  const m = memberColumns(type);
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, profile);
    const [target] = await tx
      .select({ userId: m.userId })
      .from(m.table)
      .where(and(eq(m.profileId, profile.id), eq(m.userId, memberUserId)));
    if (!target) throw new AppError('NOT_FOUND', 'Member not found');
    const [members] = await tx.select({ n: count() }).from(m.table).where(eq(m.profileId, profile.id));
    if ((members?.n ?? 0) <= 1) throw new AppError('CONFLICT', lastMemberMessage(type));
    await deleteMember(tx, profile, memberUserId);
    // A saved choice of this profile as the one to use would point nowhere now.
    await tx
      .update(users)
      .set({ profile: null })
      .where(and(eq(users.id, memberUserId), eq(users.profile, teamProfileValue(profile))));
  });
  return { hasLeft: memberUserId === userId };
}
