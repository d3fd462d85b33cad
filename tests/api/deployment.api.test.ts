/**
 * Running behind a real name (issue 10, defects 11–13): test-only switches refuse to start in
 * production over https; the session cookie is `__Host-nh_session` with Secure over https and
 * `nh_session` over plain http (ADR 011); in production a host outside the host table is sent
 * permanently to the same path on PUBLIC_URL, while probes answer on any host.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Me } from '#domain/users/user.schema.ts';
import { whiteLabelFeeds } from '#server/db/schema/index.ts';
import { insertCompany, insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC_URL = 'https://nordhub.example';
const THIRTY_DAYS_SECONDS = 30 * 24 * 3600;

/** Starts `npm start`'s entry with `env` and waits for it to exit (killed after 30 s). */
async function boot(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nordhub-boot-'));
  try {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'node'), ['server/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATA_DIR: dataDir,
        PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    return { code, stderr };
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

describe('production switches at boot', () => {
  it.each([
    ['DIGEST_RUN_ROUTE', { DIGEST_RUN_ROUTE: 'true' }, /DIGEST_RUN_ROUTE: it mounts unauthenticated routes/],
    [
      'OAUTH_PROVIDER=local',
      { OAUTH_PROVIDER: 'local' },
      /OAUTH_PROVIDER=local: the local provider signs in/,
    ],
    [
      'the default payment provider and no SMTP_URL',
      {},
      /PAYMENT_PROVIDER is not set: the local TEST MODE provider[^\n]*\n {2}SMTP_URL is not set: every mail stays in the outbox/,
    ],
  ])(
    'refuses to start with %s in production over https, saying why',
    async (_label, extra, reason) => {
      const { code, stderr } = await boot({ NODE_ENV: 'production', PUBLIC_URL, ...extra });
      expect(code).toBe(1);
      expect(stderr).toContain('Refusing to start in production:');
      expect(stderr).toMatch(reason);
    },
    40_000,
  );
});

describe.each(BACKENDS)('deployment [%s]', (backend) => {
  /** Production on an https name, with a host table that leaves PUBLIC_URL's own host out. */
  let live: TestApp;
  /** A development-like app on plain http. */
  let local: TestApp;

  beforeAll(async () => {
    live = await createTestApp({
      backend,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL,
        PAYMENT_PROVIDER: 'local',
        MAIL_TRANSPORT: 'outbox',
        MAIN_HOSTS: 'www.nordhub.example',
        IMPACT_HOSTS: 'impact.nordhub.example',
      },
    });
    local = await createTestApp({ backend, env: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await live?.close();
    await local?.close();
  });

  describe('session cookie', () => {
    it('is __Host-nh_session, Secure, Path=/ and without Domain over https, lasting 30 days', async () => {
      const user = await insertUser(live.deps.db);
      const client = createSessionClient(live.app, PUBLIC_URL);
      const response = await client.request({
        method: 'POST',
        url: '/api/users/sign-in',
        headers: { host: 'nordhub.example' },
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode, response.body).toBe(200);
      const setCookie = [response.headers['set-cookie']].flat().join('\n');
      expect(setCookie).toMatch(/^__Host-nh_session=[A-Za-z0-9_-]{43};/m);
      expect(setCookie).not.toMatch(/^nh_session=/m);
      const cookie = response.cookies.find((c) => c.name === '__Host-nh_session');
      expect(cookie).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.domain).toBeUndefined();
      expect(cookie?.maxAge).toBe(THIRTY_DAYS_SECONDS);

      const me = await client.request({
        method: 'GET',
        url: '/api/users/me',
        headers: { host: 'nordhub.example' },
      });
      expect(parseJson(me, Me).email).toBe(user.email);
      // The plain name is not read over https: a cookie planted without the prefix grants nothing.
      const planted = await live.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { host: 'nordhub.example', cookie: `nh_session=${client.cookie}` },
      });
      expectError(planted, 401, 'UNAUTHORIZED');

      const out = await client.request({
        method: 'POST',
        url: '/api/users/sign-out',
        headers: { host: 'nordhub.example' },
      });
      expect(out.cookies.find((c) => c.name === '__Host-nh_session')).toMatchObject({
        value: '',
        secure: true,
      });
    });

    it('is nh_session without Secure over plain http', async () => {
      const user = await insertUser(local.deps.db);
      const client = createSessionClient(local.app);
      const response = await client.post('/api/users/sign-in', {
        email: user.email,
        password: user.password,
      });
      expect(response.statusCode, response.body).toBe(200);
      const cookie = response.cookies.find((c) => c.name === 'nh_session');
      expect(cookie).toMatchObject({
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: THIRTY_DAYS_SECONDS,
      });
      expect(cookie?.secure).toBeFalsy();
      expect(response.cookies.find((c) => c.name === '__Host-nh_session')).toBeUndefined();
      expect(parseJson(await client.get('/api/users/me'), Me).email).toBe(user.email);
    });
  });

  describe('unknown hosts', () => {
    const get = (app: TestApp, host: string, url: string) =>
      app.app.inject({ method: 'GET', url, headers: { host } });

    it('sends GET and HEAD on an unknown host to the same path on PUBLIC_URL with 301', async () => {
      for (const [host, url] of [
        ['parked-domain.example', '/jobs?q=rust&page=2'],
        ['203.0.113.9', '/'],
        ['nordhub.example.evil.test:8080', '/startups/kodkraft'],
      ] as const) {
        const response = await get(live, host, url);
        expect(response.statusCode, `${host}${url}`).toBe(301);
        expect(response.headers.location).toBe(`${PUBLIC_URL}${url}`);
      }
      const head = await live.app.inject({
        method: 'HEAD',
        url: '/jobs',
        headers: { host: 'parked.example' },
      });
      expect(head.statusCode).toBe(301);
    });

    it('keeps the method with 308 for other methods, and a // path stays on our host', async () => {
      const post = await live.app.inject({
        method: 'POST',
        url: '/api/users/sign-in',
        headers: { host: 'parked.example' },
        payload: { email: 'x@example.test', password: 'x' },
      });
      expect(post.statusCode).toBe(308);
      expect(post.headers.location).toBe(`${PUBLIC_URL}/api/users/sign-in`);
      const sneaky = await get(live, 'parked.example', '//evil.example/path');
      expect(sneaky.headers.location).toBe(`${PUBLIC_URL}//evil.example/path`);
      expect(new URL(String(sneaky.headers.location)).host).toBe('nordhub.example');
    });

    it('answers /healthz and /readyz on any host (load balancers probe by address)', async () => {
      expect((await get(live, '10.0.0.7', '/healthz')).statusCode).toBe(200);
      expect((await get(live, '10.0.0.7:3000', '/readyz')).statusCode).toBe(200);
    });

    it('serves the hosts of the table, PUBLIC_URL, career domains and white-label hosts', async () => {
      const career = await insertCompany(live.deps.db, {
        careerDomain: `jobs-${Date.now()}.example`,
        careerDomainVerifiedAt: new Date(),
      });
      const feedHost = `feed-${Date.now()}.example`;
      await live.deps.db
        .insert(whiteLabelFeeds)
        .values({ companyId: career.id, host: feedHost, name: 'Feed' });
      for (const host of [
        'nordhub.example',
        'NORDHUB.example:443',
        'www.nordhub.example',
        'impact.nordhub.example',
        career.careerDomain as string,
        feedHost,
      ]) {
        // robots.txt: every site has its own (a career domain answers the marketplace's API 404).
        const response = await get(live, host, '/robots.txt');
        expect(response.statusCode, host).toBe(200);
      }
      // A career domain of a startup that is not published is not ours to serve.
      const draft = await insertCompany(live.deps.db, {
        status: 'DRAFT',
        careerDomain: `draft-${Date.now()}.example`,
        careerDomainVerifiedAt: new Date(),
      });
      expect((await get(live, draft.careerDomain as string, '/')).statusCode).toBe(301);
      // Nor one whose TXT record was never found (docs/product.md, Platforms and hosts).
      const unverified = await insertCompany(live.deps.db, {
        careerDomain: `unverified-${Date.now()}.example`,
      });
      expect((await get(live, unverified.careerDomain as string, '/')).statusCode).toBe(301);
    });

    it('serves an unknown host as before outside production', async () => {
      const response = await get(local, 'parked-domain.example', '/api/v2/jobs?perPage=1');
      expect(response.statusCode).toBe(200);
    });
  });
});
