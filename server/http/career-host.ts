import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '#domain/ids.ts';
import { servesPage } from '#domain/site/site-paths.ts';
import { jobs } from '../db/schema/index.ts';
import type { ServiceDeps } from '../services/deps.ts';

/**
 * What a startup's career domain answers besides its pages (ADR 030): its pages, their assets and
 * images, its own robots.txt and sitemap (seo-routes.ts), the health probes, and of the JSON API only
 * what the career pages link to: "Apply on our website" for one of this startup's jobs. The rest of
 * the API, the job feeds and the platform's sitemaps list the whole marketplace, so a career domain
 * answers them 404: it never shows another startup's jobs, in any form.
 */
/**
 * The page a React Router data request (`/jobs/x.data`, `/_root.data`) is for. A data request may
 * ask for one route's loader alone (`?_routes=`), past the root loader's check of the page's path,
 * so the path is checked here for every tenant site (domain/site/site-paths.ts).
 */
function dataRequestPage(path: string): string | null {
  if (!path.endsWith('.data')) return null;
  return path === '/_root.data' ? '/' : path.slice(0, -'.data'.length);
}

const EXTERNAL_APPLY = /^\/api\/jobs\/([^/?#]+)\/apply\/external$/;
const REFUSED = /^\/(?:api|feeds|sitemaps)(?:\/|$)/;

export async function refuseOutsideCareerSite(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<ServiceDeps, 'db'>,
): Promise<FastifyReply | undefined> {
  const path = request.url.split('?', 1)[0] ?? '';
  const dataPage = dataRequestPage(path);
  if (dataPage !== null && !servesPage(request.site.kind, dataPage)) return refuse(reply);
  const company = request.site.company;
  if (request.site.kind !== 'career' || !company) return undefined;
  if (!REFUSED.test(path)) return undefined;
  const apply = EXTERNAL_APPLY.exec(path);
  if (apply && request.method === 'GET') {
    const jobId = decodeURIComponent(apply[1] ?? '');
    if (isUuid(jobId)) {
      const [own] = await deps.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.companyId, company.id)))
        .limit(1);
      if (own) return undefined;
    }
  }
  return refuse(reply);
}

function refuse(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ code: 'NOT_FOUND', message: 'Not found on this site' });
}
