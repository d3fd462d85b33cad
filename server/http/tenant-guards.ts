import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '#domain/ids.ts';
import type { Site } from '#domain/site/site.ts';
import { servesPage } from '#domain/site/site-paths.ts';
import { jobs } from '../db/schema/index.ts';
import type { ServiceDeps } from '../services/deps.ts';

/**
 * What a tenant's host (a startup's career domain, a white-label feed's host) never answers
 * (ADR 030): the JSON API, the job feeds and the platform's sitemaps list the whole marketplace, so
 * there they would show jobs that are not the tenant's. Answered 404. A career domain keeps its own
 * robots.txt and sitemap (seo-routes.ts) and, of the API, only what its pages link to: "Apply on our
 * website" for one of its startup's jobs. A white-label host's feeds live under /whiteLabelFeed/.
 */
const REFUSED_ON: Partial<Record<Site['kind'], RegExp>> = {
  career: /^\/(?:api|feeds|sitemaps)(?:\/|$)/,
  whiteLabel: /^\/(?:api|feeds|sitemaps)(?:\/|$)|^\/sitemap\.xml$/,
};

const EXTERNAL_APPLY = /^\/api\/jobs\/([^/?#]+)\/apply\/external$/;

/**
 * The page a React Router data request (`/jobs/x.data`, `/_root.data`) is for. A data request may
 * ask for one route's loader alone (`?_routes=`), past the root loader's check of the page's path,
 * so the path is checked here for every tenant site (domain/site/site-paths.ts).
 */
function dataRequestPage(path: string): string | null {
  if (!path.endsWith('.data')) return null;
  return path === '/_root.data' ? '/' : path.slice(0, -'.data'.length);
}

/** Whether the path (no query) is one a site of this kind never answers, before any exception. */
export function isRefusedOnSite(site: Site, url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  const dataPage = dataRequestPage(path);
  if (dataPage !== null && !servesPage(site.kind, dataPage)) return true;
  return REFUSED_ON[site.kind]?.test(path) ?? false;
}

/** Answers 404 what the request's tenant site never answers; undefined lets the request go on. */
export async function refuseOnTenantSite(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<ServiceDeps, 'db'>,
): Promise<FastifyReply | undefined> {
  const site = request.site;
  if (!isRefusedOnSite(site, request.url)) return undefined;
  const path = request.url.split('?', 1)[0] ?? '';
  const apply = EXTERNAL_APPLY.exec(path);
  if (site.kind === 'career' && site.company && apply && request.method === 'GET') {
    const jobId = decodeURIComponent(apply[1] ?? '');
    if (isUuid(jobId)) {
      const [own] = await deps.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.companyId, site.company.id)))
        .limit(1);
      if (own) return undefined;
    }
  }
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ code: 'NOT_FOUND', message: 'Not found on this site' });
}
