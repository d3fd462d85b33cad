import { Form, Link, redirect } from 'react-router';
import { richTextToHtml, richTextToPlain } from '#domain/content/rich-text.ts';
import { isAppError } from '#domain/errors.ts';
import { formatExpiry } from '#domain/jobs/format-expiry.ts';
import { buildJobPostingJsonLd } from '#domain/jobs/job-posting-json-ld.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import { selectProfile } from '#domain/users/build-profile-entries.ts';
import { getAppContext } from '../app-context.ts';
import { FollowButton } from '../components/companies/follow-button.tsx';
import { JobActions, type JobTalentAccess } from '../components/jobs/job-actions.tsx';
import { JobCard } from '../components/jobs/job-card.tsx';
import { JobDetails, JsonLdScript } from '../components/jobs/job-details.tsx';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { formatApplicationDate } from '../lib/format-application-date.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/job.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  return withNotFoundPage(async () => {
    // Related jobs need only the id: read beside the job, not after it. Both are the same for every
    // visitor (cached until the next write); what is the viewer's own is read after, in one statement.
    const [{ job, company }, similarJobs] = await Promise.all([
      app.services.getJobWithCompany(params.id),
      app.services.listRelatedJobs(params.id),
    ]);
    // Noted in memory, written later: counting never slows the page (record-job-view.ts).
    app.services.recordJobView(job.id);
    // Only what the page shows travels to the browser.
    const { key, name, logoImage, whatWeDo, website, numberOfActiveJobs } = company;
    // Saved, interested, following, reported, applied, and the similar jobs saved: one read for the
    // signed-in person.
    const userState = app.me
      ? await app.services.readJobPageState(app.me.id, { id: job.id, companyId: job.company.id }, similarJobs)
      : null;
    const relatedJobs = userState?.similarJobs ?? similarJobs;
    // Saving and interest are talent features (issue 14): other profiles are offered a talent profile.
    const selected = app.me ? selectProfile(app.me.profiles, app.me.profile, app.rememberedProfile) : null;
    const talentAccess: JobTalentAccess = !app.me
      ? null
      : selected?.type === 'applicant'
        ? 'talent'
        : app.me.profiles.some((p) => p.type === 'applicant')
          ? 'switch'
          : 'create';
    return {
      job,
      talentAccess,
      toggles:
        talentAccess === 'talent' && userState
          ? { saved: userState.saved, interestedAt: userState.interestedAt }
          : null,
      isFollowing: userState ? userState.followed : null,
      isLoggedIn: app.me !== null,
      hasReported: userState?.hasReported ?? false,
      // The signed-in person's application to this job: shown instead of the Apply button.
      myApplication: userState?.application ?? null,
      relatedJobs,
      company: { key, name, logoImage, whatWeDo, website, numberOfActiveJobs },
      // JobPosting and share links on this site's origin (ADR 030): the impact host's on impact.
      publicUrl: app.site.origin,
      now: new Date().toISOString(),
    };
  });
}

/**
 * "Is this job filled or gone?": a signed-in talent's report (a plain form post; one report per
 * person; three from different people put the job in front of its startup and the admins).
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  if (!app.me) throw redirect(`/?to=${encodeURIComponent(`/jobs/${params.id}`)}`);
  const form = await request.formData();
  const reason = form.get('reason') === 'filled' ? 'filled' : 'dead';
  try {
    await app.services.startup.reportJob(app.me.id, params.id, reason);
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw notFound();
    throw error;
  }
  return { reported: true };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta({
      matches,
      title: 'Page not found',
      description: 'This page could not be found',
    });
  const { job } = loaderData;
  const where = formatLocationPreview(job);
  return pageMeta({
    matches,
    url: canonicalFor(matches, `/jobs/${job.id}`),
    type: 'article',
    title: `${job.title} at ${job.company.name}`,
    description: `${job.company.name} is hiring: ${job.title}${where ? ` (${where})` : ''}. ${richTextToPlain(job.description)}`,
  });
}

export default function Job({ loaderData, actionData }: Route.ComponentProps) {
  const { job, company } = loaderData;
  // Built while rendering rather than in the loader, so the description is not sent twice.
  const jsonLd = buildJobPostingJsonLd(job, {
    publicUrl: loaderData.publicUrl,
    companyUrl: company.website,
    descriptionHtml: richTextToHtml(job.description),
  });
  const now = new Date(loaderData.now);
  const expiry = job.expirationDate ? formatExpiry(new Date(job.expirationDate), now) : null;
  const isOpen = job.status === 'ACTIVE' && !expiry?.isExpired;

  return (
    // Small screens: the actions follow the description but stay in reach, stuck to the bottom of
    // the screen until their own place scrolls into view. From lg on there is a right column: the
    // article spans both of its rows, the actions top it and the startup box comes under them.
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
      <JsonLdScript data={jsonLd} />
      {/* The article and the actions share a box on small screens: the actions stick within it. */}
      <div className="min-w-0 lg:contents">
        <article className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
            <Link to="/jobs" className="hover:text-brand-700">
              Jobs
            </Link>{' '}
            / <span>{job.company.name}</span>
          </nav>
          <header className="mt-3 flex items-start gap-4">
            <LogoImage image={job.company.logoImage} name={job.company.name} size={64} />
            <div>
              <h1 className="text-3xl font-bold text-slate-900">{job.title}</h1>
              <p className="mt-1 text-lg">
                <Link
                  to={`/startups/${job.company.key}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {job.company.name}
                </Link>
              </p>
            </div>
          </header>

          {!isOpen && (
            <p
              role="status"
              className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
            >
              This job is no longer accepting applications.
            </p>
          )}

          <JobDetails job={job} now={now} />
        </article>
        {isOpen && (
          <section
            aria-labelledby="job-actions-heading"
            className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-6px_16px_-8px_rgba(15,23,42,0.3)] lg:static lg:col-start-2 lg:row-start-1 lg:mx-0 lg:mt-0 lg:self-start lg:rounded-xl lg:border lg:p-5 lg:shadow-none"
          >
            <h2 id="job-actions-heading" className="sr-only">
              Apply for this job
            </h2>
            {loaderData.myApplication ? (
              <div className="space-y-1 lg:space-y-2">
                <p className="text-sm text-slate-800">
                  You applied on{' '}
                  <time dateTime={loaderData.myApplication.appliedAt}>
                    {formatApplicationDate(loaderData.myApplication.appliedAt)}
                  </time>
                  . Status: <span className="font-semibold">{loaderData.myApplication.status}</span>
                </p>
                <Link to="/client/my-jobs" className="text-sm font-semibold text-brand-700 hover:underline">
                  See your applications
                </Link>
              </div>
            ) : job.receiveApplicants === 'url' && job.applyUrl ? (
              // Through our route: the click is counted, then the browser goes to the job's own address.
              <a
                href={`/api/jobs/${job.id}/apply/external`}
                rel="nofollow"
                className="block rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
              >
                Apply on the startup's website
              </a>
            ) : (
              <Link
                to={`/jobs/${job.id}/apply`}
                className="block rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
              >
                Apply now
              </Link>
            )}
            <div className="mt-2 lg:mt-3">
              <JobActions
                key={`${job.id}:${loaderData.talentAccess ?? 'out'}`}
                jobId={job.id}
                access={loaderData.talentAccess}
                initial={loaderData.toggles}
              />
            </div>
          </section>
        )}
      </div>

      <aside className="space-y-4 lg:col-start-2 lg:self-start">
        <section
          aria-labelledby="startup-heading"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <div className="flex items-center gap-3">
            <LogoImage image={company.logoImage} name={company.name} size={44} />
            <h2 id="startup-heading" className="font-semibold">
              {company.name}
            </h2>
          </div>
          <p className="mt-3 text-sm text-slate-700">{company.whatWeDo}</p>
          <Link
            to={`/startups/${company.key}`}
            className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            {company.numberOfActiveJobs === 1
              ? `See the startup and its open job`
              : `See the startup and its ${company.numberOfActiveJobs} open jobs`}
          </Link>
          <div className="mt-3">
            <FollowButton
              key={`${company.key}:${loaderData.isFollowing === null ? 'out' : 'in'}`}
              companyKey={company.key}
              initial={loaderData.isFollowing}
              pagePath={`/jobs/${job.id}`}
            />
          </div>
        </section>
        {isOpen && (
          <ReportJob
            jobId={job.id}
            isLoggedIn={loaderData.isLoggedIn}
            hasReported={loaderData.hasReported || actionData?.reported === true}
          />
        )}
      </aside>

      {loaderData.relatedJobs.length > 0 && (
        <section aria-labelledby="similar-jobs-heading" className="lg:col-span-2">
          <h2 id="similar-jobs-heading" className="text-xl font-semibold">
            Similar jobs
          </h2>
          <div className="mt-3 grid gap-3 md:grid-cols-2">
            {loaderData.relatedJobs.map((related) => (
              <JobCard key={related.id} job={related} now={now} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/** "Filled or gone?": talents tell us when a live job is no longer real (issue 8, scope 9). */
function ReportJob({
  jobId,
  isLoggedIn,
  hasReported,
}: {
  jobId: string;
  isLoggedIn: boolean;
  hasReported: boolean;
}) {
  if (hasReported) {
    return (
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        Thanks: you told us this job looks filled or gone.
      </p>
    );
  }
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">Is this job filled or gone?</summary>
      {isLoggedIn ? (
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          <button
            type="submit"
            name="reason"
            value="filled"
            className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            It is filled
          </button>
          <button
            type="submit"
            name="reason"
            value="dead"
            className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            It is no longer available
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-slate-700">
          <Link
            to={`/?to=${encodeURIComponent(`/jobs/${jobId}`)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Log in
          </Link>{' '}
          to tell us, so nobody applies in vain.
        </p>
      )}
    </details>
  );
}
