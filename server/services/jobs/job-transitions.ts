import { count, eq, max } from 'drizzle-orm';
import { type JobStatusValue, resolveExpirationDate } from '#domain/jobs/job-lifecycle.ts';
import { decideActivation, decidePlanRoom, type PlanRoom } from '#domain/jobs/plan-room.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { companies, companyPlans, jobEvents, jobs } from '../../db/schema/index.ts';

/**
 * The building blocks every job status change is made of, for use inside the caller's transaction:
 * lock the startup (so two jobs cannot both take the free plan's one slot), read the plan room, move
 * the job and write the event. Publishing, approving, resuming, renewing, payment confirmation and the
 * expiry schedule all go through here, so each change leaves one `job_events` row.
 */

export type JobRow = typeof jobs.$inferSelect;

export type JobEventFacts = {
  jobId: string;
  from: JobStatusValue | null;
  to: JobStatusValue;
  /** 'created', 'publish', 'approve', 'payment', 'pause', 'resume', 'renew', 'expire', 'extend', … */
  reason: string;
  userId: string | null;
  at: Date;
};

export async function recordJobEvent(db: Executor, event: JobEventFacts): Promise<void> {
  await db.insert(jobEvents).values({
    jobId: event.jobId,
    fromStatus: event.from,
    toStatus: event.to,
    reason: event.reason,
    userId: event.userId,
    at: event.at,
  });
}

/**
 * Locks the startup's row until the transaction ends: plan-room decisions for one startup are made
 * one at a time (two members publishing at once cannot both use the free slot).
 */
export async function lockCompany(tx: Transaction, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/**
 * The plan rule's answer for the startup at `now` (`decidePlanRoom`): its latest plan's end and how
 * many of its jobs are in each status. Inside a transaction after `lockCompany`, the answer holds
 * until the commit.
 */
export async function readPlanRoom(db: Executor, companyId: string, now: Date): Promise<PlanRoom> {
  // One after the other: inside a transaction the connection takes one statement at a time.
  const [plan] = await db
    .select({ endsAt: max(companyPlans.endsAt) })
    .from(companyPlans)
    .where(eq(companyPlans.companyId, companyId));
  const statusRows = await db
    .select({ status: jobs.status, n: count() })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .groupBy(jobs.status);
  const jobsByStatus: Partial<Record<JobStatusValue, number>> = {};
  for (const row of statusRows) jobsByStatus[row.status as JobStatusValue] = Number(row.n);
  return decidePlanRoom({ planEndsAt: plan?.endsAt ?? null, jobsByStatus, now });
}

/** Reads the job and locks its row for the rest of the transaction (null when it does not exist). */
export async function lockJob(tx: Transaction, jobId: string): Promise<JobRow | null> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  return row ?? null;
}

/**
 * Moves a job to `to`, with its event. Going ACTIVE sets `approvedAt` (docs/product.md, Job lifecycle: approved =
 * published now) and the expiration date (the member's own when still ahead, else 60 days), and
 * forgets an earlier "still hiring?" mail.
 */
export async function moveJob(
  tx: Transaction,
  job: JobRow,
  to: JobStatusValue,
  facts: { reason: string; userId: string | null; now: Date; expirationDate?: Date | null },
): Promise<JobRow> {
  const goesLive = to === 'ACTIVE';
  const requestedExpiry = facts.expirationDate === undefined ? job.expirationDate : facts.expirationDate;
  const [updated] = await tx
    .update(jobs)
    .set({
      status: to,
      updatedAt: facts.now,
      ...(goesLive
        ? {
            approvedAt: job.status === 'STOPPED' && job.approvedAt ? job.approvedAt : facts.now,
            expirationDate: resolveExpirationDate(requestedExpiry, facts.now),
            expiryReminderFor: null,
          }
        : facts.expirationDate !== undefined
          ? { expirationDate: facts.expirationDate }
          : {}),
    })
    .where(eq(jobs.id, job.id))
    .returning();
  if (!updated) throw new Error('job update returned no row');
  await recordJobEvent(tx, {
    jobId: job.id,
    from: job.status as JobStatusValue,
    to,
    reason: facts.reason,
    userId: facts.userId,
    at: facts.now,
  });
  return updated;
}

/**
 * Publish, approve, resume and renew: ACTIVE when the plan has room, else PENDING_PAYMENT (the
 * member is then offered the plan). The startup is locked first, so the decision holds.
 */
export async function activateOrAwaitPayment(
  tx: Transaction,
  job: JobRow,
  facts: { reason: string; userId: string | null; now: Date; expirationDate?: Date | null },
): Promise<JobRow> {
  await lockCompany(tx, job.companyId);
  // The job itself is not ACTIVE (publish, approve, resume and renew start elsewhere): it takes no room yet.
  const room = await readPlanRoom(tx, job.companyId, facts.now);
  const to = decideActivation(room);
  return moveJob(tx, job, to, facts);
}
