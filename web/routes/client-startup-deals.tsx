import { Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { DealsByCategory } from '../components/deals/deal-views.tsx';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-deals.ts';

export function meta() {
  return pageMeta({
    title: 'Deals for your startup',
    description: 'Deals from Nordhub partners for your startup, with their codes, links and documents.',
    noIndex: true,
  });
}

/** The codes and links are the member's: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const list = await getAppContext(context).services.deals.list(me.id);
  return { ...list, company: { key: params.company, name: startup.name } };
}

/** `/client/startups/{key}/deals` (docs/product.md, Pages): the deals inside the startup portal. */
export default function ClientStartupDeals({ loaderData }: Route.ComponentProps) {
  const { deals, company } = loaderData;
  const base = `/client/startups/${encodeURIComponent(company.key)}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Deals for {company.name}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Offers from our partners for your team. Have one of your own to offer other startups?{' '}
        <Link to={`${base}/monetise`} className="font-medium text-brand-700 underline">
          Offer a deal
        </Link>
      </p>
      <DealsByCategory deals={deals} hrefOf={(deal) => `${base}/deals/${encodeURIComponent(deal.key)}`} />
    </div>
  );
}
