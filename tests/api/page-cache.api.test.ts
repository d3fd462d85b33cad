/**
 * The page cache for anonymous HTML (issue 11 scope 1, ADR 015) over HTTP, on both backends: pages
 * are served in process by React Router (development mode, no build needed) with the cache turned
 * on. A job's own page never shows an old state after a write (pause, edit, expiry, deletion), a
 * signed-in visitor never gets a cached page nor leaves one behind, each host has its own pages,
 * no nonce is ever served twice (a stored page has none: its CSP allows its scripts by hash), the
 * page comes compressed when the client asks, and a browser's copy is confirmed with 304.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/http/app.ts';
import {
  addCompanyMember,
  addDays,
  insertCompany,
  insertJob,
  insertUser,
  type UserRow,
} from '#tests/helpers/factories.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const IMPACT_HOST = 'impact.localhost';

/** The nonce of the response's CSP header, if any, and every non-empty nonce attribute in its page. */
function noncesOf(response: LightMyRequestResponse): { header: string | undefined; page: string[] } {
  const csp = String(response.headers['content-security-policy'] ?? '');
  const header = /'nonce-([^']+)'/.exec(csp)?.[1];
  const page = [...response.body.matchAll(/\bnonce="([^"]+)"/g)].map((match) => match[1] as string);
  return { header, page };
}

/** The inline scripts a browser would run in the page (no src, a script type). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '']) =>
        !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
    )
    .map(([, , content = '']) => content);
}

describe.each(BACKENDS)('page cache for anonymous pages [%s]', (backend) => {
  let t: TestApp;
  let pages: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp({
      backend,
      env: {
        NODE_ENV: 'development',
        PAGE_CACHE: 'on',
        PUBLIC_CACHE_SECONDS: '60',
        DIGEST_RUN_ROUTE: 'true',
      },
    });
    pages = await buildApp({ deps: t.deps, logger: false, withPages: true });
    await pages.ready();
    // The first page compiles the app; later ones are quick.
    await pages.inject({ method: 'GET', url: '/terms' });
  });
  afterAll(async () => {
    await pages?.close();
    await t?.close();
  });

  const anonymous = (url: string, headers: Record<string, string> = {}) =>
    pages.inject({ method: 'GET', url, headers });

  async function logIn(user: UserRow & { password: string }): Promise<SessionClient> {
    const client = createSessionClient(pages);
    const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  let jobCount = 0;

  /**
   * A published startup with a live job and a signed-in member. Dates are on the real clock: the
   * page tells an expired job by the time it is rendered at.
   */
  async function liveJob(overrides: Parameters<typeof insertJob>[2] = {}) {
    const company = await insertCompany(t.deps.db);
    jobCount += 1;
    const job = await insertJob(t.deps.db, company, {
      title: `Cache test engineer ${jobCount} of this run`,
      approvedAt: addDays(new Date(), -1),
      expirationDate: addDays(new Date(), 30),
      ...overrides,
    });
    const user = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, company, user);
    return { company, job, user, member: await logIn(user) };
  }

  /** Asks twice: the second answer comes from the cache (the first stored it). */
  async function cachedPage(url: string, headers: Record<string, string> = {}) {
    const first = await anonymous(url, headers);
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    const second = await anonymous(url, headers);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-page-cache']).toBe('HIT');
    return second;
  }

  it('serves an anonymous job page from memory, with Cache-Control, ETag and Vary', async () => {
    const { job } = await liveJob();
    const first = await anonymous(`/jobs/${job.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    const second = await anonymous(`/jobs/${job.id}`);
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.body).toContain(job.title);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(second.headers.vary).toMatch(/cookie/i);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    // A hit is answered before the security-header hooks run: it carries what they gave the page.
    const perResponse = new Set(['x-request-id', 'x-page-cache', 'date', 'content-security-policy']);
    const stable = (headers: Record<string, unknown>) =>
      Object.entries(headers).filter(([name]) => !perResponse.has(name));
    expect(stable(second.headers)).toEqual(expect.arrayContaining(stable(first.headers)));
    expect(stable(second.headers)).toHaveLength(stable(first.headers).length);
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['x-request-id']).toBeTruthy();
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('renders a page once for the visitors who ask while it is being rendered', async () => {
    const { job } = await liveJob();
    const responses = await Promise.all(Array.from({ length: 4 }, () => anonymous(`/jobs/${job.id}`)));
    for (const response of responses) expect(response.statusCode).toBe(200);
    // One render (MISS); the others waited for it and got the page it stored.
    expect(responses.map((response) => response.headers['x-page-cache']).sort()).toEqual([
      'HIT',
      'HIT',
      'HIT',
      'MISS',
    ]);
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses[0]?.body).toContain(job.title);
  });

  it('keys by normalized address: unknown parameters dropped, the others sorted', async () => {
    await cachedPage('/jobs?roles=backenddeveloper&country=DK');
    const reordered = await anonymous('/jobs?country=DK&utm_source=mail&roles=backenddeveloper');
    expect(reordered.headers['x-page-cache']).toBe('HIT');
    const other = await anonymous('/jobs?country=SE&roles=backenddeveloper');
    expect(other.headers['x-page-cache']).toBe('MISS');
  });

  it('never serves a nonce twice: a stored page has none, and its CSP allows its own scripts by hash', async () => {
    const { job } = await liveJob();
    const responses = [await anonymous(`/jobs/${job.id}`)];
    for (let i = 0; i < 3; i++) responses.push(await anonymous(`/jobs/${job.id}`));
    expect(responses[0]?.headers['x-page-cache']).toBe('MISS');
    expect(responses.slice(1).every((r) => r.headers['x-page-cache'] === 'HIT')).toBe(true);
    for (const response of responses) {
      // Not the render's nonce (it would reach every later visitor), nor any other.
      expect(noncesOf(response)).toEqual({ header: undefined, page: [] });
      const csp = String(response.headers['content-security-policy']);
      const scripts = inlineScripts(response.body);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const hash = crypto.createHash('sha256').update(script).digest('base64');
        expect(csp).toContain(`'sha256-${hash}'`);
      }
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc).not.toMatch(/unsafe-inline|'nonce-/);
      expect(response.body).toBe(responses[0]?.body);
    }
    // A page that is not stored (a signed-in visitor's) still gets a nonce of its own per response.
    const { member } = await liveJob();
    const signedIn = [await member.get(`/jobs/${job.id}`), await member.get(`/jobs/${job.id}`)].map(noncesOf);
    expect(signedIn[0]?.header).toBeDefined();
    expect(signedIn[0]?.header).not.toBe(signedIn[1]?.header);
    expect(new Set(signedIn[0]?.page)).toEqual(new Set([signedIn[0]?.header]));
  });

  it('answers in the encoding the client takes, each with its own ETag', async () => {
    const { job } = await liveJob();
    const plain = await cachedPage(`/jobs/${job.id}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const brotli = await anonymous(`/jobs/${job.id}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await anonymous(`/jobs/${job.id}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
    // A browser's brotli copy is confirmed as brotli; an identity copy asked for with brotli is not
    // (the answer is the brotli page, not a 304 that would relabel the identity copy).
    const confirmed = await anonymous(`/jobs/${job.id}`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
      'if-none-match': String(brotli.headers.etag),
    });
    expect(confirmed.statusCode).toBe(304);
    expect(confirmed.headers.etag).toBe(brotli.headers.etag);
    expect(confirmed.headers['content-encoding']).toBe('br');
    const relabelled = await anonymous(`/jobs/${job.id}`, {
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(relabelled.statusCode).toBe(200);
    expect(relabelled.headers['content-encoding']).toBe('br');
    const refused = await anonymous(`/jobs/${job.id}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('answers 304 to If-None-Match with the page’s ETag, with the same CSP as the copy’s', async () => {
    const page = await cachedPage('/');
    const etag = String(page.headers.etag);
    const revalidated = await anonymous('/', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    // The copy's scripts keep running: the CSP a 304 updates the copy with is the copy's own.
    expect(revalidated.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    const changed = await anonymous('/', { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('shows a paused job’s new state on the next anonymous request', async () => {
    const { company, job, member } = await liveJob();
    expect((await cachedPage(`/jobs/${job.id}`)).body).not.toContain('no longer accepting applications');
    const paused = await member.post(`/api/companies/${company.key}/jobs/${job.id}/pause`, {});
    expect(paused.statusCode, paused.body).toBe(200);
    const after = await anonymous(`/jobs/${job.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-page-cache']).toBe('MISS');
    expect(after.body).toContain('no longer accepting applications');
  });

  it('keeps its pages through an engagement log, a write no public page shows', async () => {
    const { company, job, member } = await liveJob();
    await cachedPage(`/jobs/${job.id}`);
    const logged = await member.post('/api/engagement/log', {
      profile: { type: 'company', id: company.key },
      target: { type: 'investor', id: 'fjordline-ventures' },
      action: 'view',
    });
    expect(logged.statusCode, logged.body).toBe(200);
    expect((await anonymous(`/jobs/${job.id}`)).headers['x-page-cache']).toBe('HIT');
  });

  it('shows an edited job’s new title on the next anonymous request', async () => {
    const { company, job, member } = await liveJob();
    expect((await cachedPage(`/jobs/${job.id}`)).body).toContain(job.title);
    const current = await member.get(`/api/companies/${company.key}/jobs/${job.id}`);
    expect(current.statusCode, current.body).toBe(200);
    const body = current.json() as Record<string, unknown>;
    const saved = await member.put(`/api/companies/${company.key}/jobs/${job.id}`, {
      title: 'Renamed cache engineer',
      description: body.description,
      positionType: body.positionType,
      roles: body.roles,
      locationLocality: body.locationLocality,
      locationCountry: body.locationCountry,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await anonymous(`/jobs/${job.id}`);
    expect(after.body).toContain('Renamed cache engineer');
    expect(after.body).not.toContain(job.title);
  });

  it('shows an expired job’s new state after the scheduled expiry', async () => {
    const { job } = await liveJob({ expirationDate: addDays(new Date(), 1) });
    expect((await cachedPage(`/jobs/${job.id}`)).body).not.toContain('no longer accepting applications');
    const expired = await pages.inject({
      method: 'POST',
      url: '/api/dev/jobs/expire',
      payload: { now: addDays(new Date(), 2).toISOString() },
    });
    expect(expired.statusCode, expired.body).toBe(200);
    expect((expired.json() as { expired: number }).expired).toBeGreaterThan(0);
    const after = await anonymous(`/jobs/${job.id}`);
    expect(after.body).toContain('no longer accepting applications');
  });

  it('answers 404 for a deleted job whose page was cached', async () => {
    const { job, user, member } = await liveJob();
    await cachedPage(`/jobs/${job.id}`);
    // The only member deletes the account: the startup and its jobs go with it.
    const deleted = await member.post('/api/users/me/delete', { password: user.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await anonymous(`/jobs/${job.id}`);
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain(job.title);
  });

  it('never serves a cached page to a signed-in visitor, nor stores a signed-in page', async () => {
    const { job, member } = await liveJob();
    const anonymousPage = await cachedPage(`/jobs/${job.id}`);
    expect(anonymousPage.body).toContain('Log in');

    const signedIn = await member.get(`/jobs/${job.id}`);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).not.toBe('public, no-cache');
    expect(signedIn.body).not.toContain('>Log in<');

    // The other way round: a page first asked for by a signed-in visitor is rendered anew for the
    // anonymous one, and never shows the signed-in person's page.
    const { job: other, member: otherMember } = await liveJob();
    const first = await otherMember.get(`/jobs/${other.id}`);
    expect(first.headers['x-page-cache']).toBeUndefined();
    const anon = await anonymous(`/jobs/${other.id}`);
    expect(anon.headers['x-page-cache']).toBe('MISS');
    expect(anon.body).toContain('Log in');
    expect(anon.body.replace(/nonce="[^"]+"/g, '')).not.toBe(first.body.replace(/nonce="[^"]+"/g, ''));
  });

  it('shows an edited job’s new title to its signed-in member at once', async () => {
    // A signed-in page reads the job's public data through a cache that lasts until the next write.
    const { company, job, member } = await liveJob();
    for (let i = 0; i < 2; i++) expect((await member.get(`/jobs/${job.id}`)).body).toContain(job.title);
    const current = (await member.get(`/api/companies/${company.key}/jobs/${job.id}`)).json() as Record<
      string,
      unknown
    >;
    const saved = await member.put(`/api/companies/${company.key}/jobs/${job.id}`, {
      title: 'Renamed while signed in',
      description: current.description,
      positionType: current.positionType,
      roles: current.roles,
      locationLocality: current.locationLocality,
      locationCountry: current.locationCountry,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await member.get(`/jobs/${job.id}`);
    expect(after.body).toContain('Renamed while signed in');
    expect(after.body).not.toContain(job.title);
  });

  it('marks "Saved" the similar jobs the signed-in visitor saved, for them only', async () => {
    // A role pair no other test uses: the similar jobs' pool is read anew for it.
    const roles = ['customersuccess', 'ecommerce'];
    const { job } = await liveJob({ roles });
    const otherCompany = await insertCompany(t.deps.db, { countryCode: 'DK', city: 'Copenhagen' });
    const similar = await insertJob(t.deps.db, otherCompany, {
      title: 'Similar saved engineer',
      roles,
      approvedAt: addDays(new Date(), -1),
      expirationDate: addDays(new Date(), 30),
    });
    const saver = await logIn(await insertUser(t.deps.db));
    expect((await saver.post(`/api/jobs/${similar.id}/save`, {})).statusCode).toBe(200);
    const looker = await logIn(await insertUser(t.deps.db));

    const similarSection = (html: string) => html.slice(html.indexOf('Similar jobs'));
    for (let i = 0; i < 2; i++) {
      const page = similarSection((await saver.get(`/jobs/${job.id}`)).body);
      expect(page).toContain('Similar saved engineer');
      expect(page).toMatch(/>Saved</);
      const other = similarSection((await looker.get(`/jobs/${job.id}`)).body);
      expect(other).toContain('Similar saved engineer');
      expect(other).not.toMatch(/>Saved</);
    }
  });

  it('keys by host: the impact host never gets a main-platform page', async () => {
    const { job } = await liveJob();
    await cachedPage(`/jobs/${job.id}`);
    // The startup is on the main platform only: on the impact host its job is not found.
    const onImpact = await anonymous(`/jobs/${job.id}`, { host: IMPACT_HOST });
    expect(onImpact.statusCode).toBe(404);
    expect(onImpact.body).not.toContain(job.title);

    const mainHome = await cachedPage('/');
    const impactHome = await anonymous('/', { host: IMPACT_HOST });
    expect(impactHome.statusCode).toBe(200);
    expect(impactHome.headers['x-page-cache']).toBe('MISS');
    expect(impactHome.body).not.toBe(mainHome.body);
    // The impact platform's own home, from the cache on its host from now on.
    const impactAgain = await anonymous('/', { host: IMPACT_HOST });
    expect(impactAgain.headers['x-page-cache']).toBe('HIT');
    expect(impactAgain.body).toBe(impactHome.body);
  });

  it('the impact host carries its own name, and canonical URLs on its own origin', async () => {
    const impactHome = await anonymous('/', { host: IMPACT_HOST });
    expect(impactHome.body).toMatch(/<title>[^<]* \| Nordhub Impact<\/title>/);
    expect(impactHome.body).toContain('<meta property="og:site_name" content="Nordhub Impact"/>');
    expect(impactHome.body).toMatch(/<header[\s\S]*Nordhub Impact[\s\S]*<\/header>/);
    const mainHome = await anonymous('/');
    expect(mainHome.body).toMatch(/<title>[^<]* \| Nordhub<\/title>/);
    expect(mainHome.body).not.toContain('Nordhub Impact');
    // A job of an impact startup: its JobPosting names the impact host's page, never the main one.
    const impactStartup = await insertCompany(t.deps.db, { platform: { main: false, impact: true } });
    const impactJob = await insertJob(t.deps.db, impactStartup, {
      approvedAt: addDays(new Date(), -1),
      expirationDate: addDays(new Date(), 30),
    });
    const jobPage = await anonymous(`/jobs/${impactJob.id}`, { host: IMPACT_HOST });
    expect(jobPage.statusCode).toBe(200);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(jobPage.body)?.[1] ?? '';
    const posting = JSON.parse(jsonLd.replace(/\\u003c/g, '<')) as { '@type': string; url: string };
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.url).toMatch(new RegExp(`^http://impact\\.localhost(:\\d+)?/jobs/${impactJob.id}$`));
    const landing = await anonymous('/jobs/location', { host: IMPACT_HOST });
    expect(landing.body).toMatch(
      /<link rel="canonical" href="http:\/\/impact\.localhost(:\d+)?\/jobs\/location"/,
    );
  });

  it('answers HEAD from the cache, without a body', async () => {
    const { job } = await liveJob();
    await cachedPage(`/jobs/${job.id}`);
    const head = await pages.inject({ method: 'HEAD', url: `/jobs/${job.id}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.body).toBe('');
  });
});
