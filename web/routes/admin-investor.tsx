import { getAppContext } from '../app-context.ts';
import { AdminProfileView } from '../components/admin/admin-profile-view.tsx';
import { moderateProfileForm } from '../lib/admin-profile-action.server.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-investor.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Investor: ${loaderData.investor.name}` : 'Investor',
    description: 'An investor in the back office.',
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'admin.backOffice');
  return withNotFoundPage(async () => {
    return { investor: await getAppContext(context).services.adminProfiles.investor(me.id, params.key) };
  });
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  return moderateProfileForm({ context, request, url }, 'investor', params.key);
}

/** `/admin/investors/{key}`: the investor as its portal shows it and its pitches; publish, platforms. */
export default function AdminInvestor({ loaderData }: Route.ComponentProps) {
  const { investor } = loaderData;
  return (
    <AdminProfileView
      profile={investor}
      noun="investor"
      list={{ href: '/admin/investors', label: 'Investors' }}
      publicHref={`/funding/${encodeURIComponent(investor.key)}`}
      auditHref={`/admin/audit?objectType=investor&objectId=${encodeURIComponent(investor.id)}`}
    >
      <section aria-labelledby="pitches-heading" className="mt-8">
        <h2 id="pitches-heading" className="text-xl font-semibold text-slate-900">
          Pitches
        </h2>
        <p className="mt-2 text-slate-700">
          {investor.pitchCount === 1 ? '1 pitch received' : `${investor.pitchCount} pitches received`}
        </p>
      </section>
    </AdminProfileView>
  );
}
