import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { companyInvites } from '../../db/schema/index.ts';
import { requireCompanyMember } from '../access/require-company-member.ts';
import type { ServiceDeps } from '../deps.ts';

/** Revokes a pending invitation of the startup: its link stops working at once. */
export async function revokeInvite(deps: ServiceDeps, userId: string, key: string, inviteId: string) {
  const company = await requireCompanyMember(deps, userId, key);
  const revoked = await deps.db
    .update(companyInvites)
    .set({ revokedAt: deps.now() })
    .where(
      and(
        eq(companyInvites.id, inviteId),
        eq(companyInvites.companyId, company.id),
        isNull(companyInvites.acceptedAt),
        isNull(companyInvites.revokedAt),
      ),
    )
    .returning({ id: companyInvites.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', 'Invitation not found');
}
