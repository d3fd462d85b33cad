import type { MetaDescriptor } from 'react-router';
import { buildPageTitle, cutMetaDescription, SITE_NAME } from '#domain/site/cut-meta-description.ts';

type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

export type PageMetaOptions = {
  /**
   * The meta function's `matches`: the root's data names the site (ADR 030), so titles say
   * 'Nordhub Impact' on the impact host, a startup's name on its career domain.
   */
  matches?: MetaMatches;
  title: string;
  description: string;
  /** Absolute URL of the picture shared with the page (Open Graph and Twitter card). */
  image?: string;
  /**
   * The page's canonical absolute URL, built on PUBLIC_URL (see `canonicalUrl`): adds
   * `<link rel="canonical">` and `og:url`. Pages that leave it out get neither.
   */
  url?: string;
  /** Open Graph type: 'website' unless told ('article' for a single job, for example). */
  type?: 'website' | 'article';
  /** Keep search engines off the page (portal, back office, one-off pages): `robots: noindex, nofollow`. */
  noIndex?: boolean;
};

/**
 * Title, description (cut at 200 characters), the matching Open Graph and Twitter card tags and,
 * when the page gives its URL, the canonical link.
 */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const siteName = (options.matches && siteOf(options.matches)?.name) || SITE_NAME;
  const title = buildPageTitle(options.title, siteName);
  const description = cutMetaDescription(options.description);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: options.type ?? 'website' },
    { name: 'twitter:card', content: options.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (options.image) {
    tags.push(
      { property: 'og:image', content: options.image },
      { name: 'twitter:image', content: options.image },
    );
  }
  if (options.url) {
    tags.push(
      { tagName: 'link', rel: 'canonical', href: options.url },
      { property: 'og:url', content: options.url },
    );
  }
  if (options.noIndex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}

/**
 * A page's canonical URL: PUBLIC_URL (never the request's host) plus the path and only the query
 * parameters that change what the page shows (e.g. `page` beyond the first).
 */
export function canonicalUrl(
  publicUrl: string,
  pathname: string,
  params?: Record<string, string | undefined>,
): string {
  const url = new URL(pathname, publicUrl);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value) url.searchParams.set(name, value);
  }
  return url.href;
}

/** The site's name and origin as the root loader gives them, read from a meta function's `matches`. */
export function siteOf(matches: MetaMatches): { name?: string; origin?: string } | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    | { site?: { name?: unknown; origin?: unknown } }
    | undefined;
  const site = root?.site;
  if (!site) return undefined;
  return {
    ...(typeof site.name === 'string' ? { name: site.name } : {}),
    ...(typeof site.origin === 'string' ? { origin: site.origin } : {}),
  };
}

/**
 * The origin a page's canonical URL is built on, read from a meta function's `matches`: the site's
 * (ADR 030): PUBLIC_URL on the main host, the impact host's own, a career domain's own.
 */
export function publicUrlOf(matches: MetaMatches): string | undefined {
  return siteOf(matches)?.origin;
}

/** The canonical URL of `pathname` for a meta function, when the root data has the public URL. */
export function canonicalFor(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  pathname: string,
  params?: Record<string, string | undefined>,
): string | undefined {
  const publicUrl = publicUrlOf(matches);
  return publicUrl ? canonicalUrl(publicUrl, pathname, params) : undefined;
}
