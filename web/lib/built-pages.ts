/**
 * Pages the product's navigation names but that are not built yet (issue 14). A link to one of them is
 * not shown (header, footer, user menu, dashboards) until the page exists: a person never meets a
 * 404 from the navigation. The change that builds a page removes its line here; the link crawl
 * (tests/e2e/navigation-links.spec.ts) fails on any navigation link that answers 404.
 *
 * A pattern is a path whose `:name` segments stand for any one segment.
 */
const PAGES_NOT_BUILT_YET: readonly string[] = [
  '/about',
  // "News & Insights" (docs/product.md, Header navigation: external) and the footer's Blog: no blog yet.
  '/blog',
  '/community-program',
  '/contact',
  '/deals',
  '/partners',
  '/startups/faq',
];

const NOT_BUILT_SEGMENTS = PAGES_NOT_BUILT_YET.map((pattern) => pattern.split('/'));

function pathnameOf(to: string): string {
  const end = to.search(/[?#]/);
  return end === -1 ? to : to.slice(0, end);
}

function matches(pattern: string[], segments: string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}

/** Whether a link target leads to a built page (links to other sites are not ours to judge: true). */
export function isPageBuilt(to: string): boolean {
  if (!to.startsWith('/') || to.startsWith('//')) return true;
  const pathname = pathnameOf(to);
  const segments = (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).split(
    '/',
  );
  return !NOT_BUILT_SEGMENTS.some((pattern) => matches(pattern, segments));
}

/** The items whose link leads to a built page, in their order. */
export function builtLinksOnly<T extends { to: string }>(items: readonly T[]): T[] {
  return items.filter((item) => isPageBuilt(item.to));
}
