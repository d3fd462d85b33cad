// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Form, Link } from 'react-router';
import { AdminCommunityQuery, COMMUNITY_STAGES } from '#domain/content/community-application.schema.ts';
import { AppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { DataTable } from '../components/ui/data-table.tsx';
import {
  FormError,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
} from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-community.ts';

export function meta() {
  return pageMeta({
    title: 'Community applications',
    description: "The community program's applications: read them and mark them handled.",
    noIndex: true,
  });
}

const FILTERS = [
  { value: 'open', text: 'To handle' },
  { value: 'handled', text: 'Handled' },
  { value: 'all', text: 'All' },
] as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const parsed = AdminCommunityQuery.safeParse({ status: url.searchParams.get('status') ?? undefined });
  const status = parsed.success ? parsed.data.status : 'open';
  const list = await getAppContext(context).services.adminDirectory.listCommunity(me.id, status);
  return { ...list, status };
}

/** Marks one application handled (`intent=handle:{id}`), audited as `community.handle`. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const { adminDirectory } = getAppContext(context).services;
  const form = await readForm(request);
  return runFormAction({ ...form, intent: 'handle' }, async () => {
    const [kind, id = ''] = (form.intent ?? '').split(':');
    if (kind !== 'handle') throw new AppError('BAD_REQUEST', 'Unknown form');
    const row = await adminDirectory.markCommunityHandled(me.id, id);
    return { ok: true as const, intent: 'handle', message: `Marked ${row.companyName ?? row.name} handled.` };
  });
}

const STAGE_TEXT = new Map(COMMUNITY_STAGES.map((stage) => [stage.value, stage.text]));
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** `/admin/community`: the community program's applications, newest first, each marked handled once answered. */
export default function AdminCommunity({ loaderData }: Route.ComponentProps) {
  const { applications, openCount, status } = loaderData;
  const result = useFormResult('handle');
  return (
    <div className="max-w-6xl">
      <h1 className="text-3xl font-bold text-slate-900">Community applications</h1>
      <p className="mt-2 text-slate-700">
        {openCount} to handle. Each is mailed to the team's inbox when it arrives; mark it handled once
        someone has answered.
      </p>
      <nav aria-label="Filter applications" className="mt-4">
        <ul className="flex gap-3">
          {FILTERS.map((filter) => (
            <li key={filter.value}>
              <Link
                to={`/admin/community?status=${filter.value}`}
                aria-current={filter.value === status ? 'page' : undefined}
                className={
                  filter.value === status
                    ? 'font-semibold text-slate-900 underline'
                    : 'text-brand-700 hover:underline'
                }
              >
                {filter.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <StatusMessage message={result.message} />
      <FormError message={result.formError} />
      {applications.length === 0 ? (
        <p className="mt-6 text-slate-700">No applications here.</p>
      ) : (
        <DataTable
          caption="Community applications"
          columns={['Received', 'Applicant', 'Details', 'Why', { srOnly: 'Handled' }]}
          className="mt-6"
          tableClassName="min-w-[56rem]"
        >
          {applications.map((application) => (
            <tr key={application.id} className="border-b border-slate-200 align-top">
              <td className="py-3 pr-4 whitespace-nowrap">{DATE.format(new Date(application.createdAt))}</td>
              <td className="py-3 pr-4">
                <span className="block font-semibold text-slate-900">
                  {application.kind === 'startup' ? application.companyName : application.name}
                </span>
                <span className="block text-xs text-slate-600">
                  {application.kind === 'startup' ? `Startup, contact ${application.name}` : 'Talent'}
                </span>
                <a href={`mailto:${application.email}`} className="text-brand-700 underline">
                  {application.email}
                </a>
              </td>
              <td className="py-3 pr-4">
                {application.kind === 'startup' ? (
                  <>
                    <span className="block">
                      {STAGE_TEXT.get(application.stage ?? '') ?? application.stage}
                    </span>
                    {application.website && (
                      <a
                        href={application.website}
                        rel="nofollow noopener"
                        className="text-brand-700 underline"
                      >
                        {application.website}
                      </a>
                    )}
                  </>
                ) : (
                  <>
                    <span className="block">{application.role}</span>
                    {application.linkedinUrl && (
                      <a
                        href={application.linkedinUrl}
                        rel="nofollow noopener"
                        className="text-brand-700 underline"
                      >
                        LinkedIn profile<span className="sr-only"> of {application.name}</span>
                      </a>
                    )}
                  </>
                )}
              </td>
              <td className="max-w-md py-3 pr-4 whitespace-pre-line">{application.why}</td>
              <td className="py-3 pr-4">
                {application.handledAt ? (
                  <span className="text-slate-600">
                    Handled {DATE.format(new Date(application.handledAt))}
                  </span>
                ) : (
                  <Form method="post">
                    <SubmitButton
                      name="intent"
                      value={`handle:${application.id}`}
                      busyText="Saving…"
                      className={SECONDARY_SUBMIT_BUTTON}
                    >
                      Mark handled
                      <span className="sr-only">
                        {' '}
                        {application.kind === 'startup' ? application.companyName : application.name}
                      </span>
                    </SubmitButton>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
