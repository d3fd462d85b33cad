import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import type { MyApplication, MyJobItem } from '#server/services/portal/list-my-jobs.ts';
import { getAppContext } from '../app-context.ts';
import { FormError, StatusMessage } from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { type FormSuccess, useFormResult } from '../lib/form-result.ts';
import { requireApplicant } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-my-jobs.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'My jobs',
    description: 'The jobs you applied to, saved and marked as interesting.',
    noIndex: true,
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  // docs/product.md, Permissions: applicant pages need a talent profile; without one the visitor goes to the front page.
  const me = requireApplicant(context, url);
  return getAppContext(context).services.portal.listMyJobs(me.id);
}

/**
 * Withdraws one of the talent's applications (a plain form post, so it works without JavaScript).
 * The service checks that the application is the talent's own (another's is a 404) and still open.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireApplicant(context, url);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const id = typeof form.values.applicationId === 'string' ? form.values.applicationId : '';
    const withdrawn = await getAppContext(context).services.applying.withdrawApplication(me.id, id);
    return {
      ok: true,
      message: `Your application for ${withdrawn.jobTitle} at ${withdrawn.companyName} is withdrawn.`,
      intent: 'withdraw',
    } satisfies FormSuccess;
  });
}

function formatDate(iso: string): string {
  return formatUtcDate(new Date(iso));
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

/** `/client/my-jobs` (docs/product.md, Pages, talent): applications with their status, saved jobs, interesting jobs. */
export default function ClientMyJobs({ loaderData }: Route.ComponentProps) {
  const { applications, saved, interested } = loaderData;
  const { formError, message } = useFormResult('withdraw');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">My jobs</h1>
      <div className="mt-4 space-y-2">
        <StatusMessage message={message} />
        <FormError message={formError} />
      </div>

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
          <ApplicationRow key={item.applicationId} item={item} />
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

/** An application: the job, the status the candidate sees, the date, and a way to withdraw it. */
function ApplicationRow({ item }: { item: MyApplication }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 p-4">
      <div className="min-w-0">
        <JobTitle item={item} />
        <p className="text-sm text-slate-600">
          <Startup item={item} /> · applied <time dateTime={item.at}>{formatDate(item.at)}</time>
          {item.withdrawnAt && (
            <>
              {' '}
              · withdrawn <time dateTime={item.withdrawnAt}>{formatDate(item.withdrawnAt)}</time>
            </>
          )}
        </p>
        {item.canWithdraw && (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer font-semibold text-slate-700 hover:text-red-700">
              Withdraw<span className="sr-only"> your application for {item.title}</span>
            </summary>
            <Form method="post" className="mt-2 space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
              <p className="text-slate-700">
                Withdraw your application for {item.title}? {item.companyName} will see it as withdrawn, and
                you cannot undo it.
              </p>
              <input type="hidden" name="applicationId" value={item.applicationId} />
              <button
                type="submit"
                name="intent"
                value="withdraw"
                className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50"
              >
                Yes, withdraw my application<span className="sr-only"> for {item.title}</span>
              </button>
            </Form>
          </details>
        )}
      </div>
      <p className="text-sm">
        <span className="sr-only">Status: </span>
        <span
          className={`rounded-full px-2.5 py-1 font-semibold ${item.statusLabel === 'Withdrawn' ? 'bg-slate-200 text-slate-700' : 'bg-slate-100 text-slate-800'}`}
        >
          {item.statusLabel}
        </span>
      </p>
    </li>
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
