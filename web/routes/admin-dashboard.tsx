import { Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-dashboard.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Back office',
    description: 'What waits for the Nordhub team.',
    noIndex: true,
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'admin.backOffice');
  return { dashboard: await getAppContext(context).services.admin.dashboard(me.id) };
}

/** `/admin`: what waits for the team, each with its count and a link to the list. */
export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { waiting } = loaderData.dashboard;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Back office</h1>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Waiting for the team</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {waiting.map((item) => (
          <li key={item.key}>
            <Link
              to={item.href}
              className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-400 focus-visible:border-brand-600"
            >
              <span className="block text-3xl font-bold text-slate-900">{item.count}</span>
              <span className="block text-sm text-slate-700">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
