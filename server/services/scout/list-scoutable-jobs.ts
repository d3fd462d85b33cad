import { and, asc, eq } from 'drizzle-orm';
import type { ScoutableJob } from '#domain/scout/scout.schema.ts';
import { jobs, scoutOrders } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { requireScoutEnabled } from './require-scout-enabled.ts';

/** The first hh-steps step: the startup's live jobs, each with its open Scout order if it has one. */
export async function listScoutableJobs(
  deps: ServiceDeps,
  userId: string,
  companyKey: string,
): Promise<ScoutableJob[]> {
  await requireScoutEnabled(deps);
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  const rows = await deps.db
    .select({ id: jobs.id, title: jobs.title, openOrderId: scoutOrders.id })
    .from(jobs)
    .leftJoin(scoutOrders, and(eq(scoutOrders.jobId, jobs.id), eq(scoutOrders.status, 'open')))
    .where(and(eq(jobs.companyId, company.id), eq(jobs.status, 'ACTIVE')))
    .orderBy(asc(jobs.title), asc(jobs.id));
  return rows.map((row) => ({ id: row.id, title: row.title, openOrderId: row.openOrderId }));
}
