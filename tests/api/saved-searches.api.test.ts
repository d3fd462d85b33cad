/**
 * docs/product.md, Saved searches 'Saved search: a new item is unpinned; pinning creates it on the server; unpinning deletes
 * it'; Validation: 'entries need a search text or a location'; Calls: job-search calls and jobs/count/bulk.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CountBulkResult, SavedSearch } from '#domain/jobs/saved-search.schema.ts';
import { savedSearches } from '#server/db/schema/index.ts';
import { addDays, type CompanyRow, insertCompany, insertJob, insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const SavedSearchList = z.object({ items: z.array(SavedSearch) });

describe.each(BACKENDS)('saved searches API [%s]', (backend) => {
  let t: TestApp;
  let company: CompanyRow;
  let alice: SessionClient;
  let bob: SessionClient;
  let aliceId: string;

  async function logIn(): Promise<{ client: SessionClient; id: string }> {
    const user = await insertUser(t.deps.db);
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return { client, id: user.id };
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    company = await insertCompany(t.deps.db, { name: 'Pinnable AB', countryCode: 'SE', city: 'Malmö' });
    ({ client: alice, id: aliceId } = await logIn());
    ({ client: bob } = await logIn());
  });

  afterAll(async () => {
    await t?.close();
  });

  it('pins a search, lists it, changes it and unpins it', async () => {
    const created = await alice.post('/api/job-search', {
      key: 'ignored by the server',
      filters: { search: '  Kotlin  developer ', countryCode: 'SE' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const search = parseJson(created, SavedSearch);
    expect(search).toMatchObject({
      filters: { search: 'Kotlin developer', countryCode: 'SE' },
      pinned: true,
      key: 'kotlin developer||se',
    });

    // The same search again (other spacing and case) is the stored one, not a second copy.
    const again = await alice.post('/api/job-search', {
      filters: { search: 'kotlin developer', countryCode: 'SE' },
    });
    expect(again.statusCode).toBe(201);
    expect(parseJson(again, SavedSearch).id).toBe(search.id);

    const list = parseJson(await alice.get('/api/job-search'), SavedSearchList);
    expect(list.items.map((s) => s.id)).toEqual([search.id]);

    const since = '2026-01-01T00:00:00.000Z';
    const patched = await alice.request({
      method: 'PATCH',
      url: `/api/job-search/${search.id}`,
      payload: { since, filters: { search: 'Kotlin', location: 'Malmö' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(parseJson(patched, SavedSearch)).toMatchObject({
      since,
      filters: { search: 'Kotlin', location: 'Malmö' },
      key: 'kotlin|malmö|',
    });

    const removed = await alice.request({ method: 'DELETE', url: `/api/job-search/${search.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(parseJson(await alice.get('/api/job-search'), SavedSearchList).items).toEqual([]);
    expect(await t.deps.db.select().from(savedSearches).where(eq(savedSearches.userId, aliceId))).toEqual([]);
  });

  it('refuses a search without a search text or a location, and stores nothing', async () => {
    const response = await alice.post('/api/job-search', { filters: { search: '   ' } });
    const body = expectError(response, 422, 'VALIDATION');
    expect(JSON.stringify(body.fieldErrors)).toContain('A saved search needs a search text or a location');
    expectError(await alice.post('/api/job-search', { filters: { countryCode: 'XX' } }), 422, 'VALIDATION');
    expect(await t.deps.db.select().from(savedSearches).where(eq(savedSearches.userId, aliceId))).toEqual([]);
  });

  it("keeps each user's searches to themselves: another user's id is 404", async () => {
    const search = parseJson(
      await alice.post('/api/job-search', { filters: { search: 'private' } }),
      SavedSearch,
    );
    expect(parseJson(await bob.get('/api/job-search'), SavedSearchList).items).toEqual([]);
    expectError(
      await bob.request({
        method: 'PATCH',
        url: `/api/job-search/${search.id}`,
        payload: { since: '2026-01-01T00:00:00Z' },
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await bob.request({ method: 'DELETE', url: `/api/job-search/${search.id}` }),
      404,
      'NOT_FOUND',
    );
    expectError(await bob.request({ method: 'DELETE', url: '/api/job-search/not-an-id' }), 404, 'NOT_FOUND');
    expect(parseJson(await alice.get('/api/job-search'), SavedSearchList).items).toHaveLength(1);
    expectError(await createSessionClient(t.app).get('/api/job-search'), 401, 'UNAUTHORIZED');
  });

  it('counts the jobs published since each search was made', async () => {
    const now = t.deps.now();
    const since = addDays(now, -2);
    await insertJob(t.deps.db, company, { title: 'Zanzibarian Kotlin wizard', approvedAt: addDays(now, -1) });
    await insertJob(t.deps.db, company, { title: 'Zanzibarian Kotlin elder', approvedAt: addDays(now, -10) });
    await insertJob(t.deps.db, company, {
      title: 'Zanzibarian Kotlin draft',
      approvedAt: addDays(now, -1),
      status: 'DRAFT',
    });
    const response = await createSessionClient(t.app).post('/api/jobs/count/bulk', {
      items: [
        { key: 'a', filters: { search: 'Zanzibarian' }, since: since.toISOString() },
        { key: 'b', filters: { search: 'Zanzibarian', countryCode: 'DK' }, since: since.toISOString() },
        {
          key: 'c',
          filters: { search: 'Zanzibarian', location: 'Malmö' },
          since: addDays(now, -30).toISOString(),
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(parseJson(response, CountBulkResult).items).toEqual([
      { key: 'a', count: 1, isCapped: false },
      { key: 'b', count: 0, isCapped: false },
      { key: 'c', count: 2, isCapped: false },
    ]);
    const tooMany = Array.from({ length: 21 }, (_, i) => ({
      key: String(i),
      filters: { search: 'x' },
      since: since.toISOString(),
    }));
    expectError(
      await createSessionClient(t.app).post('/api/jobs/count/bulk', { items: tooMany }),
      422,
      'VALIDATION',
    );
  });
});
