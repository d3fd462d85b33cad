/**
 * Logging out without JavaScript (docs/product.md, User menu: "Log out" goes to `/`): the header's
 * button posts a plain form to `/logout`, which ends the session on the server and removes the
 * session and selected-profile cookies, as `POST /api/users/sign-out` does for the script.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/http/app.ts';
import { insertUser } from '#tests/helpers/factories.ts';
import { expectError } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe.each(BACKENDS)('logging out with a form post [%s]', (backend) => {
  let t: TestApp;
  let pages: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    pages = await buildApp({ deps: t.deps, logger: false, withPages: true });
    await pages.ready();
  });
  afterAll(async () => {
    await pages?.close();
    await t?.close();
  });

  async function signedInTalent(): Promise<{ client: SessionClient; token: string }> {
    const user = await insertUser(t.deps.db, { firstName: 'Liv', lastName: 'Utlogg' });
    const client = createSessionClient(pages);
    expect(
      (await client.post('/api/users/sign-in', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    expect((await client.post('/api/applicant')).statusCode).toBeLessThan(300);
    const selected = await client.post('/api/users/select-profile', { profile: 'applicant' });
    expect(selected.cookies.find((c) => c.name === 'nh_profile')?.value).toBe('applicant');
    return { client, token: client.cookie as string };
  }

  const postLogout = (client: SessionClient) =>
    client.request({
      method: 'POST',
      url: '/logout',
      // As a browser posts the header's form: same origin, the page's host.
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  it('shows who is logged in, with the Log out button, on every page header and at /logout', async () => {
    const { client } = await signedInTalent();
    const jobs = await client.get('/jobs');
    expect(jobs.statusCode).toBe(200);
    // Inside <noscript>: shown only when the page runs without JavaScript.
    expect(jobs.body).toMatch(
      /<noscript><form (?=[^>]*method="post")[^>]*action="\/logout"[^>]*><button type="submit"[^>]*>Log out<\/button><\/form><\/noscript>/,
    );
    const page = await client.get('/logout');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Log out | Nordhub</title>');
    expect(page.body).toContain('You are logged in as <!-- -->Liv Utlogg<!-- -->.');
  });

  it('ends the session on the server, removes both cookies and goes to the front page', async () => {
    const { client, token } = await signedInTalent();
    const out = await postLogout(client);
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    const session = out.cookies.find((c) => c.name === 'nh_session');
    expect(session?.value).toBe('');
    expect(session?.httpOnly).toBe(true);
    expect(session?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    const profile = out.cookies.find((c) => c.name === 'nh_profile');
    expect(profile?.value).toBe('');
    expect(profile?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    // The old cookie is worthless now, wherever it was copied.
    const again = await pages.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: `nh_session=${token}` },
    });
    expectError(again, 401, 'UNAUTHORIZED');
    const front = await pages.inject({ method: 'GET', url: '/', headers: { cookie: `nh_session=${token}` } });
    expect(front.body).not.toContain('User menu for');
  });

  it('sends a visitor who is not logged in to the front page, and refuses a post from another site', async () => {
    const visitor = createSessionClient(pages);
    const page = await visitor.get('/logout');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/');
    expect((await postLogout(visitor)).headers.location).toBe('/');

    const { client } = await signedInTalent();
    const forged = await client.request({
      method: 'POST',
      url: '/logout',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(forged.statusCode).toBe(403);
    expect((await client.get('/api/users/me')).statusCode).toBe(200);
  });
});
