import { Form, Link } from 'react-router';
import { AuditLogQuery } from '#domain/admin/admin-audit.schema.ts';
import { AUDIT_OBJECT_TYPES } from '#domain/admin/admin-audit-constants.ts';
import { formatUtcDateTime } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { AuditChanges } from '../components/admin/audit-changes.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { InputField, SelectField, SubmitButton } from '../components/ui/form-controls.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { issueFieldErrors } from '../lib/form-action.server.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-audit.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Audit log',
    description: 'Every back office action, newest first.',
    noIndex: true,
  });
}

const FILTERS = ['action', 'objectType', 'objectId', 'actor'] as const;

/** The filters are in the address (`?action=&objectType=&objectId=&actor=&page=`). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'audit.read');
  const raw = Object.fromEntries(url.searchParams);
  const parsed = AuditLogQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : AuditLogQuery.parse({});
  const fieldErrors = parsed.success ? {} : issueFieldErrors(parsed.error.issues);
  return {
    log: await getAppContext(context).services.adminAudit.list(me.id, query),
    filters: Object.fromEntries(FILTERS.map((name) => [name, raw[name] ?? ''])) as Record<
      (typeof FILTERS)[number],
      string
    >,
    fieldErrors: Object.fromEntries(
      Object.entries(fieldErrors).map(([field, [first]]) => [field, first ?? '']),
    ) as Record<string, string>,
  };
}

/** `/admin/audit`: every admin action, newest first: when, who, what, which object, why, what changed. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { log, filters, fieldErrors } = loaderData;
  const search = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  const typeText = (type: string) => AUDIT_OBJECT_TYPES.find((option) => option.value === type)?.text ?? type;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Audit log</h1>
      <p className="mt-2 text-slate-700">
        Every action of the back office, newest first. Times are in UTC. Entries are never changed or removed.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4" role="search">
        <InputField
          label="Action"
          name="action"
          maxLength={100}
          placeholder="profile.unpublish"
          defaultValue={filters.action}
          error={fieldErrors.action}
        />
        <SelectField
          label="Object type"
          name="objectType"
          placeholder="Any type"
          options={AUDIT_OBJECT_TYPES}
          defaultValue={filters.objectType}
          error={fieldErrors.objectType}
        />
        <InputField
          label="Object id"
          name="objectId"
          maxLength={200}
          defaultValue={filters.objectId}
          error={fieldErrors.objectId}
        />
        <InputField
          label="Admin email"
          name="actor"
          maxLength={254}
          defaultValue={filters.actor}
          error={fieldErrors.actor}
        />
        <SubmitButton>Filter</SubmitButton>
      </Form>
      <p className="mt-6 text-sm text-slate-700" role="status">
        {log.total === 1 ? '1 entry' : `${log.total} entries`}
      </p>
      {log.entries.length === 0 ? (
        <p className="mt-4 text-slate-700">No entries match these filters.</p>
      ) : (
        <DataTable
          className="mt-4"
          tableClassName="min-w-[56rem]"
          caption={
            <>
              Audit log, newest first (page {log.page} of {log.pages})
            </>
          }
          columns={['When (UTC)', 'Who', 'Action', 'Object', 'Reason', 'Changes']}
        >
          {log.entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-200 align-top">
              <td className="whitespace-nowrap py-2 pr-4">
                <time dateTime={entry.at}>{formatUtcDateTime(new Date(entry.at))}</time>
              </td>
              <td className="py-2 pr-4">{entry.actorEmail}</td>
              <td className="py-2 pr-4 font-mono text-xs">{entry.action}</td>
              <td className="py-2 pr-4">
                <span className="block text-xs text-slate-600">{typeText(entry.objectType)}</span>
                {entry.href ? (
                  <Link to={entry.href} className="text-brand-700 hover:underline">
                    {entry.objectLabel || entry.objectId}
                  </Link>
                ) : (
                  <span>{entry.objectLabel || entry.objectId}</span>
                )}
              </td>
              <td className="py-2 pr-4">{entry.reason ?? '–'}</td>
              <td className="py-2">
                <AuditChanges before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={log.page} pages={log.pages} search={search} />
    </div>
  );
}
