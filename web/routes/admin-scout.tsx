import { Link } from 'react-router';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { SCOUT_ORDER_STATUS_LABELS } from '#domain/scout/scout-labels.ts';
import { getAppContext } from '../app-context.ts';
import { DataTable } from '../components/ui/data-table.tsx';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-scout.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Scout orders',
    description: 'The Scout team’s orders.',
    noIndex: true,
  });
}

/** Admins only: anyone else (and everyone while Scout is off) gets the 404 page. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'scout.manage');
  return withNotFoundPage(async () => {
    return { orders: await getAppContext(context).services.scout.listOrders(me.id) };
  });
}

const STATUS_STYLE = {
  open: 'bg-sky-100 text-sky-900',
  hired: 'bg-green-100 text-green-900',
  closed: 'bg-slate-100 text-slate-800',
} as const;

/** `/admin/scout` (back office, docs/product.md, Content pages): every Scout order, open ones first. */
export default function AdminScout({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Scout orders</h1>
      <p className="mt-2 text-slate-700">
        Open an order to add graded candidates to the job's pipeline or to close it. A hire of a Scout
        candidate marks the order as a successful hire (the fee is due).
      </p>
      {orders.length === 0 ? (
        <p className="mt-8 text-slate-700">No orders yet.</p>
      ) : (
        <DataTable
          className="mt-8"
          tableClassName="min-w-[48rem]"
          caption="Scout orders, open ones first"
          columns={['Startup', 'Job', 'Brief', 'Status', 'Candidates', 'Created']}
        >
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-slate-200 align-top">
              <td className="py-3 pr-4">{order.company.name}</td>
              <td className="py-3 pr-4">
                <Link
                  to={`/admin/scout/${order.id}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {order.job.title}
                </Link>
              </td>
              <td className="max-w-xs py-3 pr-4 text-slate-700">
                <p className="line-clamp-3">{order.brief.roleBrief}</p>
                <p className="mt-1 text-xs text-slate-600">{order.brief.salaryFrame}</p>
              </td>
              <td className="py-3 pr-4">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[order.status]}`}
                >
                  {SCOUT_ORDER_STATUS_LABELS[order.status]}
                </span>
                {order.hiredCandidate && (
                  <p className="mt-1 text-xs text-slate-700">Hired: {order.hiredCandidate.name}</p>
                )}
              </td>
              <td className="py-3 pr-4">{order.candidateCount}</td>
              <td className="py-3 pr-4">
                <time dateTime={order.createdAt}>{formatUtcDate(new Date(order.createdAt))}</time>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
