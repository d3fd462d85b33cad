/**
 * The privacy centre over HTTP (issue 9 scope 8): the export (JSON and CSV attachments, never
 * cached) holds the person's application, saved jobs and the rest of their data and nothing of other
 * people; deleting talent data needs the password, anonymises the applications (the startup keeps an
 * anonymous card) and deletes the CV files; the retention rule anonymises a rejected application 24
 * months after the decision exactly once, even with two runs at the same moment, and leaves a younger
 * one alone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_PASSWORD_MESSAGE,
  PrivacyExport,
  RetentionRunSummary,
  TalentDataDeleted,
} from '#domain/privacy/privacy.schema.ts';
import { ANONYMISED_CANDIDATE_NAME } from '#domain/privacy/retention.ts';
import { INCORRECT_PASSWORD_MESSAGE } from '#domain/users/account.schema.ts';
import type { FileStorage } from '#server/adapters/storage/local-disk-storage.ts';
import {
  applicants,
  applicationEvents,
  applications,
  companyFollows,
  digestSubscriptions,
  jobInterests,
  jobSaves,
  savedSearches,
  uploads,
  users,
} from '#server/db/schema/index.ts';
import {
  addCompanyMember,
  addDays,
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
  type JobRow,
  type UserRow,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let fileCount = 0;

describe.each(BACKENDS)('privacy centre API [%s]', (backend) => {
  let t: TestApp;
  let storage: FileStorage;
  let startup: CompanyRow;
  let job: JobRow;
  let otherJob: JobRow;

  async function storeCv(): Promise<string> {
    fileCount += 1;
    const key = `cvs/test-${backend}-${fileCount}-${Date.now()}.pdf`;
    await storage.write(key, PDF);
    return key;
  }

  /** An application as the apply flow stores it, with its CV file and first event. */
  async function apply(
    user: UserRow | null,
    target: JobRow,
    overrides: Partial<typeof applications.$inferInsert> = {},
  ) {
    const cvFile = await storeCv();
    const [row] = await t.deps.db
      .insert(applications)
      .values({
        jobId: target.id,
        userId: user?.id ?? null,
        name: user ? `${user.firstName} ${user.lastName}` : 'Somebody Else',
        email: user?.email ?? 'somebody@example.test',
        phone: '+45 11 22 33 44',
        linkedinUrl: 'https://www.linkedin.com/in/someone',
        coverNote: 'I would love to build this with you.',
        cvFile,
        cvFileName: 'cv.pdf',
        createdAt: addDays(TEST_NOW, -10),
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('application not stored');
    await t.deps.db.insert(applicationEvents).values({
      applicationId: row.id,
      toStage: 'applied',
      reason: 'applied',
      actor: 'talent',
      userId: user?.id ?? null,
      at: row.createdAt,
    });
    return row;
  }

  /** A talent with a quick-apply profile and CV, an application, a save, an interest, a search, a digest. */
  async function talentWithData() {
    const user = await insertUser(t.deps.db);
    const profileCv = await storeCv();
    await t.deps.db.insert(applicants).values({
      userId: user.id,
      name: 'Ada Talent',
      email: user.email,
      phone: '+45 99 88 77 66',
      cvFile: profileCv,
      cvFileName: 'ada-cv.pdf',
      cvUploadedAt: addDays(TEST_NOW, -20),
      intro: 'Backend developer.',
      preferredCountryCodes: ['DK'],
      preferredRoles: ['backenddeveloper'],
    });
    await t.deps.db.insert(uploads).values({
      storageKey: profileCv,
      ownerUserId: user.id,
      kind: 'cv',
      contentType: 'application/pdf',
      bytes: PDF.length,
    });
    const application = await apply(user, job, { stage: 'toreject' });
    await t.deps.db.insert(applicationEvents).values([
      {
        applicationId: application.id,
        fromStage: 'applied',
        toStage: 'custom',
        reason: 'move',
        actor: 'member',
        at: addDays(TEST_NOW, -5),
      },
      {
        applicationId: application.id,
        fromStage: 'custom',
        toStage: 'toreject',
        reason: 'move',
        actor: 'member',
        at: addDays(TEST_NOW, -2),
      },
    ]);
    await t.deps.db.insert(jobSaves).values({ userId: user.id, jobId: otherJob.id });
    await t.deps.db.insert(jobInterests).values({ userId: user.id, jobId: job.id });
    await t.deps.db.insert(companyFollows).values({ userId: user.id, companyId: startup.id });
    await t.deps.db
      .insert(savedSearches)
      .values({ userId: user.id, key: `k-${user.id}`, filters: { search: 'golang' } });
    await t.deps.db.insert(digestSubscriptions).values({
      email: user.email.toUpperCase(),
      settingsKey: `settings-${user.id}`,
      locations: ['DK'],
    });
    return { user, profileCv, application };
  }

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { DIGEST_RUN_ROUTE: 'true' } });
    storage = t.app.deps.storage as FileStorage;
    startup = await insertCompany(t.deps.db, { name: 'Privatbolag' });
    job = await insertJob(t.deps.db, startup, { title: 'Platform engineer' });
    otherJob = await insertJob(t.deps.db, startup, { title: 'Data engineer' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("exports the person's data as JSON and CSV attachments, and nothing of other people", async () => {
    const { user, application } = await talentWithData();
    // A startup the talent belongs to, with another member whose address must not leak.
    const team = await insertCompany(t.deps.db, { name: 'Teambolag' });
    const colleague = await insertUser(t.deps.db, { email: `colleague-${Date.now()}@example.test` });
    await addCompanyMember(t.deps.db, team, user);
    await addCompanyMember(t.deps.db, team, colleague);
    // Somebody else's application and saved job.
    const stranger = await insertUser(t.deps.db, { email: `stranger-${Date.now()}@example.test` });
    await apply(stranger, otherJob);
    await t.deps.db.insert(jobSaves).values({ userId: stranger.id, jobId: job.id });

    const client = await signedInClient(t.app, user);
    const response = await client.get('/api/users/me/export.json');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="nordhub-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = parseJson(response, PrivacyExport);
    expect(data.account).toMatchObject({ id: user.id, email: user.email, hasPassword: true });
    expect(data.talentProfile).toMatchObject({
      name: 'Ada Talent',
      cvFileName: 'ada-cv.pdf',
      preferredRoles: ['backenddeveloper'],
    });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      id: application.id,
      job: { id: job.id, title: 'Platform engineer', startup: 'Privatbolag' },
      // The startup's private columns read as the candidate sees them.
      status: 'In review',
      coverNote: 'I would love to build this with you.',
      cvFileName: 'cv.pdf',
    });
    expect(data.applications[0]?.events.map((e) => e.status)).toEqual(['Applied', 'In review']);
    expect(data.savedJobs.map((s) => s.jobId)).toEqual([otherJob.id]);
    expect(data.interests.map((s) => s.jobId)).toEqual([job.id]);
    expect(data.follows.map((f) => f.startup)).toEqual(['Privatbolag']);
    expect(data.savedSearches).toEqual([expect.objectContaining({ search: 'golang' })]);
    expect(data.digestSubscriptions).toEqual([expect.objectContaining({ locations: ['DK'] })]);
    expect(data.memberships.startups.map((s) => s.name)).toEqual(['Teambolag']);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(response.body).not.toContain(colleague.email);
    expect(response.body).not.toContain(stranger.email);
    expect(response.body).not.toContain('settings-');

    const csv = await client.get('/api/users/me/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="nordhub-my-data-.*\.csv"$/);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('section,item,field,value');
    expect(lines).toContain(`applications,1,job.id,${job.id}`);
    expect(lines).toContain('applications,1,status,In review');
    expect(lines).toContain(`savedJobs,1,jobId,${otherJob.id}`);
    expect(lines).toContain('memberships,,startups.1.name,Teambolag');
    expect(csv.body).not.toContain(colleague.email);
    expect(csv.body).not.toContain(stranger.email);

    expectError(await createSessionClient(t.app).get('/api/users/me/export.json'), 401, 'UNAUTHORIZED');
    expectError(await createSessionClient(t.app).get('/api/users/me/export.csv'), 401, 'UNAUTHORIZED');
  });

  it('deletes talent data with the password: anonymous cards for the startup, CV files gone', async () => {
    const { user, profileCv, application } = await talentWithData();
    const stranger = await insertUser(t.deps.db);
    const strangers = await apply(stranger, job);
    const client = await signedInClient(t.app, user);
    // A member of the startup reads the CV through the pipeline before, and gets a 404 after.
    const member = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, startup, member);
    const recruiter = await signedInClient(t.app, member);
    const cvUrl = `/api/companies/${startup.key}/applications/${application.id}/cv`;
    expect((await recruiter.get(cvUrl)).statusCode).toBe(200);

    const wrong = await client.post('/api/users/me/talent-data/delete', { password: 'Wrong-password-1!' });
    expect(expectError(wrong, 422, 'VALIDATION').fieldErrors?.password).toEqual([INCORRECT_PASSWORD_MESSAGE]);
    const [untouched] = await t.deps.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(untouched?.anonymizedAt).toBeNull();
    expect(await storage.exists(application.cvFile as string)).toBe(true);

    const response = await client.post('/api/users/me/talent-data/delete', { password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(parseJson(response, TalentDataDeleted)).toEqual({
      anonymizedApplications: 1,
      deletedFiles: 2,
      removedSavedJobs: 1,
      removedInterests: 1,
      removedSavedSearches: 1,
    });

    // The startup still has the card, its stage and dates, and nothing that names the person.
    const [card] = await t.deps.db.select().from(applications).where(eq(applications.id, application.id));
    expect(card).toMatchObject({
      jobId: job.id,
      stage: 'toreject',
      name: ANONYMISED_CANDIDATE_NAME,
      email: '',
      phone: null,
      linkedinUrl: null,
      coverNote: null,
      cvFile: null,
      cvFileName: null,
      userId: null,
    });
    expect(card?.anonymizedAt).toEqual(t.deps.now());
    expect(card?.createdAt).toEqual(application.createdAt);
    expect(await storage.exists(application.cvFile as string)).toBe(false);
    expect(await storage.exists(profileCv)).toBe(false);
    expectError(await recruiter.get(cvUrl), 404, 'NOT_FOUND');
    const board = (await recruiter.get(`/api/companies/${startup.key}/applicants?job=${job.id}`)).json() as {
      applicants: { id: string; name: string | null }[];
    };
    const anonymousCard = board.applicants.find((a) => a.id === application.id);
    expect(anonymousCard).toBeDefined();
    expect(anonymousCard?.name).toBeNull();
    expect(await t.deps.db.select().from(uploads).where(eq(uploads.storageKey, profileCv))).toHaveLength(0);
    const [profile] = await t.deps.db.select().from(applicants).where(eq(applicants.userId, user.id));
    expect(profile).toMatchObject({ cvFile: null, name: null, phone: null, intro: null, preferredRoles: [] });
    expect(await t.deps.db.select().from(jobSaves).where(eq(jobSaves.userId, user.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(jobInterests).where(eq(jobInterests.userId, user.id))).toHaveLength(
      0,
    );
    expect(
      await t.deps.db.select().from(savedSearches).where(eq(savedSearches.userId, user.id)),
    ).toHaveLength(0);
    const talentEvents = await t.deps.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id));
    expect(talentEvents).toHaveLength(3);
    expect(talentEvents.every((event) => event.userId === null)).toBe(true);

    // Somebody else's application and CV are untouched; the account itself stays.
    const [other] = await t.deps.db.select().from(applications).where(eq(applications.id, strangers.id));
    expect(other?.anonymizedAt).toBeNull();
    expect(await storage.exists(strangers.cvFile as string)).toBe(true);
    expect((await client.get('/api/users/me')).statusCode).toBe(200);
    const exported = parseJson(await client.get('/api/users/me/export.json'), PrivacyExport);
    expect(exported.applications).toEqual([]);
    expect(exported.savedJobs).toEqual([]);
  });

  it('asks an account without a password to set one first', async () => {
    const user = await insertUser(t.deps.db);
    const client = await signedInClient(t.app, user);
    await t.deps.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const response = await client.post('/api/users/me/talent-data/delete', { password: 'anything' });
    expect(expectError(response, 422, 'VALIDATION').fieldErrors?.password).toEqual([NO_PASSWORD_MESSAGE]);
  });

  it('anonymises a rejected application 24 months after the decision, exactly once, and leaves a younger one', async () => {
    const run = (client: SessionClient, now: Date) =>
      client.post('/api/dev/applications/retention', { now: now.toISOString() });
    const client = createSessionClient(t.app);
    // Whatever the demo data has due goes first, so the runs below count only this test's rows.
    expect((await run(client, TEST_NOW)).statusCode).toBe(200);

    const talent = await insertUser(t.deps.db);
    const old = await apply(talent, job, { stage: 'rejected', decidedAt: addDays(TEST_NOW, -735) });
    const young = await apply(talent, otherJob, { stage: 'rejected', decidedAt: addDays(TEST_NOW, -700) });
    const hired = await apply(null, otherJob, { stage: 'hired', decidedAt: addDays(TEST_NOW, -800) });

    const [first, second] = await Promise.all([
      run(client, TEST_NOW),
      run(createSessionClient(t.app), TEST_NOW),
    ]);
    const summaries = [parseJson(first!, RetentionRunSummary), parseJson(second!, RetentionRunSummary)];
    expect(summaries.reduce((sum, s) => sum + s.anonymized, 0)).toBe(1);
    expect(summaries.reduce((sum, s) => sum + s.deletedFiles, 0)).toBe(1);

    const [oldRow] = await t.deps.db.select().from(applications).where(eq(applications.id, old.id));
    expect(oldRow).toMatchObject({
      name: ANONYMISED_CANDIDATE_NAME,
      email: '',
      cvFile: null,
      userId: null,
      stage: 'rejected',
    });
    expect(oldRow?.anonymizedAt).toEqual(TEST_NOW);
    expect(await storage.exists(old.cvFile as string)).toBe(false);
    for (const kept of [young, hired]) {
      const [row] = await t.deps.db.select().from(applications).where(eq(applications.id, kept.id));
      expect(row?.anonymizedAt).toBeNull();
      expect(row?.cvFile).toBe(kept.cvFile);
      expect(await storage.exists(kept.cvFile as string)).toBe(true);
    }
    expect(parseJson(await run(client, TEST_NOW), RetentionRunSummary)).toEqual({
      anonymized: 0,
      deletedFiles: 0,
    });
    // Five weeks on, the younger one is due too.
    expect(parseJson(await run(client, addDays(TEST_NOW, 36)), RetentionRunSummary).anonymized).toBe(1);
  });
});
