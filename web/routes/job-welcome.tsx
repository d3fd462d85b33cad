import { Link, redirect } from 'react-router';
import { isAppError } from '#domain/errors.ts';
import { formatExpiry } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { canonicalUrl, pageMeta } from '../lib/page-meta.ts';
import { notFound } from '../lib/responses.ts';
import type { Route } from './+types/job-welcome.ts';

/**
 * `/jobs/{id}/welcome` (docs/product.md, Pages, beside `/startups/{id}/welcome`): where a startup member lands
 * once a job is live. It says so, gives the job's public link to share and the next steps: boost
 * the job, let Scout search (when the site sells it), post another job. Only the startup's members
 * and admins see it, and only while the job is ACTIVE; anyone else, logged in or not, is sent to
 * the public job page, which answers 404 itself for a job the public may not see.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  let found: Awaited<ReturnType<typeof app.services.getJobWithCompany>>;
  try {
    found = await app.services.getJobWithCompany(params.id);
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw notFound();
    throw error;
  }
  const { job, company } = found;
  const jobPath = `/jobs/${job.id}`;
  if (!app.me || job.status !== 'ACTIVE') throw redirect(jobPath);
  const access = await app.services.portal.getStartupAccess(app.me.id, company.key);
  if (!access) throw redirect(jobPath);
  return {
    job: {
      id: job.id,
      title: job.title,
      expirationDate: job.expirationDate,
    },
    company: { key: company.key, name: company.name, logoImage: company.logoImage },
    jobUrl: canonicalUrl(app.site.origin, jobPath),
    hasScout: app.products.includes('HEADHUNTER'),
    now: new Date().toISOString(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Your job is live: ${loaderData.job.title}` : 'Your job is live',
    description: 'Your job is published on Nordhub: share it and choose what to do next.',
    noIndex: true,
  });
}

const STEP =
  'block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 focus-visible:border-brand-600';

export default function JobWelcome({ loaderData }: Route.ComponentProps) {
  const { job, company, jobUrl } = loaderData;
  const portal = `/client/startups/${encodeURIComponent(company.key)}`;
  const expiry = job.expirationDate
    ? formatExpiry(new Date(job.expirationDate), new Date(loaderData.now))
    : null;
  const shareText = `${company.name} is hiring: ${job.title}`;
  const linkedInShare = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(jobUrl)}`;
  const mailShare = `mailto:?subject=${encodeURIComponent(shareText)}&body=${encodeURIComponent(`${shareText}\n${jobUrl}`)}`;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <div className="flex items-center gap-4">
        <LogoImage image={company.logoImage} name={company.name} size={64} />
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Your job is live</h1>
          <p className="mt-1 text-slate-700">
            <Link to={`/jobs/${job.id}`} className="font-semibold text-brand-700 hover:underline">
              {job.title}
            </Link>{' '}
            at {company.name} is published on Nordhub: talent finds it in search, on your startup page and in
            the job digest.
          </p>
          {expiry && (
            <p className="mt-1 text-sm text-slate-600">
              It stays live until <time dateTime={job.expirationDate ?? undefined}>{expiry.date}</time> (
              {expiry.relative}).
            </p>
          )}
        </div>
      </div>

      <section
        aria-labelledby="share-heading"
        className="mt-10 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="share-heading" className="text-xl font-semibold">
          Share your job
        </h2>
        <label htmlFor="job-link" className="mt-3 block text-sm font-medium text-slate-700">
          Link to your job
        </label>
        <input
          id="job-link"
          type="url"
          readOnly
          value={jobUrl}
          className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900"
        />
        <ul className="mt-3 flex flex-wrap gap-3 text-sm font-semibold">
          <li>
            <a
              href={linkedInShare}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-block rounded-md border border-slate-300 px-3 py-2 text-slate-800 hover:bg-slate-50"
            >
              Share on LinkedIn
            </a>
          </li>
          <li>
            <a
              href={mailShare}
              className="inline-block rounded-md border border-slate-300 px-3 py-2 text-slate-800 hover:bg-slate-50"
            >
              Share by email
            </a>
          </li>
          <li>
            <Link
              to={`/jobs/${job.id}`}
              className="inline-block rounded-md border border-slate-300 px-3 py-2 text-slate-800 hover:bg-slate-50"
            >
              See the job page
            </Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="next-heading" className="mt-10">
        <h2 id="next-heading" className="text-xl font-semibold">
          What next?
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          <li>
            <Link to={`${portal}/jobs/${job.id}/boost`} className={STEP}>
              <span className="block font-semibold text-slate-900">Boost this job</span>
              <span className="mt-1 block text-sm text-slate-700">
                Featured for 30 days: above the results of the searches it matches, in the featured jobs and
                first in the job digest.
              </span>
            </Link>
          </li>
          {loaderData.hasScout && (
            <li>
              <Link to={`${portal}/hh-steps`} className={STEP}>
                <span className="block font-semibold text-slate-900">Let Scout find candidates</span>
                <span className="mt-1 block text-sm text-slate-700">
                  Our headhunters search for you, and you pay only for a successful hire.
                </span>
              </Link>
            </li>
          )}
          <li>
            <Link to={`${portal}/jobs/new`} className={STEP}>
              <span className="block font-semibold text-slate-900">Post another job</span>
              <span className="mt-1 block text-sm text-slate-700">
                Hiring for more roles? Each job gets its own page and reaches talent the same way.
              </span>
            </Link>
          </li>
          <li>
            <Link to={portal} className={STEP}>
              <span className="block font-semibold text-slate-900">Go to your startup dashboard</span>
              <span className="mt-1 block text-sm text-slate-700">
                Follow applicants, edit the job and see its views.
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
