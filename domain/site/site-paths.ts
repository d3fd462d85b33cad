import type { SiteKind } from './site.ts';

/**
 * Which page paths a tenant's site serves (ADR 030): a startup's career domain and a white-label
 * feed's host show their own pages only, never the marketplace's (its home, search, funding, other
 * startups). Every other path on such a host is the 404 page. The platforms (main, impact) serve
 * every page. A pattern's `:name` segment stands for any one segment; `*` at the end for the rest.
 */
const TENANT_PATHS: Partial<Record<SiteKind, readonly string[]>> = {
  career: ['/', '/careers', '/careers/jobs/:id', '/careers/jobs/:id/apply', '/careers/jobs/:id/applied'],
  whiteLabel: ['/', '/whiteLabelFeed', '/whiteLabelFeed/jobs/:id'],
};

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.at(-1) === '*')
    return got.length >= want.length - 1 && want.slice(0, -1).every((p, i) => p === got[i]);
  return (
    want.length === got.length && want.every((part, index) => part.startsWith(':') || part === got[index])
  );
}

/** Whether a site of this kind serves the page at `pathname` (a trailing slash is ignored). */
export function servesPage(kind: SiteKind, pathname: string): boolean {
  const paths = TENANT_PATHS[kind];
  if (!paths) return true;
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return paths.some((pattern) => matches(pattern, path));
}
