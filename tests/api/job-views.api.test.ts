/**
 * Job page views (issue 4: "views are counted per day without counting bots or repeated reloads"):
 * the job page is requested over HTTP as browsers, crawlers and scripts would, and the counts are
 * read back through the job API and the per-day table. Views are noted in memory and written in
 * batches, and closing the app (what a graceful shutdown does) writes what is left: the tests close
 * the page app before reading.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobDetail } from '#domain/jobs/job.schema.ts';
import { jobViewsDaily } from '#server/db/schema/index.ts';
import { buildApp } from '#server/http/app.ts';
import { addDays, insertCompany, insertJob, type JobRow } from '#tests/helpers/factories.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Visitor = { remoteAddress: string; userAgent?: string };

const ALICE: Visitor = { remoteAddress: '198.51.100.10', userAgent: CHROME };
const BOB: Visitor = { remoteAddress: '198.51.100.11', userAgent: CHROME };
/** Alice's address with another browser: another visitor. */
const ALICE_FIREFOX: Visitor = { remoteAddress: '198.51.100.10', userAgent: FIREFOX };

describe.each(BACKENDS)('job page views [%s]', (backend) => {
  let t: TestApp;
  let pages: FastifyInstance;
  let reloaded: JobRow;
  let crawled: JobRow;
  let twoDays: JobRow;
  let pagesClosed = false;

  async function open(job: JobRow, visitor: Visitor, extra: Partial<InjectOptions> = {}) {
    const response = await pages.inject({
      method: 'GET',
      url: `/jobs/${job.id}`,
      remoteAddress: visitor.remoteAddress,
      ...extra,
      headers: {
        accept: 'text/html',
        // Left undefined, the injected request has no user agent at all (not a default one).
        'user-agent': visitor.userAgent,
        ...(extra.headers as Record<string, string> | undefined),
      },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response;
  }

  async function publicViews(job: JobRow) {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    const detail = parseJson(response, JobDetail);
    return { views: detail.views, viewsLast30Days: detail.viewsLast30Days };
  }

  async function dailyCounts(job: JobRow) {
    const rows = await t.deps.db
      .select({ day: jobViewsDaily.day, count: jobViewsDaily.count })
      .from(jobViewsDaily)
      .where(eq(jobViewsDaily.jobId, job.id))
      .orderBy(jobViewsDaily.day);
    return rows;
  }

  beforeAll(async () => {
    // Development mode renders pages through Vite, straight from the sources.
    t = await createTestApp({ backend, env: { NODE_ENV: 'development' } });
    const company = await insertCompany(t.deps.db, { name: 'Viewed Startup ApS' });
    reloaded = await insertJob(t.deps.db, company, { approvedAt: TEST_NOW });
    crawled = await insertJob(t.deps.db, company, { approvedAt: TEST_NOW });
    twoDays = await insertJob(t.deps.db, company, { approvedAt: TEST_NOW });
    pages = await buildApp({ deps: t.deps, logger: false, withPages: true });
    await pages.ready();

    // Day one.
    await open(reloaded, ALICE);
    await open(reloaded, ALICE); // a reload
    await open(reloaded, ALICE); // and another
    await open(reloaded, BOB);
    await open(reloaded, ALICE_FIREFOX);

    await open(crawled, { remoteAddress: '203.0.113.5', userAgent: GOOGLEBOT });
    await open(crawled, { remoteAddress: '203.0.113.6', userAgent: 'curl/8.5.0' });
    await open(crawled, { remoteAddress: '203.0.113.7', userAgent: 'python-requests/2.32.3' });
    await open(crawled, { remoteAddress: '203.0.113.8' }); // no user agent at all
    await open(crawled, BOB, { headers: { 'sec-purpose': 'prefetch' } });
    await open(crawled, BOB, { headers: { purpose: 'prefetch' } });
    await open(crawled, BOB, { method: 'HEAD' });

    await open(twoDays, ALICE);
    // Day two: the same visitor counts again, once.
    t.setNow(addDays(TEST_NOW, 1));
    await open(twoDays, ALICE);
    await open(twoDays, ALICE);
    t.setNow(TEST_NOW);

    // Shutting down writes the views noted in memory.
    await pages.close();
    pagesClosed = true;
  });

  afterAll(async () => {
    if (!pagesClosed) await pages?.close();
    await t?.close();
  });

  it('counts a visitor once a day however often the page is reloaded; other visitors count', async () => {
    // Alice (3 loads), Bob, and Alice's address with another browser.
    expect(await publicViews(reloaded)).toEqual({ views: 3, viewsLast30Days: 3 });
    expect(await dailyCounts(reloaded)).toEqual([{ day: '2026-11-20', count: 3 }]);
  });

  it('does not count crawlers, scripts, requests without a user agent, prefetches or HEAD requests', async () => {
    expect(await publicViews(crawled)).toEqual({ views: 0, viewsLast30Days: 0 });
    expect(await dailyCounts(crawled)).toEqual([]);
  });

  it('counts the same visitor again on another day, one row per job and day', async () => {
    expect(await dailyCounts(twoDays)).toEqual([
      { day: '2026-11-20', count: 1 },
      { day: '2026-11-21', count: 1 },
    ]);
    expect((await publicViews(twoDays)).views).toBe(2);
  });

  it('counts a visitor once a day whichever process answers, and adds to the stored counts', async () => {
    // A second app instance (another worker process, or a restart) with its own memory: Alice,
    // counted today by the first, is recognised through the database; Carol is new and counts.
    const again = await buildApp({ deps: t.deps, logger: false, withPages: true });
    try {
      await again.ready();
      for (const visitor of [ALICE, { remoteAddress: '198.51.100.77', userAgent: CHROME }]) {
        const response = await again.inject({
          method: 'GET',
          url: `/jobs/${reloaded.id}`,
          remoteAddress: visitor.remoteAddress,
          headers: { 'user-agent': visitor.userAgent as string, accept: 'text/html' },
        });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await again.close();
    }
    expect(await dailyCounts(reloaded)).toEqual([{ day: '2026-11-20', count: 4 }]);
    expect(await publicViews(reloaded)).toEqual({ views: 4, viewsLast30Days: 4 });
    const rows = await t.deps.db
      .select()
      .from(jobViewsDaily)
      .where(and(eq(jobViewsDaily.jobId, reloaded.id), eq(jobViewsDaily.day, '2026-11-20')));
    expect(rows).toHaveLength(1);
  });

  it('does not count a page that is not there', async () => {
    const again = await buildApp({ deps: t.deps, logger: false, withPages: true });
    try {
      await again.ready();
      const response = await again.inject({
        method: 'GET',
        url: '/jobs/00000000-0000-4000-8000-000000000000',
        remoteAddress: BOB.remoteAddress,
        headers: { 'user-agent': CHROME, accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await again.close();
    }
    const rows = await t.deps.db
      .select()
      .from(jobViewsDaily)
      .where(eq(jobViewsDaily.jobId, '00000000-0000-4000-8000-000000000000'));
    expect(rows).toEqual([]);
  });
});
