import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WHITE_LABEL_PATHS } from '#domain/companies/white-label-feed-constants.ts';
import { BLOG_FEED_PATH } from '#domain/content/blog-constants.ts';
import { AppError } from '#domain/errors.ts';
import { LINKEDIN_FEED_PATH, LINKEDIN_FEED_XSD_PATH } from '#domain/jobs/linkedin-job-feed.ts';
import {
  jobsPagePath,
  PublicJobsQuery,
  type PublicJobsQuery as PublicJobsQueryType,
  publicQueryString,
  toJobSearchQuery,
} from '#domain/jobs/public-jobs-api.schema.ts';
import { SEO_LANDING_PAGES, seoLandingPath } from '#domain/jobs/seo-landing-pages.ts';
import {
  findLocationCountryByCode,
  LOCATION_COUNTRIES,
  locationPath,
} from '#domain/location/location-slugs.ts';
import type { Env } from '../../../env.ts';
import { listFeedPosts } from '../../../services/blog/read-public-blog.ts';
import type { ServiceDeps } from '../../../services/deps.ts';
import { listCompanyJobs } from '../../../services/jobs/list-company-jobs.ts';
import { buildBlogRss } from '../../../services/seo/build-blog-rss.ts';
import {
  buildJobsJsonFeed,
  buildJobsRss,
  buildJobsXmlFeed,
  JOB_FEED_PATHS,
  type JobFeedOptions,
} from '../../../services/seo/build-job-feeds.ts';
import { buildRobotsTxt } from '../../../services/seo/build-robots-txt.ts';
import {
  buildSitemapIndexXml,
  buildSitemapXml,
  SITEMAP_URLS_PER_FILE,
  type SitemapEntry,
} from '../../../services/seo/build-sitemap.ts';
import { buildLinkedinFeed, listLinkedinFeedJobs } from '../../../services/seo/linkedin-feed.ts';
import { listFeedJobs, withDescriptions } from '../../../services/seo/list-feed-jobs.ts';
import { listJobLocations } from '../../../services/seo/list-job-locations.ts';
import {
  countSitemapJobs,
  listSitemapCompanies,
  listSitemapJobs,
} from '../../../services/seo/list-sitemap-entries.ts';
import { absoluteUrl } from '../../../services/seo/xml-text.ts';
import { toFieldErrors } from '../../define-route.ts';

/** The XML feed's schema, served beside it for aggregators (and validated against in the tests). */
const JOBS_FEED_XSD = fs.readFileSync(
  new URL('../../../services/seo/jobs-feed.xsd', import.meta.url),
  'utf8',
);

/** The LinkedIn feed's schema (services/seo/linkedin-feed.xsd). */
const LINKEDIN_FEED_XSD = fs.readFileSync(
  new URL('../../../services/seo/linkedin-feed.xsd', import.meta.url),
  'utf8',
);

/** Crawlers and feed readers poll these; a few minutes of staleness costs nothing. */
const SHORT_PUBLIC_CACHE = 'public, max-age=300';
/** robots.txt only changes with a deploy. */
const ROBOTS_CACHE = 'public, max-age=3600';

/** Public pages that are neither jobs, startups, locations nor landing pages. */
const STATIC_PAGE_PATHS = ['/', '/jobs', '/startups', '/blog'] as const;

const SITEMAP_PATHS = {
  index: '/sitemap.xml',
  pages: '/sitemaps/pages.xml',
  startups: '/sitemaps/startups.xml',
  jobs: (page: number) => `/sitemaps/jobs-${page}.xml`,
};

/**
 * Discoverability for crawlers and feed readers: robots.txt, the sitemaps and the latest-jobs feeds,
 * of the request's site (ADR 030): every URL in them is built on the site's origin (PUBLIC_URL on the
 * main host; the resolver's, never the Host header as sent), and they list what that platform shows.
 * A startup's career domain has its own robots.txt and sitemap (its origin, its jobs only); the
 * marketplace-wide feeds and sitemaps are not served on a tenant's host (tenant-guards.ts).
 */
export function registerSeoRoutes(app: FastifyInstance, deps: ServiceDeps & { env: Env }): void {
  const platformSite = (request: FastifyRequest) => {
    const site = request.site;
    if (site.kind !== 'main' && site.kind !== 'impact') throw new AppError('NOT_FOUND', 'Not found');
    return {
      platform: site.platform,
      url: (path: string) => absoluteUrl(site.origin, path),
      origin: site.origin,
    };
  };
  const sendXml = (reply: FastifyReply, type: string, body: string) =>
    reply.header('cache-control', SHORT_PUBLIC_CACHE).type(`${type}; charset=utf-8`).send(body);

  app.get('/robots.txt', async (request, reply) =>
    reply.header('cache-control', ROBOTS_CACHE).type('text/plain; charset=utf-8').send(robotsOf(request)),
  );

  /**
   * A career domain names its own sitemap and no feed; a white-label host its RSS feed, which search
   * engines read as a sitemap (ADR 030); a platform its sitemaps and job feeds.
   */
  function robotsOf(request: FastifyRequest): string {
    const site = request.site;
    if (site.kind === 'career')
      return buildRobotsTxt({ sitemapUrl: absoluteUrl(site.origin, SITEMAP_PATHS.index) });
    if (site.kind === 'whiteLabel')
      return buildRobotsTxt({ sitemapUrl: absoluteUrl(site.origin, WHITE_LABEL_PATHS.rss) });
    const { url } = platformSite(request);
    return buildRobotsTxt({
      sitemapUrl: url(SITEMAP_PATHS.index),
      jobsRssUrl: url(JOB_FEED_PATHS.rss),
      jobsXmlUrl: url(JOB_FEED_PATHS.xml),
    });
  }

  app.get(SITEMAP_PATHS.index, async (request, reply) => {
    const site = request.site;
    if (site.kind === 'career' && site.company) {
      // A career domain's sitemap: its career page and its startup's active jobs, on its own host.
      const jobs = await listCompanyJobs(deps, site.company.id, 'main');
      const entries: SitemapEntry[] = [
        { loc: absoluteUrl(site.origin, '/careers') },
        ...jobs.map((job) => ({ loc: absoluteUrl(site.origin, `/careers/jobs/${job.id}`) })),
      ];
      return sendXml(reply, 'application/xml', buildSitemapXml(entries));
    }
    const { platform, url } = platformSite(request);
    const jobFiles = Math.ceil((await countSitemapJobs(deps, platform)) / SITEMAP_URLS_PER_FILE);
    const entries: SitemapEntry[] = [
      { loc: url(SITEMAP_PATHS.pages) },
      { loc: url(SITEMAP_PATHS.startups) },
      ...Array.from({ length: jobFiles }, (_, i) => ({ loc: url(SITEMAP_PATHS.jobs(i + 1)) })),
    ];
    return sendXml(reply, 'application/xml', buildSitemapIndexXml(entries));
  });

  app.get(SITEMAP_PATHS.pages, async (request, reply) => {
    const { platform, url } = platformSite(request);
    const locations = await listJobLocations(deps, platform);
    const cityPaths = locations.flatMap((country) => {
      const slug = findLocationCountryByCode(country.code)?.slug;
      return slug ? country.cities.map((city) => locationPath(slug, city.slug)) : [];
    });
    const paths = [
      ...STATIC_PAGE_PATHS,
      ...SEO_LANDING_PAGES.map((page) => seoLandingPath(page.slug)),
      locationPath(),
      ...LOCATION_COUNTRIES.map((country) => locationPath(country.slug)),
      ...cityPaths,
    ];
    return sendXml(reply, 'application/xml', buildSitemapXml(paths.map((path) => ({ loc: url(path) }))));
  });

  app.get(SITEMAP_PATHS.startups, async (request, reply) => {
    const { platform, url } = platformSite(request);
    const startups = await listSitemapCompanies(deps, SITEMAP_URLS_PER_FILE, platform);
    const entries = startups.map((company) => ({
      loc: url(`/startups/${encodeURIComponent(company.key)}`),
      lastmod: company.updatedAt,
    }));
    return sendXml(reply, 'application/xml', buildSitemapXml(entries));
  });

  app.get('/sitemaps/jobs-:page.xml', async (request, reply) => {
    const { platform, url } = platformSite(request);
    const { page: raw } = request.params as { page: string };
    const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 0;
    const files = Math.ceil((await countSitemapJobs(deps, platform)) / SITEMAP_URLS_PER_FILE);
    if (page < 1 || page > files) throw new AppError('NOT_FOUND', 'No such sitemap');
    const jobs = await listSitemapJobs(deps, { page, perPage: SITEMAP_URLS_PER_FILE, platform });
    const entries = jobs.map((job) => ({ loc: url(`/jobs/${job.id}`), lastmod: job.updatedAt }));
    return sendXml(reply, 'application/xml', buildSitemapXml(entries));
  });

  /**
   * The job feeds take the public API's filters (countryCode, isRemote, search, roles,
   * jobPositionTypes, sorting; a bad value is 400 like the API) and list the first jobs of that
   * search in its sort: what `/api/v2/jobs` and the /jobs page list for it.
   */
  const readFeed = async (request: FastifyRequest) => {
    const { platform, origin } = platformSite(request);
    const parsed = PublicJobsQuery.safeParse(request.query ?? {});
    if (!parsed.success) {
      throw new AppError('BAD_REQUEST', 'Invalid query', toFieldErrors(parsed.error));
    }
    const query: PublicJobsQueryType = { ...parsed.data, page: 1 };
    const options: JobFeedOptions = {
      publicUrl: origin,
      now: deps.now(),
      feedQuery: publicQueryString(query, { withPage: false }),
      jobsPagePath: jobsPagePath(toJobSearchQuery(query)),
    };
    return { jobs: await listFeedJobs(deps, query, platform), options };
  };

  app.get(JOB_FEED_PATHS.rss, async (request, reply) => {
    const { jobs, options } = await readFeed(request);
    return sendXml(reply, 'application/rss+xml', buildJobsRss(jobs, options));
  });

  // The blog's feed: published posts only (ADR 032).
  app.get(BLOG_FEED_PATH, async (request, reply) => {
    const { origin } = platformSite(request);
    return sendXml(
      reply,
      'application/rss+xml',
      buildBlogRss(await listFeedPosts(deps), { publicUrl: origin, now: deps.now() }),
    );
  });

  app.get(JOB_FEED_PATHS.json, async (request, reply) => {
    const { jobs, options } = await readFeed(request);
    const feed = buildJobsJsonFeed(jobs, options);
    return reply
      .header('cache-control', SHORT_PUBLIC_CACHE)
      .type('application/feed+json; charset=utf-8')
      .send(JSON.stringify(feed));
  });

  app.get(JOB_FEED_PATHS.xml, async (request, reply) => {
    const { jobs, options } = await readFeed(request);
    const feed = buildJobsXmlFeed(await withDescriptions(deps, jobs), options);
    return sendXml(reply, 'application/xml', feed);
  });

  app.get(JOB_FEED_PATHS.xsd, async (_request, reply) =>
    reply.header('cache-control', ROBOTS_CACHE).type('application/xml; charset=utf-8').send(JOBS_FEED_XSD),
  );

  // The job feed LinkedIn imports (domain/jobs/linkedin-job-feed.ts): the live jobs of the startups
  // that connected their LinkedIn company page, read fresh (a job that stops being live leaves it).
  // Its jobs are the main platform's, so their links are on PUBLIC_URL whichever platform host asks.
  app.get(LINKEDIN_FEED_PATH, async (request, reply) => {
    platformSite(request);
    const feed = buildLinkedinFeed(await listLinkedinFeedJobs(deps), {
      publicUrl: deps.env.PUBLIC_URL,
      now: deps.now(),
    });
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(feed);
  });
  app.get(LINKEDIN_FEED_XSD_PATH, async (_request, reply) =>
    reply
      .header('cache-control', ROBOTS_CACHE)
      .type('application/xml; charset=utf-8')
      .send(LINKEDIN_FEED_XSD),
  );
}
