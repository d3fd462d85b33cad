import { Link } from 'react-router';
import { WHITE_LABEL_PATHS } from '#domain/companies/white-label-feed-constants.ts';
import { richTextToHtml, richTextToPlain } from '#domain/content/rich-text.ts';
import { formatExpiry } from '#domain/jobs/format-expiry.ts';
import { formatSalary } from '#domain/jobs/format-salary.ts';
import { buildJobPostingJsonLd } from '#domain/jobs/job-posting-json-ld.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import { getAppContext } from '../app-context.ts';
import { positionTypeText } from '../components/jobs/job-card.tsx';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { RichText } from '../components/ui/rich-text.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import { requireSiteFeed } from '../lib/white-label.server.ts';
import type { Route } from './+types/white-label-feed-job.ts';

/**
 * `/whiteLabelFeed/jobs/{id}` on a feed's host: a job the feed's filter allows, under the feed's
 * header, with JobPosting data on the feed's own URLs (docs/product.md, Pages: every page showing a
 * job carries it). Any other job is the 404 page (ADR 030). Applying happens on Nordhub itself.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const feed = await requireSiteFeed(context);
  return withNotFoundPage(async () => {
    const { job, company } = await app.services.whiteLabel.getFeedJob(feed, params.id);
    app.services.recordJobView(job.id);
    return {
      job,
      company: { name: company.name, website: company.website, whatWeDo: company.whatWeDo },
      siteOrigin: app.site.origin,
      publicUrl: app.publicUrl,
      now: new Date().toISOString(),
    };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: 'Page not found', description: 'This page could not be found' });
  const { job } = loaderData;
  const where = formatLocationPreview(job);
  return pageMeta({
    matches,
    url: canonicalFor(matches, WHITE_LABEL_PATHS.job(job.id)),
    type: 'article',
    title: `${job.title} at ${job.company.name}`,
    description: `${job.company.name} is hiring: ${job.title}${where ? ` (${where})` : ''}. ${richTextToPlain(job.description)}`,
  });
}

/** Serialised for a <script> element: '<' escaped so the text can never close the element. */
function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export default function WhiteLabelFeedJob({ loaderData }: Route.ComponentProps) {
  const { job, company } = loaderData;
  const jsonLd = buildJobPostingJsonLd(job, {
    publicUrl: loaderData.siteOrigin,
    jobPath: WHITE_LABEL_PATHS.job(job.id),
    companyUrl: company.website,
    descriptionHtml: richTextToHtml(job.description),
  });
  const salary = formatSalary(job.salary);
  const expiry = job.expirationDate
    ? formatExpiry(new Date(job.expirationDate), new Date(loaderData.now))
    : null;
  const isOpen = job.status === 'ACTIVE' && !expiry?.isExpired;
  const main = loaderData.publicUrl.replace(/\/+$/, '');
  // Applying is Nordhub's (its form, or the startup's own address through our counting route).
  const applyHref =
    job.receiveApplicants === 'url' && job.applyUrl
      ? `${main}/api/jobs/${job.id}/apply/external`
      : `${main}/jobs/${job.id}/apply`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <script type="application/ld+json" suppressHydrationWarning>
        {toScriptJson(jsonLd)}
      </script>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={WHITE_LABEL_PATHS.page} className="hover:text-brand-700">
          All jobs
        </Link>{' '}
        / <span>{job.company.name}</span>
      </nav>
      <article className="mt-3 rounded-xl border border-slate-200 bg-white p-6">
        <header className="flex items-start gap-4">
          <LogoImage image={job.company.logoImage} name={job.company.name} size={64} />
          <div>
            <h1 className="text-3xl font-bold text-slate-900">{job.title}</h1>
            <p className="mt-1 text-lg font-medium text-slate-800">{job.company.name}</p>
          </div>
        </header>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold uppercase text-slate-500">Location</dt>
            <dd className="mt-1">{formatLocationPreview(job) || 'Not specified'}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase text-slate-500">Position</dt>
            <dd className="mt-1">{positionTypeText(job.positionType)}</dd>
          </div>
          {salary && (
            <div>
              <dt className="text-xs font-semibold uppercase text-slate-500">Salary</dt>
              <dd className="mt-1">{salary}</dd>
            </div>
          )}
        </dl>
        <section aria-labelledby="description-heading" className="mt-8">
          <h2 id="description-heading" className="sr-only">
            About the job
          </h2>
          <RichText text={job.description} />
        </section>
        {company.whatWeDo && (
          <section aria-labelledby="startup-heading" className="mt-8 border-t border-slate-200 pt-6">
            <h2 id="startup-heading" className="font-semibold">
              About {company.name}
            </h2>
            <p className="mt-2 text-slate-700">{company.whatWeDo}</p>
          </section>
        )}
        {isOpen ? (
          <a
            href={applyHref}
            rel="nofollow"
            className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Apply for this job
          </a>
        ) : (
          <p role="status" className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
            This job is no longer accepting applications.
          </p>
        )}
      </article>
    </div>
  );
}
