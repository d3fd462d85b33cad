import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WHITE_LABEL_PATHS } from '#domain/companies/white-label-feed.schema.ts';
import { AppError } from '#domain/errors.ts';
import type { Env } from '../../../env.ts';
import type { ServiceDeps } from '../../../services/deps.ts';
import {
  buildJobsJsonFeed,
  buildJobsRss,
  buildJobsXmlFeed,
  JOB_FEED_SIZE,
  type JobFeedOptions,
} from '../../../services/seo/build-job-feeds.ts';
import { withDescriptions } from '../../../services/seo/list-feed-jobs.ts';
import { absoluteUrl } from '../../../services/seo/xml-text.ts';
import { getWhiteLabelFeed } from '../../../services/white-label/get-white-label-feed.ts';
import { listWhiteLabelJobs } from '../../../services/white-label/list-white-label-jobs.ts';

/** Feed readers poll these; a few minutes of staleness costs nothing (as /feeds/*). */
const SHORT_PUBLIC_CACHE = 'public, max-age=300';

/**
 * A white-label feed's job feeds on its own host (docs/product.md, Career pages and white-label
 * feeds: "Feeds are also offered as RSS and JSON"): RSS 2.0, JSON Feed 1.1 and the aggregators' XML
 * (its schema is /feeds/jobs.xsd), each the first JOB_FEED_SIZE jobs of the same search as the
 * `/whiteLabelFeed` page, newest first, every link on the feed's host (ADR 030). On any other host
 * these paths do not exist.
 */
export function registerWhiteLabelFeedRoutes(app: FastifyInstance, deps: ServiceDeps & { env: Env }): void {
  const readFeed = async (request: FastifyRequest) => {
    const site = request.site;
    if (site.kind !== 'whiteLabel' || !site.whiteLabelFeedId) throw new AppError('NOT_FOUND', 'Not found');
    const feed = await getWhiteLabelFeed(deps, { id: site.whiteLabelFeedId });
    const list = await listWhiteLabelJobs(deps, feed, { page: 1, perPage: JOB_FEED_SIZE });
    const options: JobFeedOptions = {
      publicUrl: site.origin,
      now: deps.now(),
      jobsPagePath: WHITE_LABEL_PATHS.page,
      site: {
        title: feed.name,
        description: feed.description,
        paths: { rss: WHITE_LABEL_PATHS.rss, json: WHITE_LABEL_PATHS.json },
        jobPath: WHITE_LABEL_PATHS.job,
        companyUrl: (key) => absoluteUrl(deps.env.PUBLIC_URL, `/startups/${encodeURIComponent(key)}`),
      },
    };
    return { jobs: list.jobs, options };
  };
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.header('cache-control', SHORT_PUBLIC_CACHE).type(`${type}; charset=utf-8`).send(body);

  app.get(WHITE_LABEL_PATHS.rss, async (request, reply) => {
    const { jobs, options } = await readFeed(request);
    return send(reply, 'application/rss+xml', buildJobsRss(jobs, options));
  });
  app.get(WHITE_LABEL_PATHS.json, async (request, reply) => {
    const { jobs, options } = await readFeed(request);
    return send(reply, 'application/feed+json', JSON.stringify(buildJobsJsonFeed(jobs, options)));
  });
  app.get(WHITE_LABEL_PATHS.xml, async (request, reply) => {
    const { jobs, options } = await readFeed(request);
    return send(reply, 'application/xml', buildJobsXmlFeed(await withDescriptions(deps, jobs), options));
  });
}
