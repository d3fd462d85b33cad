import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import {
  SCOUT_JOB_MESSAGE,
  SCOUT_OPEN_ORDER_MESSAGE,
  type ScoutOrder,
  type ScoutOrderInput,
} from '#domain/scout/scout.schema.ts';
import { jobs, scoutOrders } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { requireScoutEnabled } from './require-scout-enabled.ts';
import { selectScoutOrders } from './scout-order-rows.ts';

/**
 * The hh-steps order (docs/product.md, Scout): a member (or admin) of the startup orders a search
 * for one of its ACTIVE jobs with the brief and the terms accepted. One open order per job: the
 * partial unique index decides, so two orders posted at once cannot both be stored. Nothing is paid
 * now; the fee is for a successful hire.
 */
export async function createScoutOrder(
  deps: ServiceDeps,
  userId: string,
  companyKey: string,
  input: ScoutOrderInput,
): Promise<ScoutOrder> {
  await requireScoutEnabled(deps);
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  const [job] = await deps.db
    .select({ id: jobs.id, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.id, input.jobId), eq(jobs.companyId, company.id)))
    .limit(1);
  if (job?.status !== 'ACTIVE') {
    throw new AppError('VALIDATION', SCOUT_JOB_MESSAGE, { jobId: [SCOUT_JOB_MESSAGE] });
  }
  const now = deps.now();
  const [created] = await deps.db
    .insert(scoutOrders)
    .values({
      companyId: company.id,
      jobId: job.id,
      userId,
      status: 'open',
      brief: { roleBrief: input.roleBrief, mustHaves: input.mustHaves, salaryFrame: input.salaryFrame },
      termsAcceptedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: scoutOrders.id });
  if (!created) {
    throw new AppError('CONFLICT', SCOUT_OPEN_ORDER_MESSAGE, { jobId: [SCOUT_OPEN_ORDER_MESSAGE] });
  }
  // Featured lists now include the job: the cached copies must not hide it for their TTL.
  deps.caches?.reads?.clear();
  const [order] = await selectScoutOrders(deps.db, eq(scoutOrders.id, created.id));
  if (!order) throw new Error('the new Scout order could not be read back');
  return order;
}
