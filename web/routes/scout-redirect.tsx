import { redirect } from 'react-router';
import { SCOUT_PRODUCT_KEY } from '#domain/scout/scout-labels.ts';
import { getAppContext } from '../app-context.ts';
import { notFound } from '../lib/responses.ts';
import type { Route } from './+types/scout-redirect.ts';

/**
 * `/headhunter` and `/headhunter-terms` (docs/product.md, Pages): the same offer as `/scout` and `/scout-terms`,
 * answered with a permanent redirect so the pages have one address (and one canonical URL). 404
 * while the site does not sell Scout.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  if (!getAppContext(context).products.includes(SCOUT_PRODUCT_KEY)) throw notFound();
  throw redirect(url.pathname.startsWith('/headhunter-terms') ? '/scout-terms' : '/scout', 301);
}

export default function ScoutRedirect() {
  return null;
}
