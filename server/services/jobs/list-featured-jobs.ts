import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { BOOST_DAYS } from '#domain/jobs/job-lifecycle.ts';
import { companies, jobs, scoutOrders } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { buildJobFilters } from './list-jobs.ts';
import { JOB_LIST_COLUMNS, mapJobListItem } from './map-job.ts';

/**
 * Boosted ACTIVE jobs, the most recently boosted first (spec: the featured list is reversed, i.e.
 * latest boost end first). The newest boosts are the ones kept when more are running than fit: a
 * startup that just paid for a boost is always featured. Jobs with an open Scout order are featured
 * too (product decisions, Scout): an open order ranks like a boost bought when it was placed (its
 * order date plus the boost's 30 days), so a new order shows among the newest boosts, and an order
 * open for longer still shows after every running boost.
 */
export async function listFeaturedJobs(deps: ServiceDeps, platform: 'main' | 'impact' = 'main', limit = 12) {
  return readPublic(deps.caches, ['featuredJobs', platform, limit], () =>
    readFeaturedJobs(deps, platform, limit),
  );
}

async function readFeaturedJobs(deps: ServiceDeps, platform: 'main' | 'impact', limit: number) {
  const now = deps.now();
  const openScoutOrderAt = sql<Date | null>`(
    select max(${scoutOrders.createdAt}) from ${scoutOrders}
    where ${scoutOrders.jobId} = ${jobs.id} and ${scoutOrders.status} = 'open'
  )`;
  const rows = await deps.db
    .select(JOB_LIST_COLUMNS)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        ...buildJobFilters({}, platform),
        or(gt(jobs.boostingExpiresAt, now), sql`${openScoutOrderAt} is not null`),
      ),
    )
    .orderBy(
      sql`greatest(
        case when ${jobs.boostingExpiresAt} > ${now} then ${jobs.boostingExpiresAt} end,
        ${openScoutOrderAt} + ${sql.raw(`interval '${BOOST_DAYS} days'`)}
      ) desc nulls last`,
      desc(jobs.id),
    )
    .limit(limit);
  return rows.map((row) => ({ ...mapJobListItem(row, now), isFeatured: true }));
}
