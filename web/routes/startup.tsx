import { describeProfile } from '#domain/companies/company-profile-labels.ts';
import { getAppContext } from '../app-context.ts';
import { BlogPostCard } from '../components/blog/blog-post-card.tsx';
import { FollowButton } from '../components/companies/follow-button.tsx';
import { StartupProfileView } from '../components/companies/startup-profile-view.tsx';
import { actingProfile, useEngagementView } from '../lib/engagement.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import { useRootData } from '../root.tsx';
import type { Route } from './+types/startup.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  return withNotFoundPage(async () => {
    const company = await services.getCompany(params.id);
    const [jobs, isFollowing, choices, responseScore, news] = await Promise.all([
      services.listCompanyJobs(company.id),
      services.isFollowingCompany(company.id),
      services.companyProfile.getProfileChoices(),
      services.pipeline.getResponseScore(company.id),
      services.blog.startupNews(company.id),
    ]);
    const labels = describeProfile(company, choices);
    return { company, labels, jobs, isFollowing, responseScore, news, now: new Date().toISOString() };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta({
      matches,
      title: 'Page not found',
      description: 'This page could not be found',
    });
  const { company, jobs } = loaderData;
  return pageMeta({
    matches,
    url: canonicalFor(matches, `/startups/${company.key}`),
    title: `${company.name}: jobs and company profile`,
    description: `${company.whatWeDo} ${jobs.length === 1 ? '1 open job' : `${jobs.length} open jobs`} at ${company.name}.`,
  });
}

/**
 * `/startups/{key}`: a published startup's public page (the body is shared with the portal's
 * preview). Someone acting as an investor (or another startup) is shown to the startup as having
 * viewed it (engagement, docs/product.md, Calls).
 */
export default function Startup({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;
  useEngagementView(actingProfile(useRootData()?.selectedProfile), { type: 'company', id: company.key });
  return (
    <>
      <StartupProfileView
        company={company}
        labels={loaderData.labels}
        jobs={loaderData.jobs}
        now={new Date(loaderData.now)}
        responseScore={loaderData.responseScore}
        headerAction={
          <FollowButton
            key={`${company.key}:${loaderData.isFollowing === null ? 'out' : 'in'}`}
            companyKey={company.key}
            initial={loaderData.isFollowing}
          />
        }
      />
      {loaderData.news.length > 0 && (
        <section aria-labelledby="startup-news" className="mx-auto max-w-6xl px-4 pb-12">
          <h2 id="startup-news" className="text-2xl font-semibold text-slate-900">
            News
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.news.map((post) => (
              <BlogPostCard key={post.id} post={post} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
