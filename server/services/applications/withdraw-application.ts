import { eq } from 'drizzle-orm';
import { type TalentApplication, WITHDRAW_DECIDED_MESSAGE } from '#domain/applications/applying.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { applications } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { lockApplication, recordApplicationEvent } from './application-transitions.ts';
import { findTalentApplication, isDecided } from './talent-applications.ts';

/**
 * The talent withdraws their application (issue 9, My jobs): `withdrawnAt` is set and a `withdraw`
 * event by the talent written, in one transaction on the locked row; the startup's pipeline shows
 * the card as withdrawn and nothing moves it any more. Withdrawing twice changes nothing. A decided
 * application (hired or not selected) stays as it is (409). Someone else's application is the same
 * 404 as a missing one.
 */
export async function withdrawApplication(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  userId: string,
  applicationId: string,
): Promise<TalentApplication> {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', 'Application not found');
  await deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application || application.userId !== userId)
      throw new AppError('NOT_FOUND', 'Application not found');
    if (application.withdrawnAt) return;
    if (isDecided(application)) throw new AppError('CONFLICT', WITHDRAW_DECIDED_MESSAGE);
    const now = deps.now();
    await tx
      .update(applications)
      .set({ withdrawnAt: now, updatedAt: now })
      .where(eq(applications.id, application.id));
    await recordApplicationEvent(tx, {
      applicationId: application.id,
      from: application.stage,
      to: application.stage,
      reason: 'withdraw',
      actor: 'talent',
      userId,
      now,
    });
  });
  const withdrawn = await findTalentApplication(deps.db, userId, { applicationId });
  if (!withdrawn) throw new AppError('NOT_FOUND', 'Application not found');
  return withdrawn;
}
