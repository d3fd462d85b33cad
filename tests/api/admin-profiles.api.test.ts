/**
 * The back office's Startups and Investors over HTTP (issue 32): an admin searches by name or key
 * (any status), inspects a profile with its members (emails and roles), a startup's jobs and
 * payments, an investor's pitches count; unpublishing a startup takes its page and its jobs off the
 * public API exactly as an unpublished startup's are, publishing brings them back; the platform
 * flags move it between the main and impact sites. Each change is one audit row with before and
 * after; a refused change (unknown key, a body that is not two flags, nothing to do) changes nothing
 * and writes no row.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminInvestorDetail,
  AdminProfileList,
  AdminStartupDetail,
} from '#domain/admin/admin-profiles.schema.ts';
import { PROFILE_ALREADY_PUBLISHED_MESSAGE } from '#domain/admin/admin-profiles-constants.ts';
import { JobList } from '#domain/jobs/job.schema.ts';
import { adminAuditLog, companies, investorMembers, investors } from '#server/db/schema/index.ts';
import {
  addCompanyMember,
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const IMPACT_HOST = 'impact.localhost';

/** A user the test signs in as (with the password `insertUser` gave them). */
type SignInUser = Awaited<ReturnType<typeof insertUser>>;

describe.each(BACKENDS)('back office: startups and investors [%s]', (backend) => {
  let t: TestApp;
  let admin: SessionClient;
  let adminUser: SignInUser;
  let member: SignInUser;
  let startup: CompanyRow;
  let investorKey: string;
  let investorId: string;
  let jobId: string;
  const marker = `Quillwort${Math.random().toString(36).slice(2, 8)}`;

  async function auditRowsFor(objectId: string) {
    return t.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.objectId, objectId))
      .orderBy(adminAuditLog.at);
  }

  async function auditCount(): Promise<number> {
    const [row] = await t.deps.db.select({ n: count() }).from(adminAuditLog);
    return row?.n ?? 0;
  }

  async function publicJobTitles(q: string): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs?q=${encodeURIComponent(q)}` });
    return parseJson(response, JobList).jobs.map((job) => job.title);
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    startup = await insertCompany(t.deps.db, { name: `Moderato ${marker}` });
    member = await insertUser(t.deps.db, { email: `moderato-member-${marker.toLowerCase()}@example.test` });
    await addCompanyMember(t.deps.db, startup, member);
    jobId = (await insertJob(t.deps.db, startup, { title: `${marker} platform engineer` })).id;
    await insertCompany(t.deps.db, { name: `Draftling ${marker}`, status: 'DRAFT' });
    const [investor] = await t.deps.db
      .insert(investors)
      .values({
        key: `fund-${marker.toLowerCase()}`,
        name: `Fund ${marker}`,
        category: 'vc',
        status: 'PUBLISHED',
      })
      .returning();
    if (!investor) throw new Error('no investor');
    investorKey = investor.key;
    investorId = investor.id;
    await t.deps.db.insert(investorMembers).values({ investorId, userId: member.id, role: 'owner' });
    adminUser = await insertUser(t.deps.db, { isAdmin: true });
    admin = createSessionClient(t.app);
    const signIn = await admin.post('/api/users/sign-in', {
      email: adminUser.email,
      password: adminUser.password,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('searches startups by part of the name or key, with a status filter, any status', async () => {
    const all = parseJson(await admin.get(`/api/admin/startups?q=${marker.toLowerCase()}`), AdminProfileList);
    expect(all.profiles.map((profile) => profile.name).sort()).toEqual([
      `Draftling ${marker}`,
      `Moderato ${marker}`,
    ]);
    expect(all.total).toBe(2);
    const byKey = parseJson(await admin.get(`/api/admin/startups?q=${startup.key}`), AdminProfileList);
    expect(byKey.profiles.map((profile) => profile.key)).toEqual([startup.key]);
    expect(byKey.profiles[0]).toMatchObject({ status: 'PUBLISHED', memberCount: 1 });
    const drafts = parseJson(
      await admin.get(`/api/admin/startups?q=${marker}&status=DRAFT`),
      AdminProfileList,
    );
    expect(drafts.profiles.map((profile) => profile.name)).toEqual([`Draftling ${marker}`]);
    const everyone = parseJson(await admin.get('/api/admin/startups'), AdminProfileList);
    expect(everyone.profiles.length).toBeLessThanOrEqual(20);
    expect(everyone.total).toBeGreaterThan(2);
    const second = parseJson(await admin.get('/api/admin/startups?page=2'), AdminProfileList);
    expect(second.page).toBe(2);
    expect(second.profiles[0]?.id).not.toBe(everyone.profiles[0]?.id);
    const invalid = expectError(await admin.get('/api/admin/startups?status=GONE'), 422, 'VALIDATION');
    expect(Object.keys(invalid.fieldErrors ?? {}).join(' ')).toContain('status');
  });

  it('searches investors the same way', async () => {
    const list = parseJson(await admin.get(`/api/admin/investors?q=${marker}`), AdminProfileList);
    expect(list.profiles).toEqual([
      expect.objectContaining({ key: investorKey, status: 'PUBLISHED', memberCount: 1 }),
    ]);
  });

  it("shows a startup's portal data, members with emails and roles, jobs and payments", async () => {
    const detail = parseJson(await admin.get(`/api/admin/startups/${startup.key}`), AdminStartupDetail);
    expect(detail).toMatchObject({
      key: startup.key,
      status: 'PUBLISHED',
      platform: { main: true, impact: false },
    });
    expect(detail.members).toEqual([
      expect.objectContaining({ userId: member.id, email: member.email, role: 'member' }),
    ]);
    expect(detail.jobs.map((job) => [job.title, job.status])).toEqual([
      [`${marker} platform engineer`, 'ACTIVE'],
    ]);
    expect(detail.payments).toEqual([]);
    expect(detail.fields).toContainEqual({ label: 'What we do', value: startup.whatWeDo });
    expectError(await admin.get('/api/admin/startups/no-such-startup'), 404, 'NOT_FOUND');
  });

  it("shows an investor's data, members and pitches count", async () => {
    const detail = parseJson(await admin.get(`/api/admin/investors/${investorKey}`), AdminInvestorDetail);
    expect(detail).toMatchObject({ key: investorKey, status: 'PUBLISHED', pitchCount: 0 });
    expect(detail.members).toEqual([
      expect.objectContaining({ userId: member.id, email: member.email, role: 'owner' }),
    ]);
  });

  it('unpublishes a startup: its page and jobs leave the public API, audited; publishing brings them back', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${startup.key}` })).statusCode).toBe(
      200,
    );
    expect(await publicJobTitles(marker)).toEqual([`${marker} platform engineer`]);

    const unpublished = await admin.post(`/api/admin/startups/${startup.key}/unpublish`);
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json()).toEqual({ status: 'DRAFT' });
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/companies/${startup.key}` }),
      404,
      'NOT_FOUND',
    );
    expect(await publicJobTitles(marker)).toEqual([]);
    expectError(await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` }), 404, 'NOT_FOUND');

    // Nothing to do is a conflict, and no audit row.
    const before = await auditCount();
    expectError(await admin.post(`/api/admin/startups/${startup.key}/unpublish`), 409, 'CONFLICT');
    expect(await auditCount()).toBe(before);

    const published = await admin.post(`/api/admin/startups/${startup.key}/publish`);
    expect(published.json()).toEqual({ status: 'PUBLISHED' });
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${startup.key}` })).statusCode).toBe(
      200,
    );
    expect(await publicJobTitles(marker)).toEqual([`${marker} platform engineer`]);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` })).statusCode).toBe(200);
    const conflict = expectError(
      await admin.post(`/api/admin/startups/${startup.key}/publish`),
      409,
      'CONFLICT',
    );
    expect(conflict.message).toBe(PROFILE_ALREADY_PUBLISHED_MESSAGE);

    const rows = await auditRowsFor(startup.id);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['profile.unpublish', { status: 'PUBLISHED' }, { status: 'DRAFT' }],
      ['profile.publish', { status: 'DRAFT' }, { status: 'PUBLISHED' }],
    ]);
    expect(rows[0]).toMatchObject({
      actorUserId: adminUser.id,
      actorEmail: adminUser.email,
      objectType: 'company',
      objectLabel: startup.name,
    });
  });

  it('sets the platform flags: an impact-only startup leaves the main site and shows on the impact site', async () => {
    const response = await admin.put(`/api/admin/startups/${startup.key}/platforms`, {
      main: false,
      impact: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ platform: { main: false, impact: true } });
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/companies/${startup.key}` }),
      404,
      'NOT_FOUND',
    );
    const impact = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${startup.key}`,
      headers: { host: IMPACT_HOST },
    });
    expect(impact.statusCode).toBe(200);
    const [row] = (await auditRowsFor(startup.id)).filter((entry) => entry.action === 'profile.setPlatforms');
    expect(row).toMatchObject({
      before: { main: true, impact: false },
      after: { main: false, impact: true },
    });
    await admin.put(`/api/admin/startups/${startup.key}/platforms`, { main: true, impact: false });
  });

  it('unpublishes an investor and sets its flags, audited as an investor', async () => {
    const response = await admin.post(`/api/admin/investors/${investorKey}/unpublish`);
    expect(response.json()).toEqual({ status: 'DRAFT' });
    const flags = await admin.put(`/api/admin/investors/${investorKey}/platforms`, {
      main: true,
      impact: true,
    });
    expect(flags.statusCode, flags.body).toBe(200);
    const [stored] = await t.deps.db.select().from(investors).where(eq(investors.id, investorId));
    expect(stored).toMatchObject({ status: 'DRAFT', platform: { main: true, impact: true } });
    const rows = await auditRowsFor(investorId);
    expect(rows.map((row) => [row.objectType, row.action])).toEqual([
      ['investor', 'profile.unpublish'],
      ['investor', 'profile.setPlatforms'],
    ]);
  });

  it('refuses an unknown key and a body that is not two flags: no change, no audit row', async () => {
    const before = await auditCount();
    expectError(await admin.post('/api/admin/startups/no-such-startup/unpublish'), 404, 'NOT_FOUND');
    expectError(await admin.post('/api/admin/investors/no-such-investor/publish'), 404, 'NOT_FOUND');
    expectError(
      await admin.put('/api/admin/startups/no-such-startup/platforms', { main: true, impact: true }),
      404,
      'NOT_FOUND',
    );
    for (const body of [
      { main: 'yes', impact: true },
      { main: true },
      { main: true, impact: false, extra: 1 },
    ]) {
      const refused = expectError(
        await admin.put(`/api/admin/startups/${startup.key}/platforms`, body),
        422,
        'VALIDATION',
      );
      expect(Object.keys(refused.fieldErrors ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect(await auditCount()).toBe(before);
    const [stored] = await t.deps.db
      .select({ platform: companies.platform, status: companies.status })
      .from(companies)
      .where(and(eq(companies.id, startup.id)));
    expect(stored).toEqual({ platform: { main: true, impact: false }, status: 'PUBLISHED' });
  });

  it('answers 404 to a member of the startup, who is no admin, and writes nothing', async () => {
    const client = createSessionClient(t.app);
    await client.post('/api/users/sign-in', { email: member.email, password: member.password });
    const before = await auditCount();
    expectError(await client.post(`/api/admin/startups/${startup.key}/unpublish`), 404, 'NOT_FOUND');
    expectError(await client.get(`/api/admin/startups/${startup.key}`), 404, 'NOT_FOUND');
    expect(await auditCount()).toBe(before);
  });
});
