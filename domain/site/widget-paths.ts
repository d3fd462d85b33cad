import type { Site } from './site.ts';

/**
 * The embeddable pages (docs/product.md, Career pages and white-label feeds; ADR 030): a startup's
 * job-list widget and the featured-jobs embed. Only these may be framed by other sites; they carry
 * nothing that depends on the visitor's session and never set a cookie.
 */
export const JOB_LIST_WIDGET_PATH = '/startups/joblistwidget';
export const FEATURED_JOBS_EMBED_PATH = '/external/featuredjobs';
/** The script a host page includes to size our iframes (public/embed/nordhub-embed.js). */
export const EMBED_SCRIPT_PATH = '/embed/nordhub-embed.js';
/** The script the widget pages run to post their height to the host page (public/embed/nordhub-frame.js). */
export const FRAME_SCRIPT_PATH = '/embed/nordhub-frame.js';
/** The message our iframes post (`{ type, height }`) and the host page's script listens for. */
export const EMBED_MESSAGE_TYPE = 'nordhub:embed-height';

export type WidgetPage = { kind: 'jobList'; companyKey: string } | { kind: 'featured' };

/** Which embeddable page a path is (a trailing slash is ignored), or null for every other path. */
export function widgetPageOf(pathname: string): WidgetPage | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (path === FEATURED_JOBS_EMBED_PATH) return { kind: 'featured' };
  const prefix = `${JOB_LIST_WIDGET_PATH}/`;
  if (!path.startsWith(prefix)) return null;
  const key = path.slice(prefix.length);
  if (key === '' || key.includes('/')) return null;
  try {
    return { kind: 'jobList', companyKey: decodeURIComponent(key) };
  } catch {
    return null;
  }
}

/** The job-list widget's address of a startup (its URL key). */
export function jobListWidgetPath(companyKey: string): string {
  return `${JOB_LIST_WIDGET_PATH}/${encodeURIComponent(companyKey)}`;
}

/**
 * The CSP `frame-ancestors` value of a site: a widget site may be framed by its listed origins, or
 * by any origin when it lists none; every other site by none.
 */
export function frameAncestorsOf(site: Pick<Site, 'kind' | 'widgetOrigins'>): string {
  if (site.kind !== 'widget') return "'none'";
  const origins = site.widgetOrigins ?? [];
  return origins.length > 0 ? origins.join(' ') : '*';
}
