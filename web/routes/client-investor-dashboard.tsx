import { Link } from 'react-router';
import { formatInteger } from '#domain/site/format-integer.ts';
import { getAppContext } from '../app-context.ts';
import { WhoViewed } from '../components/engagement/who-viewed.tsx';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { requireInvestorMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-investor-dashboard.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `${loaderData.investor.name}: investor dashboard` : 'Investor dashboard',
    description: 'Your investor profile on Nordhub: pitches, profile and settings.',
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  const { services } = getAppContext(context);
  const [investor, engagements, inbox] = await Promise.all([
    services.portal.getInvestorDashboard(me.id, params.investor),
    services.investor.listEngagements(me.id, params.investor),
    services.pitches.listInvestorPitches(me.id, params.investor),
  ]);
  // Conversations whose last word is the startup's (issue 33): what the team should answer next.
  const waiting = inbox.pitches.filter((pitch) => pitch.waitsFor === 'investor').length;
  return { investor, engagements: engagements.items, waiting };
}

/** Who viewed the profile is the team's to see: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

const STAT = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const MENU_LINK =
  'block rounded-lg border border-slate-200 bg-white px-4 py-3 font-semibold text-slate-900 shadow-sm hover:border-brand-600 hover:text-brand-700';

/** `/client/investors/{key}` (docs/product.md, Pages): the investor profile at a glance and its menu. */
export default function ClientInvestorDashboard({ loaderData }: Route.ComponentProps) {
  const { investor, engagements, waiting } = loaderData;
  const base = `/client/investors/${encodeURIComponent(investor.key)}`;
  const menu = [
    { label: 'Pitching startups', to: `${base}/startups` },
    { label: 'Edit investor profile', to: `${base}/edit` },
    { label: 'Investor settings', to: `${base}/settings` },
    { label: 'Team members', to: `${base}/users` },
    { label: 'Public investor page', to: `/funding/${encodeURIComponent(investor.key)}` },
  ];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <div className="flex items-center gap-4">
        <LogoImage image={investor.logoImage} name={investor.name} size={64} />
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{investor.name}</h1>
          <p className="text-sm text-slate-600">
            Investor dashboard · {investor.status === 'PUBLISHED' ? 'Published' : 'Draft'}
          </p>
        </div>
      </div>

      <section aria-labelledby="glance-heading" className="mt-8">
        <h2 id="glance-heading" className="sr-only">
          At a glance
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className={STAT}>
            <dt className="text-sm text-slate-600">Category</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">{investor.categoryLabel}</dd>
          </div>
          <div className={STAT}>
            <dt className="text-sm text-slate-600">Pitches waiting for your answer</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">{formatInteger(waiting)}</dd>
            <dd className="mt-1 text-sm">
              <Link to={`${base}/startups`} className="font-medium text-brand-700 underline">
                Open the pitch inbox
              </Link>
            </dd>
          </div>
          <div className={STAT}>
            <dt className="text-sm text-slate-600">Profile views</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">{formatInteger(investor.views)}</dd>
          </div>
          <div className={STAT}>
            <dt className="text-sm text-slate-600">Startups contact you by</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">
              {investor.contactPreference === 'EMAIL' ? 'Pitch by email' : 'Your website'}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-700">
          {investor.numberOfMembers === 1 ? '1 team member' : `${investor.numberOfMembers} team members`}
        </p>
      </section>

      <nav aria-label="Investor menu" className="mt-10">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {menu.map((item) => (
            <li key={item.label}>
              <Link to={item.to} className={MENU_LINK}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <WhoViewed
        engagements={engagements}
        emptyText="No startup has viewed your profile yet. When members of a startup look at your page or pitch you, their startup shows here."
      />
    </div>
  );
}
