import { getAppContext } from '../app-context.ts';
import { DealDetail } from '../components/deals/deal-views.tsx';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-deal.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? `Deal: ${loaderData.deal.title}` : 'Deal',
    description: 'A deal from a Nordhub partner for your startup.',
    noIndex: true,
  });
}

/** The codes and links are the member's: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const page = await withNotFoundPage(() => getAppContext(context).services.deals.page(me.id, params.id));
  return { ...page, companyKey: params.company };
}

/** `/client/startups/{key}/deals/{id}`: a deal inside the portal, its code, link or document at hand. */
export default function ClientStartupDeal({ loaderData }: Route.ComponentProps) {
  const { deal, bodyHtml, companyKey } = loaderData;
  const base = `/client/startups/${encodeURIComponent(companyKey)}/deals`;
  return (
    <DealDetail
      deal={deal}
      bodyHtml={bodyHtml}
      path={`${base}/${deal.key}`}
      back={{ to: base, label: 'All deals' }}
    />
  );
}
