import type { JobListItem, Pagination as PaginationData } from '#domain/jobs/job.schema.ts';
import { formatInteger } from '#domain/site/format-integer.ts';
import { Pagination } from '../ui/pagination.tsx';
import { FeaturedJobsStrip } from './featured-jobs-strip.tsx';
import { JobCard } from './job-card.tsx';

/** '1 job', '24 jobs', '1,000+ jobs'. */
export function formatJobCount(pagination: Pick<PaginationData, 'total' | 'isTotalCapped'>): string {
  if (pagination.total === 1 && !pagination.isTotalCapped) return '1 job';
  return `${formatInteger(pagination.total)}${pagination.isTotalCapped ? '+' : ''} jobs`;
}

/**
 * A server-rendered page of job search results: the featured strip (when given), the count as a
 * heading, the job cards and plain pagination links that keep `search` (so it works without
 * JavaScript).
 */
export function JobResults({
  jobs,
  pagination,
  search,
  now,
  emptyText = 'No jobs match this search yet. Try fewer filters.',
  featured = [],
}: {
  jobs: JobListItem[];
  pagination: PaginationData;
  /** The query string the page links keep (`page` is replaced per link). */
  search: string;
  now: Date;
  emptyText?: string;
  /** Featured jobs matching the search, shown apart above the results (see FeaturedJobsStrip). */
  featured?: readonly JobListItem[];
}) {
  return (
    <div className="mt-8">
      <FeaturedJobsStrip jobs={featured} />
      <section aria-labelledby="job-results-count">
        <h2 id="job-results-count" className="text-sm font-medium text-slate-600">
          {formatJobCount(pagination)}
        </h2>
        {jobs.length === 0 ? (
          <p className="mt-4 rounded-lg bg-white p-6 text-center text-slate-600">{emptyText}</p>
        ) : (
          <div className="mt-3 grid gap-3">
            {jobs.map((job) => (
              <JobCard key={job.id} job={job} now={now} />
            ))}
          </div>
        )}
        <Pagination page={pagination.page} pages={pagination.pages} search={new URLSearchParams(search)} />
      </section>
    </div>
  );
}
