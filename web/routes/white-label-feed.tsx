import { redirect } from 'react-router';
import { WHITE_LABEL_PATHS } from '#domain/companies/white-label-feed-constants.ts';
import { DEFAULT_PER_PAGE, MAX_PAGE } from '#domain/jobs/job-search.schema.ts';
import { getAppContext } from '../app-context.ts';
import { JobCard } from '../components/jobs/job-card.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { requireSiteFeed } from '../lib/white-label.server.ts';
import type { Route } from './+types/white-label-feed.ts';

/**
 * `/whiteLabelFeed` on a feed's host (docs/product.md, Career pages and white-label feeds): the jobs
 * its filter allows, newest first, 20 a page; the feeds under /whiteLabelFeed/ carry the first 50 of
 * the same list. `?page=` past the end (or not a page) goes to the closest page there is.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const feed = await requireSiteFeed(context);
  const raw = url.searchParams.get('page');
  const page = raw === null ? 1 : /^[1-9]\d{0,2}$/.test(raw) ? Math.min(Number(raw), MAX_PAGE) : 0;
  if (page === 0) throw redirect(WHITE_LABEL_PATHS.page);
  const list = await app.services.whiteLabel.listFeedJobs(feed, { page, perPage: DEFAULT_PER_PAGE });
  if (list.jobs.length === 0 && page > 1) {
    const last = Math.max(1, list.pagination.pages);
    throw redirect(last === 1 ? WHITE_LABEL_PATHS.page : `${WHITE_LABEL_PATHS.page}?page=${last}`);
  }
  return {
    name: feed.name,
    description: feed.description,
    jobs: list.jobs,
    pagination: list.pagination,
    now: new Date().toISOString(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: 'Page not found', description: 'This page could not be found' });
  const page = loaderData.pagination.page;
  return pageMeta({
    matches,
    url: canonicalFor(matches, WHITE_LABEL_PATHS.page, { page: page > 1 ? String(page) : undefined }),
    title: page > 1 ? `Jobs, page ${page}` : 'Jobs',
    description: loaderData.description || `Jobs at startups, chosen by ${loaderData.name}.`,
  });
}

export default function WhiteLabelFeedPage({ loaderData }: Route.ComponentProps) {
  const now = new Date(loaderData.now);
  const { pagination } = loaderData;
  const count = pagination.isTotalCapped ? `${pagination.total}+` : String(pagination.total);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Open jobs</h1>
        <p className="text-sm text-slate-600" data-testid="white-label-count">
          {pagination.total === 1 ? '1 job' : `${count} jobs`}
        </p>
      </div>
      {/* The cards' titles are h3s, as in every job list. */}
      <h2 id="white-label-jobs-heading" className="sr-only">
        Jobs
      </h2>
      {loaderData.jobs.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-6 text-center text-slate-600">
          There are no open jobs here right now. Please look again soon.
        </p>
      ) : (
        <ul className="mt-6 space-y-3" aria-labelledby="white-label-jobs-heading">
          {loaderData.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} now={now} to={WHITE_LABEL_PATHS.job(job.id)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={pagination.page}
        pages={pagination.pages}
        search={new URLSearchParams(pagination.page > 1 ? { page: String(pagination.page) } : {})}
      />
      <p className="mt-8 text-sm text-slate-600">
        Follow these jobs:{' '}
        <a href={WHITE_LABEL_PATHS.rss} className="font-medium text-brand-700 underline">
          RSS
        </a>{' '}
        ·{' '}
        <a href={WHITE_LABEL_PATHS.json} className="font-medium text-brand-700 underline">
          JSON Feed
        </a>
      </p>
    </div>
  );
}
