import { Form, Link } from 'react-router';
import type { AdminProfileList } from '#domain/admin/admin-profiles.schema.ts';
import { PROFILE_STATUS_LABELS, PROFILE_STATUSES } from '#domain/admin/admin-profiles-constants.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { DataTable } from '../ui/data-table.tsx';
import { InputField, SelectField, SubmitButton } from '../ui/form-controls.tsx';
import { Pagination } from '../ui/pagination.tsx';

const STATUS_OPTIONS = PROFILE_STATUSES.map((status) => ({
  value: status,
  text: PROFILE_STATUS_LABELS[status],
}));

/** The platforms a profile shows on, in words. */
export function platformText(platform: { main: boolean; impact: boolean }): string {
  const names = [platform.main ? 'Main' : null, platform.impact ? 'Impact' : null].filter(Boolean);
  return names.length > 0 ? names.join(', ') : 'None';
}

/**
 * `/admin/startups` and `/admin/investors`: a search form (GET, so it works without JavaScript and
 * the address keeps the search) and the matches, a page at a time.
 */
export function AdminProfileSearch({
  title,
  plural,
  basePath,
  list,
  query,
  fieldErrors,
}: {
  title: string;
  /** 'startups' or 'investors', lower case, for the texts. */
  plural: string;
  /** `/admin/startups`: each match links to `${basePath}/{key}`. */
  basePath: string;
  list: AdminProfileList;
  query: { q: string; status: string };
  fieldErrors: Record<string, string>;
}) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4" role="search">
        <InputField
          label="Name or key"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={query.q}
          error={fieldErrors.q}
        />
        <SelectField
          label="Status"
          name="status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          defaultValue={query.status}
          error={fieldErrors.status}
        />
        <SubmitButton>Search</SubmitButton>
      </Form>
      <p className="mt-6 text-sm text-slate-700" role="status">
        {list.total === 1 ? `1 match` : `${list.total} matches`}
      </p>
      {list.profiles.length === 0 ? (
        <p className="mt-4 text-slate-700">No {plural} match this search.</p>
      ) : (
        <DataTable
          className="mt-4"
          tableClassName="min-w-[40rem]"
          caption={
            <>
              {title}, by name (page {list.page} of {list.pages})
            </>
          }
          columns={['Name', 'Key', 'Status', 'Platforms', 'Members', 'Created']}
        >
          {list.profiles.map((profile) => (
            <tr key={profile.id} className="border-b border-slate-200">
              <td className="py-2 pr-4">
                <Link
                  to={`${basePath}/${encodeURIComponent(profile.key)}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {profile.name}
                </Link>
              </td>
              <td className="py-2 pr-4 text-slate-700">{profile.key}</td>
              <td className="py-2 pr-4">{PROFILE_STATUS_LABELS[profile.status]}</td>
              <td className="py-2 pr-4">{platformText(profile.platform)}</td>
              <td className="py-2 pr-4">{profile.memberCount}</td>
              <td className="py-2">{formatUtcDate(new Date(profile.createdAt))}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination
        page={list.page}
        pages={list.pages}
        search={
          new URLSearchParams({
            ...(query.q ? { q: query.q } : {}),
            ...(query.status ? { status: query.status } : {}),
          })
        }
      />
    </div>
  );
}
