import { Form, Link } from 'react-router';
import { AdminUserSearchQuery } from '#domain/admin/admin-users.schema.ts';
import { ADMIN_USER_QUERY_MAX_LENGTH } from '#domain/admin/admin-users-constants.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { DataTable } from '../components/ui/data-table.tsx';
import { InputField, SUBMIT_BUTTON } from '../components/ui/form-controls.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { issueFieldErrors } from '../lib/form-action.server.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-users.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Users',
    description: 'Look up Nordhub accounts in the back office.',
    noIndex: true,
  });
}

/** The search is a GET form: its address is the query (`?q=…&page=…`), so it works without JavaScript. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'user.manage');
  const parsed = AdminUserSearchQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const fieldErrors = issueFieldErrors(parsed.error.issues);
    return {
      list: null,
      q: url.searchParams.get('q') ?? '',
      error: fieldErrors.q?.[0] ?? fieldErrors.page?.[0] ?? 'Please check the search',
    };
  }
  const list = await getAppContext(context).services.adminUsers.search(me.id, parsed.data);
  return { list, q: parsed.data.q, error: null };
}

/** `/admin/users`: accounts by email or name, newest first, with a link to each account's page. */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { list, q, error } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Users</h1>
      <p className="mt-2 text-slate-700">
        Find an account by email or name to see its profiles and sign-ins, disable or enable it, or send it a
        password reset.
      </p>
      <Form method="get" noValidate role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <InputField
          label="Email or name"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={ADMIN_USER_QUERY_MAX_LENGTH}
          autoComplete="off"
          error={error ?? undefined}
          className="min-w-64 flex-1 space-y-1"
        />
        <button type="submit" className={SUBMIT_BUTTON}>
          Search
        </button>
      </Form>
      {list && <UserTable list={list} />}
    </div>
  );
}

function UserTable({ list }: { list: NonNullable<Route.ComponentProps['loaderData']['list']> }) {
  if (list.users.length === 0) {
    return (
      <p className="mt-8 text-slate-700">
        {list.q ? `No account matches “${list.q}”.` : 'No accounts on this page.'}
      </p>
    );
  }
  const search = new URLSearchParams(list.q ? { q: list.q } : {});
  return (
    <>
      <DataTable
        className="mt-8"
        tableClassName="min-w-[40rem]"
        caption={list.q ? `Accounts matching “${list.q}”, newest first` : 'Accounts, newest first'}
        columns={['Email', 'Name', 'Created', 'State']}
      >
        {list.users.map((user) => (
          <tr key={user.id} className="border-b border-slate-200 align-top">
            <td className="py-3 pr-4">
              <Link to={`/admin/users/${user.id}`} className="font-semibold text-brand-700 hover:underline">
                {user.email}
              </Link>
            </td>
            <td className="py-3 pr-4">{user.fullName}</td>
            <td className="py-3 pr-4">
              <time dateTime={user.createdAt}>{formatUtcDate(new Date(user.createdAt))}</time>
            </td>
            <td className="py-3 pr-4">
              {user.disabledAt ? (
                <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                  Disabled
                </span>
              ) : (
                <span className="text-slate-700">Active</span>
              )}
              {user.isAdmin && (
                <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                  Admin
                </span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={list.page} pages={list.hasNextPage ? list.page + 1 : list.page} search={search} />
    </>
  );
}
