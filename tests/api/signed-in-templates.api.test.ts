/**
 * Signed-in pages from templates (ADR 034) over HTTP, on both backends: a public page seen signed in
 * is rendered once per state with placeholders for the viewer's own values and filled for each
 * viewer. Every answer is compared with the full render of the same page for the same person (a
 * second app on the same database, without the page cache), byte for byte but for the response's
 * nonce and the loaders' clock; each person sees their own name and never another's.
 */

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicants } from '#server/db/schema/index.ts';
import { buildApp } from '#server/http/app.ts';
import {
  addDays,
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
  type JobRow,
} from '#tests/helpers/factories.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * The page with its nonce, the job page's `now` (in the hydration data) and the development build's
 * manifest version (each app has its own) put aside.
 */
function comparable(response: LightMyRequestResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy'] ?? ''))?.[1];
  expect(nonce, 'a signed-in page has a nonce of its own').toBeTruthy();
  return response.body
    .replaceAll(nonce as string, 'NONCE')
    .replace(/\\"now\\",\\"[0-9T:.Z-]+\\"/g, '\\"now\\",\\"NOW\\"')
    .replace(/"version": "[0-9.]+"/, '"version": "V"');
}

/** What React writes for a text: the form a name takes in the page. */
const inPage = (text: string) =>
  text.replace(
    /["&'<>]/g,
    (c) => ({ '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c] ?? c,
  );

describe.each(BACKENDS)('signed-in pages from templates [%s]', (backend) => {
  let t: TestApp;
  let pages: FastifyInstance;
  let fullPages: FastifyInstance;
  let company: CompanyRow;
  let job: JobRow;

  beforeAll(async () => {
    t = await createTestApp({
      backend,
      env: { NODE_ENV: 'development', PAGE_CACHE: 'on', PUBLIC_CACHE_SECONDS: '60' },
    });
    pages = await buildApp({ deps: t.deps, logger: false, withPages: true });
    // The same database, every page rendered in full: what a templated page must equal.
    fullPages = await buildApp({ deps: { ...t.deps, pageCache: null }, logger: false, withPages: true });
    await Promise.all([pages.ready(), fullPages.ready()]);
    // The first page compiles the app; later ones are quick.
    await pages.inject({ method: 'GET', url: '/terms' });
    company = await insertCompany(t.deps.db, { city: 'Copenhagen', countryCode: 'DK' });
    job = await insertJob(t.deps.db, company, {
      title: 'Template test engineer',
      approvedAt: addDays(new Date(), -1),
      expirationDate: addDays(new Date(), 30),
    });
  });
  afterAll(async () => {
    await pages?.close();
    await fullPages?.close();
    await t?.close();
  });

  type Talent = { name: string; onPages: SessionClient; onFullPages: SessionClient };

  /** A talent (a talent profile of their own) signed in on both apps. */
  async function talent(firstName: string, lastName: string): Promise<Talent> {
    const user = await insertUser(t.deps.db, { firstName, lastName });
    await t.deps.db.insert(applicants).values({ userId: user.id, enabled: true });
    const signIn = async (app: FastifyInstance) => {
      const client = createSessionClient(app);
      const response = await client.post('/api/users/sign-in', {
        email: user.email,
        password: user.password,
      });
      expect(response.statusCode, response.body).toBe(200);
      return client;
    };
    return {
      name: `${firstName} ${lastName}`,
      onPages: await signIn(pages),
      onFullPages: await signIn(fullPages),
    };
  }

  /**
   * The page for `who`, checked against its full render; answers how it was made. Asked as a
   * prefetch, which is never counted as a view: each client here has an address of its own, and a
   * count moving between the two answers (one app reads the job until the next write, the other
   * every time) would make them differ for a reason that is not the template's.
   */
  async function view(who: Talent, url: string): Promise<{ made: unknown; body: string }> {
    const asked = { method: 'GET' as const, url, headers: { 'sec-purpose': 'prefetch' } };
    const [answer, full] = [await who.onPages.request(asked), await who.onFullPages.request(asked)];
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(full.statusCode).toBe(200);
    expect(full.headers['x-page-template']).toBeUndefined();
    expect(comparable(answer)).toBe(comparable(full));
    expect(answer.body).toContain(`User menu for ${inPage(who.name)}`);
    return { made: answer.headers['x-page-template'], body: answer.body };
  }

  it('fills one template for every talent in the same state, each with their own name', async () => {
    const astrid = await talent('Astrid', 'Lindqvist');
    // Every character React or the hydration script escapes, and a line separator.
    const zoe = await talent('Zoë "Z" <b>&amp;', "O'Brien\u2028Ng \\ /");
    const first = await view(astrid, `/jobs/${job.id}`);
    expect(first.made).toBe('MISS');
    const second = await view(zoe, `/jobs/${job.id}`);
    expect(second.made).toBe('HIT');
    expect(second.body).not.toContain('Astrid');
    expect(second.body).not.toContain('Lindqvist');
    const again = await view(astrid, `/jobs/${job.id}`);
    expect(again.made).toBe('HIT');
    expect(again.body).not.toContain('Brien');
  });

  it('keeps a template per state: a talent who saved the job gets one of their own', async () => {
    const saver = await talent('Saga', 'Holm');
    const other = await talent('Otto', 'Virtanen');
    const saved = await saver.onPages.post(`/api/jobs/${job.id}/save`, {});
    expect(saved.statusCode, saved.body).toBe(200);
    const savedPage = await view(saver, `/jobs/${job.id}`);
    expect(savedPage.body).toMatch(/aria-pressed="true"[^>]*>Saved</);
    const otherPage = await view(other, `/jobs/${job.id}`);
    expect(otherPage.made).toBe('MISS');
    expect(otherPage.body).toMatch(/aria-pressed="false"[^>]*>Save job</);
    expect((await view(other, `/jobs/${job.id}`)).made).toBe('HIT');
  });

  it('leaves a viewer’s value in the page when the page shows it elsewhere too', async () => {
    // The job is in Copenhagen: masking the last name would mask the city in the hydration data.
    const first = await talent('Karen', 'Copenhagen');
    const second = await talent('Mads', 'Copenhagen');
    await view(first, `/jobs/${job.id}`);
    const page = await view(second, `/jobs/${job.id}`);
    expect(page.made).toBe('HIT');
    // The others' template is not theirs: it never held the city as a placeholder.
    const plain = await talent('Nora', 'Berg');
    expect((await view(plain, `/jobs/${job.id}`)).body).toContain('Copenhagen');
  });

  it('leaves in the page a name the hydration data uses itself (a route id, its own keys)', async () => {
    // Masked, `root` would take the root route's id in the hydration data with it.
    // Both signed in first: a sign-in is a write, and a write empties the templates.
    const odd = await talent('root', 'errors');
    const next = await talent('Vera', 'Lind');
    await view(odd, `/jobs/${job.id}`);
    await view(next, `/jobs/${job.id}`);
    expect((await view(odd, `/jobs/${job.id}`)).made).toBe('HIT');
  });

  it('fills the other public pages too: the startup, the job list and the home page', async () => {
    const a = await talent('Ilse', 'Dahl');
    const b = await talent('Jonas', 'Eklund');
    for (const url of [`/startups/${company.key}`, '/jobs?q=engineer', '/']) {
      await view(a, url);
      await view(b, url);
    }
  });

  it('is for signed-in visitors of public pages only, and only with the page cache', async () => {
    const someone = await talent('Lea', 'Nyberg');
    const anonymous = await pages.inject({
      method: 'GET',
      url: `/jobs/${job.id}`,
      headers: { 'sec-purpose': 'prefetch' },
    });
    expect(anonymous.headers['x-page-template']).toBeUndefined();
    const portal = await someone.onPages.get('/client/my-jobs');
    expect(portal.statusCode).toBe(200);
    expect(portal.headers['x-page-template']).toBeUndefined();
    const withoutCache = await someone.onFullPages.request({
      method: 'GET',
      url: `/jobs/${job.id}`,
      headers: { 'sec-purpose': 'prefetch' },
    });
    expect(withoutCache.headers['x-page-template']).toBeUndefined();
  });

  it('renders anew after a write: no template outlives the data it was made from', async () => {
    const reader = await talent('Petra', 'Sund');
    await view(reader, `/jobs/${job.id}`);
    expect((await view(reader, `/jobs/${job.id}`)).made).toBe('HIT');
    // Any write empties the kept templates, as it empties the stored pages.
    const followed = await reader.onPages.post(`/api/companies/${company.key}/follow`, {});
    expect(followed.statusCode, followed.body).toBe(200);
    const after = await view(reader, `/jobs/${job.id}`);
    expect(after.made).toBe('MISS');
  });
});
