import { getAppContext } from '../app-context.ts';
import { EmbedJobList } from '../components/jobs/embed-job-list.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/featured-jobs-embed.ts';

/** How many featured jobs the embed lists. */
const FEATURED_EMBED_SIZE = 12;

export async function loader({ context }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  return { jobs: await services.listFeaturedJobs(FEATURED_EMBED_SIZE), origin: site.origin };
}

export function meta() {
  return pageMeta({
    title: 'Featured startup jobs',
    description: 'Featured jobs at Nordic startups, on Nordhub.',
    noIndex: true,
  });
}

/**
 * `/external/featuredjobs` (docs/product.md, Career pages and white-label feeds): the featured jobs
 * for any site's iframe, in the job-list widget layout (ADR 030, widget: no session, no cookies).
 */
export default function FeaturedJobsEmbed({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="mb-2 text-base font-bold text-slate-900">Featured startup jobs</h1>
      <EmbedJobList
        jobs={loaderData.jobs}
        origin={loaderData.origin}
        showCompany
        emptyText="No featured jobs right now."
      />
    </>
  );
}
