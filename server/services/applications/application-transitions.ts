import { and, eq, ne } from 'drizzle-orm';
import type { ApplicantStageValue } from '#domain/applications/pipeline.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { applicationEvents, applications, scoutOrders } from '../../db/schema/index.ts';

/**
 * The one place an application's stage changes (kanban moves, bulk moves, rejections, the
 * guaranteed closure, Scout): the row is locked by the caller's read, the stage set, the first
 * response and the decision time noted, and an `application_events` row written in the same
 * transaction.
 */

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * Applications the startup handles in the pipeline: those made on the platform and those Scout
 * added. An application sent to the job's email address is the startup's to handle there: it is
 * recorded (My jobs, counts of the job) but never a card, never closed, never in the response score.
 */
export const IN_PIPELINE = ne(applications.source, 'email');

export type StageChangeFacts = {
  reason: 'applied' | 'move' | 'bulk' | 'reject' | 'withdraw' | 'closure' | 'scout';
  actor: 'talent' | 'member' | 'system' | 'scout';
  userId: string | null;
  now: Date;
};

export async function lockApplication(
  tx: Transaction,
  applicationId: string,
): Promise<ApplicationRow | null> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
  return row ?? null;
}

export async function recordApplicationEvent(
  db: Executor,
  event: { applicationId: string; from: string | null; to: string } & StageChangeFacts,
): Promise<void> {
  await db.insert(applicationEvents).values({
    applicationId: event.applicationId,
    fromStage: event.from,
    toStage: event.to,
    reason: event.reason,
    actor: event.actor,
    userId: event.userId,
    at: event.now,
  });
}

/** Moves the (locked) application to `to`; callers check the move with `checkStageMove` first. */
export async function changeApplicationStage(
  tx: Transaction,
  application: ApplicationRow,
  to: ApplicantStageValue,
  facts: StageChangeFacts,
): Promise<ApplicationRow> {
  const isDecision = to === 'hired' || to === 'rejected';
  const isResponse = facts.actor === 'member' || facts.actor === 'system';
  const [updated] = await tx
    .update(applications)
    .set({
      stage: to,
      updatedAt: facts.now,
      ...(isResponse && application.firstResponseAt === null ? { firstResponseAt: facts.now } : {}),
      ...(isDecision ? { decidedAt: facts.now } : {}),
    })
    .where(eq(applications.id, application.id))
    .returning();
  if (!updated) throw new Error('application update returned no row');
  // A Scout candidate hired: the successful hire the Scout fee is for (docs/product.md, Scout).
  if (to === 'hired' && application.source === 'scout') {
    await tx
      .update(scoutOrders)
      .set({ status: 'hired', hiredApplicationId: application.id, closedAt: facts.now })
      .where(and(eq(scoutOrders.jobId, application.jobId), eq(scoutOrders.status, 'open')));
  }
  await recordApplicationEvent(tx, {
    applicationId: application.id,
    from: application.stage,
    to,
    ...facts,
  });
  return updated;
}
