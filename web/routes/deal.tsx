import { data } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { DealDetail } from '../components/deals/deal-views.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/deal.ts';

const MEMBER_ONLY = 'private, no-store';

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const page = await withNotFoundPage(() => app.services.deals.page(app.me?.id ?? null, params.id));
  // A member's page holds the code: never stored, by the page cache (ADR 015) or anyone else.
  return data(page, page.deal.canRedeem ? { headers: { 'Cache-Control': MEMBER_ONLY } } : undefined);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
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
