import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MyJobItem } from '#server/services/portal/list-my-jobs.ts';
import { getAppContext } from '../app-context.ts';
import { requireApplicant } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-my-jobs.ts';

export function meta() {
  return [
    ...pageMeta({
      title: 'My jobs',
      description: 'The jobs you applied to, saved and marked as interesting.',
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  // Spec §6: applicant pages need a talent profile; without one the visitor goes to the front page.
  const me = requireApplicant(context, url);
  return getAppContext(context).services.portal.listMyJobs(me.id);
}

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

function JobTitle({ item }: { item: MyJobItem }) {
  return item.hasPublicPage ? (
    <Link
      to={`/jobs/${item.jobId}`}
      className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
    >
      {item.title}
    </Link>
  ) : (
    <span className="font-semibold text-slate-900">{item.title}</span>
  );
}

function Startup({ item }: { item: MyJobItem }) {
  return item.companyKey ? (
    <Link to={`/startups/${item.companyKey}`} className="hover:text-brand-700 hover:underline">
      {item.companyName}
    </Link>
  ) : (
    item.companyName
  );
}

function JobSection({
  id,
  title,
  empty,
  count,
  children,
}: {
  id: string;
  title: string;
  empty: ReactNode;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title} <span className="text-base font-normal text-slate-600">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-700">
          {empty}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {children}
        </ul>
      )}
    </section>
  );
}

function FindJobsLink() {
  return (
    <Link to="/jobs" className="font-semibold text-brand-700 hover:underline">
      Find jobs
    </Link>
  );
}

/** `/client/my-jobs` (spec §2, talent): applications with their status, saved jobs, interesting jobs. */
export default function ClientMyJobs({ loaderData }: Route.ComponentProps) {
  const { applications, saved, interested } = loaderData;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">My jobs</h1>

      <JobSection
        id="applications-heading"
        title="Applications"
        count={applications.length}
        empty={
          <>
            You have not applied to any job yet. <FindJobsLink /> and apply in a few clicks.
          </>
        }
      >
        {applications.map((item) => (
          <li key={item.applicationId} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div className="min-w-0">
              <JobTitle item={item} />
              <p className="text-sm text-slate-600">
                <Startup item={item} /> · applied {formatDate(item.at)}
              </p>
            </div>
            <p className="text-sm">
              <span className="sr-only">Status: </span>
              <span className="rounded-full bg-slate-100 px-2.5 py-1 font-semibold text-slate-800">
                {item.statusLabel}
              </span>
            </p>
          </li>
        ))}
      </JobSection>

      <JobSection
        id="saved-heading"
        title="Saved jobs"
        count={saved.length}
        empty={
          <>
            No saved jobs yet. Save the jobs you like while you browse: <FindJobsLink />.
          </>
        }
      >
        {saved.map((item) => (
          <JobRow key={item.jobId} item={item} verb="saved" />
        ))}
      </JobSection>

      <JobSection
        id="interested-heading"
        title="Interested"
        count={interested.length}
        empty="You have not marked any job as interesting yet. Startups see who is interested in their jobs."
      >
        {interested.map((item) => (
          <JobRow key={item.jobId} item={item} verb="marked" />
        ))}
      </JobSection>
    </div>
  );
}

function JobRow({ item, verb }: { item: MyJobItem; verb: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-4">
      <div className="min-w-0">
        <JobTitle item={item} />
        <p className="text-sm text-slate-600">
          <Startup item={item} /> · {verb} {formatDate(item.at)}
        </p>
      </div>
      {item.jobStatus !== 'ACTIVE' && (
        <p className="text-sm font-medium text-slate-700">{item.jobStatusLabel}</p>
      )}
    </li>
  );
}
