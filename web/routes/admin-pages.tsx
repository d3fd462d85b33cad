import { Link } from 'react-router';
import { formatUtcDateTime } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { DataTable } from '../components/ui/data-table.tsx';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-pages.ts';

export function meta() {
  return pageMeta({ title: 'Pages', description: "The site's editable pages.", noIndex: true });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  return getAppContext(context).services.adminCompany.pages(me.id);
}

/** `/admin/pages` (issue 35): the editable content pages (`/about`, …), each with its edit page. */
export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Pages</h1>
      <p className="mt-2 text-slate-700">
        Pages whose text the team writes here, in markdown. An edit shows on the site at once.
      </p>
      {items.length === 0 ? (
        <p className="mt-6 text-slate-700">No pages yet.</p>
      ) : (
        <DataTable
          className="mt-6"
          tableClassName="min-w-[40rem]"
          caption="Editable pages"
          columns={['Page', 'Address', 'Status', 'Last changed']}
        >
          {items.map((page) => (
            <tr key={page.key} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-3 pr-4 font-normal">
                <Link
                  to={`/admin/pages/${page.key}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {page.title}
                </Link>
              </th>
              <td className="py-3 pr-4">/{page.key}</td>
              <td className="py-3 pr-4">{page.isPublished ? 'Published' : 'Not published'}</td>
              <td className="py-3 pr-4">
                <time dateTime={page.updatedAt}>{formatUtcDateTime(new Date(page.updatedAt))}</time>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
