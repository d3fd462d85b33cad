import { Form, Link } from 'react-router';
import { AdminReportSearch } from '#domain/admin/admin-jobs.schema.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { JobStatusBadge } from '../components/startup-jobs/job-status-badge.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import {
  FormError,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
} from '../components/ui/form-controls.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-reports.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Reports',
    description: 'Jobs talents reported as filled or gone.',
    noIndex: true,
  });
}

const STATES = [
  { value: 'open', text: 'Open' },
  { value: 'resolved', text: 'Resolved' },
  { value: 'all', text: 'All' },
] as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'admin.backOffice');
  const parsed = AdminReportSearch.safeParse(Object.fromEntries(url.searchParams));
  const search = parsed.success ? parsed.data : AdminReportSearch.parse({});
  return { search, result: await getAppContext(context).services.adminJobs.listReports(me.id, search) };
}

/** Dismiss one job's open reports (`jobId`); unpublishing is on the job's page, with its reason. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'admin.backOffice');
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const jobId = typeof form.values.jobId === 'string' ? form.values.jobId : '';
    if (form.intent !== 'dismiss' || jobId === '') throw new Response('Unknown action', { status: 400 });
    const result = await getAppContext(context).services.adminJobs.dismissReports(me.id, jobId);
    const reports = result.resolved === 1 ? '1 report was' : `${result.resolved} reports were`;
    return { ok: true as const, intent: 'dismiss', message: `${reports} dismissed.` };
  });
}

/** `/admin/reports`: "Is this job filled or gone?" reports grouped per job, open ones first by default. */
export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { search, result } = loaderData;
  const outcome = useFormResult('dismiss');
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const params = new URLSearchParams(search.state === 'open' ? {} : { state: search.state });
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Reports</h1>
      <p className="mt-2 text-slate-700">
        Talents answer “Is this job filled or gone?” on a job’s page. Open a job to unpublish it with a reason
        the startup gets by mail, or dismiss its reports when it is still hiring.
      </p>
      <nav aria-label="Reports to show" className="mt-6">
        <ul className="flex gap-2">
          {STATES.map((state) => (
            <li key={state.value}>
              <Link
                to={state.value === 'open' ? '/admin/reports' : `/admin/reports?state=${state.value}`}
                aria-current={search.state === state.value ? 'page' : undefined}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50"
              >
                {state.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 space-y-2">
        <StatusMessage message={outcome.message} />
        <FormError message={outcome.formError} />
      </div>
      {result.jobs.length === 0 ? (
        <p className="mt-6 text-slate-700">{search.state === 'open' ? 'No open reports.' : 'No reports.'}</p>
      ) : (
        <DataTable
          className="mt-6"
          tableClassName="min-w-[48rem]"
          caption="Reported jobs, the most recently reported first"
          columns={['Job', 'Startup', 'Reports', 'Latest', { srOnly: 'Actions' }]}
        >
          {result.jobs.map((group) => (
            <tr key={group.job.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-3 pr-4 font-normal">
                <Link
                  to={`/admin/jobs/${group.job.id}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {group.job.title}
                </Link>
                <div className="mt-1">
                  <JobStatusBadge status={group.job.status} />
                </div>
              </th>
              <td className="py-3 pr-4">{group.company.name}</td>
              <td className="py-3 pr-4">
                {group.reports} ({group.filled} filled, {group.dead} gone)
                {group.open < group.reports && (
                  <span className="block text-xs text-slate-600">
                    {group.open} open
                    {group.resolution
                      ? `; ${group.resolution === 'dismissed' ? 'dismissed' : 'unpublished'}`
                      : ''}
                  </span>
                )}
              </td>
              <td className="py-3 pr-4">
                <time dateTime={group.latestAt}>{formatUtcDate(new Date(group.latestAt))}</time>
              </td>
              <td className="py-3 pr-4">
                {group.open > 0 && (
                  <Form method="post">
                    <input type="hidden" name="jobId" value={group.job.id} />
                    <SubmitButton
                      name="intent"
                      value="dismiss"
                      className={SECONDARY_SUBMIT_BUTTON}
                      busyText="Dismissing…"
                    >
                      Dismiss<span className="sr-only"> the reports of {group.job.title}</span>
                    </SubmitButton>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={search.page} pages={pages} search={params} />
    </div>
  );
}
