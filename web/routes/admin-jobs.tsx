import { Form, Link } from 'react-router';
import { AdminJobSearch } from '#domain/admin/admin-jobs.schema.ts';
import { jobStatusLabel } from '#domain/jobs/application-status.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { JOB_STATUSES } from '#domain/jobs/job-constants.ts';
import { getAppContext } from '../app-context.ts';
import { JobStatusBadge } from '../components/startup-jobs/job-status-badge.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { InputField, SelectField } from '../components/ui/form-controls.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-jobs.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Jobs',
    description: 'Every job on Nordhub, in any status.',
    noIndex: true,
  });
}

const STATUS_OPTIONS = JOB_STATUSES.map((status) => ({ value: status, text: jobStatusLabel(status) }));

/** The address is read leniently: a value the API would refuse is left out of the search. */
function readSearch(url: URL): AdminJobSearch {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = AdminJobSearch.safeParse(raw);
  if (parsed.success) return parsed.data;
  const q = AdminJobSearch.shape.q.safeParse(raw.q);
  return { q: q.success ? q.data : undefined, page: 1 };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'admin.backOffice');
  const search = readSearch(url);
  return { search, result: await getAppContext(context).services.adminJobs.listJobs(me.id, search) };
}

/** `/admin/jobs`: every job in any status, newest first; a text in the title or startup name, a status. */
export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const { search, result } = loaderData;
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.status) params.set('status', search.status);
  const totalText = `${result.total.toLocaleString('en')}${result.isTotalCapped ? '+' : ''}`;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Jobs</h1>
        <Link
          to="/admin/jobs/new"
          className="rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Create a job for a startup
        </Link>
      </div>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4" role="search" aria-label="Jobs">
        <div className="min-w-64 flex-1">
          <InputField
            label="Title or startup"
            name="q"
            type="search"
            maxLength={200}
            defaultValue={search.q ?? ''}
          />
        </div>
        <div className="min-w-48">
          <SelectField
            label="Status"
            name="status"
            options={STATUS_OPTIONS}
            placeholder="Any status"
            defaultValue={search.status ?? ''}
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Search
        </button>
      </Form>
      <p className="mt-6 text-sm text-slate-700" role="status">
        {result.total === 1 ? '1 job' : `${totalText} jobs`}
      </p>
      {result.jobs.length > 0 && (
        <DataTable
          className="mt-3"
          tableClassName="min-w-[44rem]"
          caption="Jobs, newest first"
          columns={['Job', 'Startup', 'Status', 'Open reports', 'Created']}
        >
          {result.jobs.map((job) => (
            <tr key={job.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-3 pr-4 font-normal">
                <Link to={`/admin/jobs/${job.id}`} className="font-semibold text-brand-700 hover:underline">
                  {job.title}
                </Link>
              </th>
              <td className="py-3 pr-4">{job.company.name}</td>
              <td className="py-3 pr-4">
                <JobStatusBadge status={job.status} />
              </td>
              <td className="py-3 pr-4 tabular-nums">{job.openReports}</td>
              <td className="py-3 pr-4">
                <time dateTime={job.createdAt}>{formatUtcDate(new Date(job.createdAt))}</time>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={search.page} pages={pages} search={params} />
    </div>
  );
}
