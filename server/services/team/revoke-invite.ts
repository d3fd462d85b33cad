import { and, eq, isNull } from 'drizzle-orm';
import type { TeamProfileType } from '#domain/companies/team.schema.ts';
import { AppError } from '#domain/errors.ts';
import { companyInvites } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { inviteProfileColumn, requireTeamProfile } from './team-profile.ts';

/** Revokes a pending invitation of the startup's or investor's team: its link stops working at once. */
export async function revokeInvite(
  deps: ServiceDeps,
  userId: string,
  type: TeamProfileType,
  key: string,
  inviteId: string,
) {
  const profile = await requireTeamProfile(deps, userId, type, key);
  const revoked = await deps.db
    .update(companyInvites)
    .set({ revokedAt: deps.now() })
    .where(
      and(
        eq(companyInvites.id, inviteId),
        eq(inviteProfileColumn(type), profile.id),
        isNull(companyInvites.acceptedAt),
        isNull(companyInvites.revokedAt),
      ),
    )
    .returning({ id: companyInvites.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', 'Invitation not found');
}
