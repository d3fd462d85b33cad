import { Link } from 'react-router';
import { richTextToHtml, richTextToPlain } from '#domain/content/rich-text.ts';
import { formatExpiry } from '#domain/jobs/format-expiry.ts';
import { buildJobPostingJsonLd } from '#domain/jobs/job-posting-json-ld.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import { getAppContext } from '../app-context.ts';
import { JobDetails, JsonLdScript } from '../components/jobs/job-details.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/careers-job.ts';

/**
 * `/careers/jobs/{id}` on a startup's career domain: one of its jobs, with JobPosting data whose
 * URLs are on this host (docs/product.md, Pages; ADR 030). Another startup's job id is the 404 page.
 * Nothing here depends on a session, so the page is the same for everyone.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const { site } = app;
  if (site.kind !== 'career' || !site.company) throw notFound();
  const company = site.company;
  return withNotFoundPage(async () => {
    const { job, company: startup } = await app.services.careers.getCareerJob(company, params.id);
    app.services.recordJobView(job.id);
    return { job, company: startup, origin: site.origin, now: new Date().toISOString() };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) {
    return pageMeta({
      matches,
      title: 'Page not found',
      description: 'This page could not be found',
    });
  }
  const { job } = loaderData;
  const where = formatLocationPreview(job);
  return pageMeta({
    matches,
    url: canonicalFor(matches, `/careers/jobs/${job.id}`),
    type: 'article',
    title: job.title,
    description: `${job.company.name} is hiring: ${job.title}${where ? ` (${where})` : ''}. ${richTextToPlain(job.description)}`,
  });
}

const BUTTON =
  'inline-block rounded-md bg-brand-600 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-700';

export default function CareersJob({ loaderData }: Route.ComponentProps) {
  const { job, company, origin } = loaderData;
  const jsonLd = buildJobPostingJsonLd(job, {
    publicUrl: origin,
    jobPath: `/careers/jobs/${encodeURIComponent(job.id)}`,
    companyUrl: company.website,
    descriptionHtml: richTextToHtml(job.description),
  });
  const now = new Date(loaderData.now);
  const expiry = job.expirationDate ? formatExpiry(new Date(job.expirationDate), now) : null;
  const isOpen = job.status === 'ACTIVE' && !expiry?.isExpired;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <JsonLdScript data={jsonLd} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/careers" className="hover:text-brand-700 hover:underline">
          Jobs at {company.name}
        </Link>{' '}
        / <span>{job.title}</span>
      </nav>
      <article className="mt-3">
        <h1 className="text-3xl font-bold text-slate-900">{job.title}</h1>
        {isOpen ? (
          <p className="mt-4">
            {job.receiveApplicants === 'url' && job.applyUrl ? (
              // Through our route: the click is counted, then the browser goes to the job's own address.
              <a href={`/api/jobs/${job.id}/apply/external`} rel="nofollow" className={BUTTON}>
                Apply on our website
              </a>
            ) : (
              <Link to={`/careers/jobs/${job.id}/apply`} className={BUTTON}>
                Apply now
              </Link>
            )}
          </p>
        ) : (
          <p role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
            This job is no longer accepting applications.
          </p>
        )}
        <JobDetails job={job} now={now} />
      </article>
    </div>
  );
}
