import { getAppContext } from '../app-context.ts';
import { DealDetail } from '../components/deals/deal-views.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/deal.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  return withNotFoundPage(() => app.services.deals.page(app.me?.id ?? null, params.id));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: 'Page not found', description: 'This page could not be found' });
  const { deal, plainText } = loaderData;
  return pageMeta({
    url: canonicalFor(matches, `/deals/${deal.key}`),
    title: `${deal.title}: a deal from ${deal.partnerName}`,
    description: plainText || deal.summary,
  });
}

/**
 * `/deals/{id}` (docs/product.md, Content pages): a deal, and its code, link or document for startup
 * members only; everyone else is told how to get access.
 */
export default function DealPage({ loaderData }: Route.ComponentProps) {
  const { deal, bodyHtml } = loaderData;
  return (
    <DealDetail
      deal={deal}
      bodyHtml={bodyHtml}
      path={`/deals/${deal.key}`}
      back={{ to: '/deals', label: 'All deals' }}
    />
  );
}
