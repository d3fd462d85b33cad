/**
 * docs/product.md, Interest, saving and following and Calls calls: POST jobs/{id}/save|unsave, jobs/{id}/interested|uninterested and
 * companies/{key}/follow|unfollow, for the signed-in user only, idempotent, on public objects only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companyFollows, jobInterests, jobSaves } from '#server/db/schema/index.ts';
import {
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
  type JobRow,
  type UserRow,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const Saved = z.object({ saved: z.boolean() });
const Interest = z.object({ interestedAt: z.iso.datetime().nullable() });
const Followed = z.object({ followed: z.boolean() });

describe.each(BACKENDS)('talent toggles API [%s]', (backend) => {
  let t: TestApp;
  let company: CompanyRow;
  let draftCompany: CompanyRow;
  let job: JobRow;
  let draftJob: JobRow;
  let user: UserRow & { password: string };
  let client: SessionClient;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    company = await insertCompany(t.deps.db, { name: 'Follow Me Oy', countryCode: 'FI', city: 'Helsinki' });
    draftCompany = await insertCompany(t.deps.db, { status: 'DRAFT' });
    job = await insertJob(t.deps.db, company);
    draftJob = await insertJob(t.deps.db, company, { status: 'DRAFT' });
    user = await insertUser(t.deps.db);
    client = createSessionClient(t.app);
    const login = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(login.statusCode, login.body).toBe(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function savedRows(jobId: string) {
    return t.deps.db
      .select()
      .from(jobSaves)
      .where(and(eq(jobSaves.userId, user.id), eq(jobSaves.jobId, jobId)));
  }

  it('saves and unsaves a job, each twice without harm', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await client.post(`/api/jobs/${job.id}/save`);
      expect(response.statusCode, response.body).toBe(200);
      expect(parseJson(response, Saved)).toEqual({ saved: true });
    }
    expect(await savedRows(job.id)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const response = await client.post(`/api/jobs/${job.id}/unsave`);
      expect(parseJson(response, Saved)).toEqual({ saved: false });
    }
    expect(await savedRows(job.id)).toHaveLength(0);
  });

  it('sets interestedAt once, keeps it on a repeat, and clears it', async () => {
    const first = parseJson(await client.post(`/api/jobs/${job.id}/interested`), Interest);
    expect(first.interestedAt).not.toBeNull();
    const again = parseJson(await client.post(`/api/jobs/${job.id}/interested`), Interest);
    expect(again.interestedAt).toBe(first.interestedAt);
    const cleared = parseJson(await client.post(`/api/jobs/${job.id}/uninterested`), Interest);
    expect(cleared).toEqual({ interestedAt: null });
    const rows = await t.deps.db
      .select()
      .from(jobInterests)
      .where(and(eq(jobInterests.userId, user.id), eq(jobInterests.jobId, job.id)));
    expect(rows).toEqual([]);
  });

  it('follows and unfollows a startup by its key', async () => {
    expect(parseJson(await client.post(`/api/companies/${company.key}/follow`), Followed)).toEqual({
      followed: true,
    });
    expect(parseJson(await client.post(`/api/companies/${company.key}/follow`), Followed)).toEqual({
      followed: true,
    });
    const follows = () =>
      t.deps.db
        .select()
        .from(companyFollows)
        .where(and(eq(companyFollows.userId, user.id), eq(companyFollows.companyId, company.id)));
    expect(await follows()).toHaveLength(1);
    expect(parseJson(await client.post(`/api/companies/${company.key}/unfollow`), Followed)).toEqual({
      followed: false,
    });
    expect(await follows()).toHaveLength(0);
  });

  it('answers 404 for what the public cannot see, and for unknown or malformed ids', async () => {
    expectError(await client.post(`/api/jobs/${draftJob.id}/save`), 404, 'NOT_FOUND');
    expectError(await client.post(`/api/jobs/${draftJob.id}/interested`), 404, 'NOT_FOUND');
    expectError(await client.post('/api/jobs/00000000-0000-4000-8000-000000000000/save'), 404, 'NOT_FOUND');
    expectError(await client.post('/api/jobs/not-a-job/save'), 404, 'NOT_FOUND');
    expectError(await client.post(`/api/companies/${draftCompany.key}/follow`), 404, 'NOT_FOUND');
    expectError(await client.post('/api/companies/no-such-startup/follow'), 404, 'NOT_FOUND');
    expect(await savedRows(draftJob.id)).toHaveLength(0);
  });

  it('needs a signed-in user (401) and a same-origin request', async () => {
    const anonymous = createSessionClient(t.app);
    expectError(await anonymous.post(`/api/jobs/${job.id}/save`), 401, 'UNAUTHORIZED');
    expectError(await anonymous.post(`/api/companies/${company.key}/follow`), 401, 'UNAUTHORIZED');
    const crossSite = await client.request({
      method: 'POST',
      url: `/api/jobs/${job.id}/save`,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await savedRows(job.id)).toHaveLength(0);
  });
});
