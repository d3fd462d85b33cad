import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { BOOST_DAYS } from '#domain/jobs/job-lifecycle.ts';
import type { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { companies, jobs, scoutOrders } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { resolveJobFilters } from './list-jobs.ts';
import { JOB_LIST_COLUMNS, mapJobListItem } from './map-job.ts';

/**
 * Boosted ACTIVE jobs, the most recently boosted first (docs/product.md, Constants: the featured list is reversed, i.e.
 * latest boost end first). The newest boosts are the ones kept when more are running than fit: a
 * startup that just paid for a boost is always featured. Jobs with an open Scout order are featured
 * too (docs/product.md, Scout): an open order ranks like a boost bought when it was placed (its
 * order date plus the boost's 30 days), so a new order shows among the newest boosts, and an order
 * open for longer still shows after every running boost.
 *
 * `filters` narrows them to a search (the /jobs page's strip shows the featured jobs that match
 * what the visitor looks for); sort and page play no part. A search text is matched more strictly
 * than in the results: every word in the job's title or its startup's name (weights A and B). A
 * featured place says "this is what you are looking for"; a Project Manager whose description
 * mentions designers is a fair result far down a "designer" search, but not a featured one.
 */
export async function listFeaturedJobs(
  deps: ServiceDeps,
  platform: 'main' | 'impact' = 'main',
  limit = 12,
  filters: Partial<JobSearchQuery> = {},
) {
  const { sort: _sort, page: _page, perPage: _perPage, ...search } = filters;
  return readPublic(deps.caches, ['featuredJobs', platform, limit, search], () =>
    readFeaturedJobs(deps, platform, limit, search),
  );
}

async function readFeaturedJobs(
  deps: ServiceDeps,
  platform: 'main' | 'impact',
  limit: number,
  search: Partial<JobSearchQuery>,
) {
  const now = deps.now();
  const openScoutOrderAt = sql<Date | null>`(
    select max(${scoutOrders.createdAt}) from ${scoutOrders}
    where ${scoutOrders.jobId} = ${jobs.id} and ${scoutOrders.status} = 'open'
  )`;
  // The featured jobs are few and indexed (jobs_boosting_idx, the open-order index): the query
  // starts from them, so a search's filters are checked on a few dozen rows, never on every match.
  const featuredIds = sql`(
    select boosted.id from ${jobs} boosted where boosted.boosting_expires_at > ${now}
    union select ${scoutOrders.jobId} from ${scoutOrders} where ${scoutOrders.status} = 'open'
  )`;
  const rows = await deps.db
    .select(JOB_LIST_COLUMNS)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        ...(await resolveJobFilters(deps, search, platform)),
        sql`${jobs.id} in ${featuredIds}`,
        titleOrStartupMatch(search.q),
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

function titleOrStartupMatch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  // The startup's name is in the document unstemmed ('simple'), so a name the English stemmer
  // changes ("Kvarterly") is found by its similarity, as in the results (list-jobs.ts).
  return sql`(ts_filter(${jobs.search}, '{a,b}') @@ websearch_to_tsquery('english', ${text}) or ${jobs.companyName} % ${text})`;
}
