/**
 * The embeddable pages (ADR 030, widget) and the job feed LinkedIn imports, over HTTP on both
 * backends. A startup's job-list widget and the featured-jobs embed may be framed (by the startup's
 * listed origins, or by any), every other page by none; they never read the session nor set a
 * cookie, so a signed-in visitor gets the very page everyone gets (from the page cache too). The
 * widget's origins are https origins only. /feeds/linkedin.xml validates against its schema
 * (xmllint) and holds exactly the live jobs of the startups with a LinkedIn id.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { companies, jobs } from '#server/db/schema/index.ts';
import { buildApp } from '#server/http/app.ts';
import {
  addCompanyMember,
  addDays,
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
} from '#tests/helpers/factories.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const run = promisify(execFile);

async function validateWithXmllint(xml: string, xsd: string): Promise<{ ok: boolean; output: string }> {
  const dir = await fs.mkdtemp(path.join(inject('scratchDir'), 'linkedin-feed-'));
  try {
    await fs.writeFile(path.join(dir, 'feed.xml'), xml);
    await fs.writeFile(path.join(dir, 'feed.xsd'), xsd);
    try {
      const { stderr } = await run('xmllint', ['--noout', '--schema', 'feed.xsd', 'feed.xml'], { cwd: dir });
      return { ok: true, output: stderr };
    } catch (error) {
      return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function frameAncestors(response: LightMyRequestResponse): string | undefined {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return /frame-ancestors ([^;]+)/.exec(csp)?.[1]?.trim();
}

/** Each `<job>` of the feed as its elements' texts. */
function feedJobs(xml: string): Record<string, string>[] {
  return (xml.match(/<job>[\s\S]*?<\/job>/g) ?? []).map((block) =>
    Object.fromEntries([...block.matchAll(/<([A-Za-z]+)>([^<]*)<\/\1>/g)].map((m) => [m[1], m[2]])),
  );
}

describe.each(BACKENDS)('embeddable pages and the LinkedIn feed [%s]', (backend) => {
  let t: TestApp;
  let pages: FastifyInstance;
  let open: CompanyRow;
  let listed: CompanyRow;
  let member: SessionClient;
  let openJobTitle: string;

  beforeAll(async () => {
    t = await createTestApp({
      backend,
      env: { NODE_ENV: 'development', PAGE_CACHE: 'on', PUBLIC_CACHE_SECONDS: '60' },
    });
    pages = await buildApp({ deps: t.deps, logger: false, withPages: true });
    await pages.ready();
    await pages.inject({ method: 'GET', url: '/terms' });
    open = await insertCompany(t.deps.db, { name: 'Widgetry Open' });
    listed = await insertCompany(t.deps.db, {
      name: 'Widgetry Listed',
      widgetOrigins: ['https://www.widgetry.example', 'https://jobs.widgetry.example:8443'],
    });
    openJobTitle = 'Embedded quokka engineer';
    await insertJob(t.deps.db, open, {
      title: openJobTitle,
      approvedAt: addDays(new Date(), -1),
      expirationDate: addDays(new Date(), 30),
    });
    await insertJob(t.deps.db, open, { title: 'Paused quokka engineer', status: 'PAUSED' });
    const user = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, open, user);
    member = createSessionClient(pages);
    const signIn = await member.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
  afterAll(async () => {
    await pages?.close();
    await t?.close();
  });

  it("a startup's widget lists its active jobs and may be framed by any site when it lists none", async () => {
    const response = await pages.inject({ method: 'GET', url: `/startups/joblistwidget/${open.key}` });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.body).toContain(openJobTitle);
    expect(response.body).not.toContain('Paused quokka engineer');
    expect(response.body).toContain('Powered by');
    expect(response.body).toContain('/embed/nordhub-frame.js');
    expect(frameAncestors(response)).toBe('*');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("a startup's listed origins, and only they, may frame its widget", async () => {
    const response = await pages.inject({ method: 'GET', url: `/startups/joblistwidget/${listed.key}` });
    expect(response.statusCode).toBe(200);
    expect(frameAncestors(response)).toBe('https://www.widgetry.example https://jobs.widgetry.example:8443');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('the featured-jobs embed lists featured jobs and may be framed by any site', async () => {
    const boosted = await insertJob(t.deps.db, open, {
      title: 'Boosted quokka lead',
      approvedAt: addDays(new Date(), -1),
      expirationDate: addDays(new Date(), 30),
      boostingExpiresAt: addDays(new Date(), 20),
    });
    // The insert went around the API: a state-changing request moves the page cache on.
    await pages.inject({ method: 'POST', url: '/api/users/sign-out' });
    const response = await pages.inject({ method: 'GET', url: '/external/featuredjobs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(boosted.title);
    expect(frameAncestors(response)).toBe('*');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('every other page refuses to be framed', async () => {
    for (const url of ['/jobs', '/', `/startups/${open.key}`, '/startups/career-page', '/not-a-page']) {
      const response = await pages.inject({ method: 'GET', url });
      expect(frameAncestors(response), url).toBe("'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('a signed-in visitor gets the same widget as everyone: no session read, no cookie, from the cache', async () => {
    const url = `/startups/joblistwidget/${open.key}`;
    const anonymous = await pages.inject({ method: 'GET', url });
    const signedIn = await member.get(url);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(signedIn.headers['x-page-cache']).toBe('HIT');
    expect(signedIn.body).toBe(anonymous.body);
    expect(frameAncestors(signedIn)).toBe('*');
    // A page of the main site, by contrast, is rendered for the member (their session is read).
    const dashboard = await member.get(`/client/startups/${open.key}`);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['x-page-cache']).toBeUndefined();
  });

  it('a widget answered from the page cache keeps its frame-ancestors', async () => {
    const url = `/startups/joblistwidget/${listed.key}`;
    await pages.inject({ method: 'GET', url });
    const hit = await pages.inject({ method: 'GET', url });
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(frameAncestors(hit)).toBe('https://www.widgetry.example https://jobs.widgetry.example:8443');
    expect(hit.headers['x-frame-options']).toBeUndefined();
  });

  it('the widget of an unknown startup is the 404 page', async () => {
    const response = await pages.inject({ method: 'GET', url: '/startups/joblistwidget/no-such-startup' });
    expect(response.statusCode).toBe(404);
  });

  it('a member lists the sites that may frame the widget: https origins only, and the page follows', async () => {
    const bad = await member.put(`/api/companies/${open.key}/settings`, {
      widgetOrigins: ['https://ok.example', 'http://plain.example'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors.widgetOrigins[0]).toContain('http://plain.example');
    for (const value of ['https://example.com/careers', '*', 'https://*.example.com', 'example.com']) {
      const refused = await member.put(`/api/companies/${open.key}/settings`, { widgetOrigins: [value] });
      expect(refused.statusCode, value).toBe(422);
    }
    const saved = await member.put(`/api/companies/${open.key}/settings`, {
      widgetOrigins: 'https://WWW.Open.example/, https://www.open.example https://careers.open.example:443',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().widgetOrigins).toEqual(['https://www.open.example', 'https://careers.open.example']);
    const [row] = await t.deps.db.select().from(companies).where(eq(companies.id, open.id));
    expect(row?.widgetOrigins).toEqual(['https://www.open.example', 'https://careers.open.example']);
    const widget = await pages.inject({ method: 'GET', url: `/startups/joblistwidget/${open.key}` });
    expect(frameAncestors(widget)).toBe('https://www.open.example https://careers.open.example');
    const cleared = await member.put(`/api/companies/${open.key}/settings`, { widgetOrigins: [] });
    expect(cleared.statusCode).toBe(200);
    const again = await pages.inject({ method: 'GET', url: `/startups/joblistwidget/${open.key}` });
    expect(frameAncestors(again)).toBe('*');
  });

  it('/startups/career-page gives a signed-in member the snippet of their startup', async () => {
    const anonymous = await pages.inject({ method: 'GET', url: '/startups/career-page' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('/startups/joblistwidget/YOUR-STARTUP');
    expect(anonymous.body).toContain('/external/featuredjobs');
    expect(anonymous.body).toContain('/embed/nordhub-embed.js');
    const mine = await member.get('/startups/career-page');
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(`/startups/joblistwidget/${open.key}`);
    // Nothing member-specific reaches the anonymous (cacheable) page.
    const later = await pages.inject({ method: 'GET', url: '/startups/career-page' });
    expect(later.body).not.toContain(open.key);
  });

  it('/feeds/linkedin.xml validates against its schema and holds exactly the live jobs of startups with an id', async () => {
    const connected = await insertCompany(t.deps.db, { name: 'Feedly <Fjord> & Co', linkedinId: '12345678' });
    const live = await insertJob(t.deps.db, connected, {
      title: 'R&D <Lead>',
      description: 'You will **lead** R&D.',
      locationCountry: 'SE',
      locationLocality: 'Lund',
      isRemote: true,
      positionType: 'freelance',
      approvedAt: addDays(new Date(), -2),
      expirationDate: addDays(new Date(), 40),
    });
    const paused = await insertJob(t.deps.db, connected, { title: 'Paused feed job', status: 'PAUSED' });
    const draftCompany = await insertCompany(t.deps.db, { linkedinId: 'draft-co', status: 'DRAFT' });
    const draftJob = await insertJob(t.deps.db, draftCompany);
    const unconnected = await insertJob(t.deps.db, open);

    const response = await pages.inject({ method: 'GET', url: '/feeds/linkedin.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xsd = (await pages.inject({ method: 'GET', url: '/feeds/linkedin.xsd' })).body;
    const result = await validateWithXmllint(response.body, xsd);
    expect(result.ok, result.output).toBe(true);
    const wellFormed = await validateWithXmllint(
      response.body.replace('<workplaceTypes>', '<workplaceTypes>x'),
      xsd,
    );
    expect(wellFormed.ok).toBe(false);

    const listedJobs = feedJobs(response.body);
    const ids = listedJobs.map((job) => job.partnerJobId);
    const expected = await t.deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(
        sql`${jobs.status} = 'ACTIVE' and ${companies.status} = 'PUBLISHED'
          and (${companies.platform} ->> 'main')::boolean and ${companies.linkedinId} is not null`,
      );
    expect(new Set(ids)).toEqual(new Set(expected.map((row) => row.id)));
    expect(ids.length).toBe(new Set(ids).size);
    expect(response.body).toContain(`<expectedJobCount>${ids.length}</expectedJobCount>`);
    for (const absent of [paused.id, draftJob.id, unconnected.id]) expect(ids).not.toContain(absent);

    const job = listedJobs.find((entry) => entry.partnerJobId === live.id);
    expect(job).toMatchObject({
      company: 'Feedly &lt;Fjord&gt; &amp; Co',
      companyId: '12345678',
      title: 'R&amp;D &lt;Lead&gt;',
      applyUrl: `${t.deps.env.PUBLIC_URL.replace(/\/$/, '')}/jobs/${live.id}`,
      city: 'Lund',
      country: 'SE',
      workplaceTypes: 'Remote',
      jobtype: 'CONTRACT',
    });
    expect(job?.description).toContain('&lt;strong&gt;lead&lt;/strong&gt;');

    // A job that stops being live leaves the feed; so do a startup's jobs when it disconnects.
    await t.deps.db.update(jobs).set({ status: 'CLOSED' }).where(eq(jobs.id, live.id));
    const afterClose = feedJobs((await pages.inject({ method: 'GET', url: '/feeds/linkedin.xml' })).body);
    expect(afterClose.map((entry) => entry.partnerJobId)).not.toContain(live.id);
  });
});
