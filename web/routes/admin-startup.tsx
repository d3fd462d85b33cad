import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { formatPrice } from '#domain/pricing/format-price.ts';
import { getAppContext } from '../app-context.ts';
import { AdminProfileView } from '../components/admin/admin-profile-view.tsx';
import { moderateProfileForm } from '../lib/admin-profile-action.server.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-startup.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Startup: ${loaderData.startup.name}` : 'Startup',
    description: 'A startup in the back office.',
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'admin.backOffice');
  return withNotFoundPage(async () => {
    return { startup: await getAppContext(context).services.adminProfiles.startup(me.id, params.key) };
  });
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  return moderateProfileForm({ context, request, url }, 'company', params.key);
}

/** `/admin/startups/{key}`: the startup as its portal shows it, its jobs and payments; publish, platforms. */
export default function AdminStartup({ loaderData }: Route.ComponentProps) {
  const { startup } = loaderData;
  return (
    <AdminProfileView
      profile={startup}
      noun="startup"
      list={{ href: '/admin/startups', label: 'Startups' }}
      publicHref={`/startups/${encodeURIComponent(startup.key)}`}
      auditHref={`/admin/audit?objectType=company&objectId=${encodeURIComponent(startup.id)}`}
    >
      <section aria-labelledby="jobs-heading" className="mt-8">
        <h2 id="jobs-heading" className="text-xl font-semibold text-slate-900">
          Jobs
        </h2>
        {startup.jobs.length === 0 ? (
          <p className="mt-2 text-slate-700">No jobs.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {startup.jobs.map((job) => (
              <li key={job.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-slate-900">{job.title}</span>
                <span className="text-slate-700">
                  {job.status} · created {formatUtcDate(new Date(job.createdAt))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="payments-heading" className="mt-8">
        <h2 id="payments-heading" className="text-xl font-semibold text-slate-900">
          Payments
        </h2>
        {startup.payments.length === 0 ? (
          <p className="mt-2 text-slate-700">No payments.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {startup.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-slate-900">
                  {payment.productKey} · {formatPrice(payment.amount, payment.currency)}
                </span>
                <span className="text-slate-700">
                  {payment.status} · {formatUtcDate(new Date(payment.createdAt))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminProfileView>
  );
}
