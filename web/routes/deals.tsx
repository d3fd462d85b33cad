import { data } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { DealsByCategory } from '../components/deals/deal-views.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/deals.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const list = await app.services.deals.list(app.me?.id ?? null);
  // A member's list holds the codes: never stored, by the page cache (ADR 015) or anyone else.
  return data(list, list.canRedeem ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalFor(matches, '/deals'),
    title: 'Startup deals',
    description:
      'Cloud credits, free bookkeeping, hiring tools and templates: deals from Nordhub partners for startups, by category.',
  });
}

/**
 * `/deals` (docs/product.md, Content pages): the published deals by category. A visitor's answer
 * carries no code, link or document (it may be page-cached, ADR 015); a startup member's is never
 * cached (it is signed in).
 */
export default function Deals({ loaderData }: Route.ComponentProps) {
  const { deals, canRedeem } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Startup deals</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {canRedeem
          ? 'Offers from our partners for your startup. Open a deal to get its code, link or document.'
          : 'Offers from our partners for startups on Nordhub. Log in as a startup member to get the codes, links and documents.'}
      </p>
      <DealsByCategory deals={deals} hrefOf={(deal) => `/deals/${encodeURIComponent(deal.key)}`} />
    </div>
  );
}
