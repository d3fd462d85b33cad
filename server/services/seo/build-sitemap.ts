import { escapeXml } from './xml-text.ts';

/** One URL of a sitemap (or one sitemap of a sitemap index). `loc` is absolute. */
export type SitemapEntry = { loc: string; lastmod?: Date | string | null };

/** The protocol allows 50,000 URLs per file; smaller files are quicker to build and to fetch. */
export const SITEMAP_URLS_PER_FILE = 10_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` sitemap (sitemaps.org protocol 0.9). */
export function buildSitemapXml(entries: readonly SitemapEntry[]): string {
  return wrap('urlset', 'url', entries);
}

/** A `<sitemapindex>` that lists other sitemaps. */
export function buildSitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return wrap('sitemapindex', 'sitemap', entries);
}

function wrap(root: string, item: string, entries: readonly SitemapEntry[]): string {
  const lines = [XML_DECLARATION, `<${root} xmlns="${SITEMAP_NAMESPACE}">`];
  for (const entry of entries) {
    const lastmod = formatLastmod(entry.lastmod);
    lines.push(
      `<${item}><loc>${escapeXml(entry.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${item}>`,
    );
  }
  lines.push(`</${root}>`, '');
  return lines.join('\n');
}

/** W3C datetime in UTC ('2026-03-01T08:00:00Z'); nothing for a missing or invalid date. */
function formatLastmod(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.toISOString().slice(0, 19)}Z`;
}
