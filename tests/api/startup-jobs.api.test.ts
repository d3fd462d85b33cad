/**
 * The startup portal's jobs over HTTP (issue 8): the job lifecycle of docs/product.md, Job lifecycle (draft,
 * publish with the free plan's one slot, waiting for payment, pause, resume, scheduled expiry with
 * two workers, renew), pay transparency with an injected clock, edits of live jobs, the boost
 * report, jobs made on a startup's behalf, the "still hiring?" mail and its one-click link, talent
 * reports, and a member of startup A getting a 404 for every route on startup B's jobs.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobList } from '#domain/jobs/job.schema.ts';
import { PUBLISH_DESCRIPTION_MESSAGE, PUBLISH_ROLES_MESSAGE } from '#domain/jobs/job-publish-rules.ts';
import { JobReport, MemberJob, MemberJobList } from '#domain/jobs/member-job.schema.ts';
import { PAY_RANGE_REQUIRED_MESSAGE } from '#domain/jobs/pay-transparency.ts';
import { openDatabase } from '#server/db/client.ts';
import {
  companyPlans,
  jobBoosts,
  jobEvents,
  jobReports,
  jobs,
  jobViewsDaily,
  outboxEmails,
} from '#server/db/schema/index.ts';
import { expireJobs } from '#server/services/startup-jobs/expire-jobs.ts';
import { addCompanyMember, addDays, insertCompany, insertJob, insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const DAY_MS = 86_400_000;

/** A job a Danish startup can publish today (a description, a place, a role). */
function completeJob(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Backend developer',
    description: 'You will build our payment platform in Go and PostgreSQL.',
    positionType: 'fulltime',
    roles: ['backenddeveloper'],
    locationLocality: 'Copenhagen',
    locationCountry: 'DK',
    salaryType: 'range',
    salaryMin: 45_000,
    salaryMax: 60_000,
    salaryCurrency: 'DKK',
    salaryPeriod: 'month',
    ...overrides,
  };
}

describe.each(BACKENDS)('startup jobs API [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { DIGEST_RUN_ROUTE: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A fresh published startup (country as given) with one signed-in member. */
  async function startupWithMember(countryCode = 'DK') {
    const company = await insertCompany(t.deps.db, { countryCode, countryCodes: [countryCode] });
    const user = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, company, user);
    return { company, user, client: await signedInClient(t.app, user) };
  }

  async function createJob(client: SessionClient, key: string, body: Record<string, unknown>) {
    return client.post(`/api/companies/${key}/jobs`, body);
  }

  async function statusOf(jobId: string) {
    const [row] = await t.deps.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
    return row?.status;
  }

  async function eventsOf(jobId: string) {
    return t.deps.db
      .select({ from: jobEvents.fromStatus, to: jobEvents.toStatus, reason: jobEvents.reason })
      .from(jobEvents)
      .where(eq(jobEvents.jobId, jobId))
      .orderBy(jobEvents.at);
  }

  describe('lifecycle', () => {
    it('saves a draft with just a title, and refuses to publish it until the job is complete', async () => {
      const { company, client } = await startupWithMember();
      const created = await createJob(client, company.key, { title: 'Designer' });
      expect(created.statusCode, created.body).toBe(201);
      const { job, outcome } = created.json() as { job: MemberJob; outcome: string };
      expect(outcome).toBe('DRAFT');
      expect(MemberJob.parse(job)).toMatchObject({
        title: 'Designer',
        status: 'DRAFT',
        actions: ['publish'],
      });

      const refused = await client.post(`/api/companies/${company.key}/jobs/${job.id}/publish`, {});
      const error = expectError(refused, 422, 'VALIDATION');
      expect(error.fieldErrors?.description).toEqual([PUBLISH_DESCRIPTION_MESSAGE]);
      expect(error.fieldErrors?.roles).toEqual([PUBLISH_ROLES_MESSAGE]);
      expect(await statusOf(job.id)).toBe('DRAFT');
    });

    it('publishes the first job for free: ACTIVE, approved now, expiring in 60 days, in search', async () => {
      const { company, client } = await startupWithMember();
      const response = await createJob(client, company.key, { ...completeJob(), publish: true });
      expect(response.statusCode, response.body).toBe(201);
      const { job, outcome } = response.json() as { job: MemberJob; outcome: string };
      expect(outcome).toBe('ACTIVE');
      expect(job.approvedAt).toBe(TEST_NOW.toISOString());
      expect(job.expirationDate).toBe(new Date(TEST_NOW.getTime() + 60 * DAY_MS).toISOString());
      expect(job.actions).toEqual(['pause', 'boost']);

      const search = parseJson(
        await t.app.inject(`/api/jobs?q=${encodeURIComponent(company.name)}`),
        JobList,
      );
      expect(search.jobs.map((j) => j.id)).toContain(job.id);
      expect(await eventsOf(job.id)).toEqual([
        { from: null, to: 'DRAFT', reason: 'created' },
        { from: 'DRAFT', to: 'ACTIVE', reason: 'publish' },
      ]);
    });

    it('sends a second job to payment while the free slot is taken, and never to search', async () => {
      const { company, client } = await startupWithMember();
      await createJob(client, company.key, { ...completeJob(), publish: true });
      const second = await createJob(client, company.key, {
        ...completeJob({ title: 'Frontend developer' }),
        publish: true,
      });
      const { job, outcome } = second.json() as { job: MemberJob; outcome: string };
      expect(outcome).toBe('PENDING_PAYMENT');
      expect(job.actions).toEqual(['pay', 'publish']);
      const search = parseJson(
        await t.app.inject(`/api/jobs?q=${encodeURIComponent(company.name)}`),
        JobList,
      );
      expect(search.jobs.map((j) => j.id)).not.toContain(job.id);
    });

    it('lets only one of two drafts published at the same moment take the free slot', async () => {
      const { company, client } = await startupWithMember();
      const drafts = await Promise.all(
        ['One', 'Two'].map(async (title) => {
          const created = await createJob(client, company.key, completeJob({ title }));
          return (created.json() as { job: MemberJob }).job.id;
        }),
      );
      const results = await Promise.all(
        drafts.map((id) => client.post(`/api/companies/${company.key}/jobs/${id}/publish`, {})),
      );
      const outcomes = results.map((r) => (r.json() as { outcome: string }).outcome).sort();
      expect(outcomes).toEqual(['ACTIVE', 'PENDING_PAYMENT']);
    });

    it('with a running plan publishes every job', async () => {
      const { company, client } = await startupWithMember();
      await t.deps.db.insert(companyPlans).values({
        companyId: company.id,
        startsAt: addDays(TEST_NOW, -10),
        endsAt: addDays(TEST_NOW, 355),
      });
      const outcomes = [];
      for (const title of ['A', 'B', 'C']) {
        const response = await createJob(client, company.key, { ...completeJob({ title }), publish: true });
        outcomes.push((response.json() as { outcome: string }).outcome);
      }
      expect(outcomes).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
    });

    it('pauses (out of search) and resumes a job, keeping when it was first published', async () => {
      const { company, client } = await startupWithMember();
      const created = await createJob(client, company.key, { ...completeJob(), publish: true });
      const { job } = created.json() as { job: MemberJob };

      const paused = await client.post(`/api/companies/${company.key}/jobs/${job.id}/pause`, {});
      expect((paused.json() as { outcome: string }).outcome).toBe('STOPPED');
      const search = parseJson(
        await t.app.inject(`/api/jobs?q=${encodeURIComponent(company.name)}`),
        JobList,
      );
      expect(search.jobs.map((j) => j.id)).not.toContain(job.id);
      expectError(
        await client.post(`/api/companies/${company.key}/jobs/${job.id}/pause`, {}),
        409,
        'CONFLICT',
      );

      t.setNow(new Date(TEST_NOW.getTime() + DAY_MS));
      try {
        const resumed = await client.post(`/api/companies/${company.key}/jobs/${job.id}/resume`, {});
        const body = resumed.json() as { job: MemberJob; outcome: string };
        expect(body.outcome).toBe('ACTIVE');
        expect(body.job.approvedAt).toBe(TEST_NOW.toISOString());
        expect(body.job.expirationDate).toBe(job.expirationDate);
      } finally {
        t.setNow(TEST_NOW);
      }
    });

    it('keeps a live job publishable: an edit that empties the description is refused', async () => {
      const { company, client } = await startupWithMember();
      const { job } = (await createJob(client, company.key, { ...completeJob(), publish: true })).json() as {
        job: MemberJob;
      };
      const refused = await client.put(
        `/api/companies/${company.key}/jobs/${job.id}`,
        completeJob({ description: '' }),
      );
      expect(expectError(refused, 422, 'VALIDATION').fieldErrors?.description).toEqual([
        PUBLISH_DESCRIPTION_MESSAGE,
      ]);
      const saved = await client.put(
        `/api/companies/${company.key}/jobs/${job.id}`,
        completeJob({
          title: 'Senior backend developer',
          visaSponsorship: true,
          equityType: 'percentage',
          equityMin: 0.1,
          equityMax: 0.5,
          equityInstrument: 'options',
          equityVestingMonths: 48,
          equityCliffMonths: 12,
        }),
      );
      expect(parseJson(saved, MemberJob)).toMatchObject({
        title: 'Senior backend developer',
        status: 'ACTIVE',
        visaSponsorship: true,
        equityInstrument: 'options',
        equityMin: 0.1,
        equityMax: 0.5,
      });
      const page = parseJson(
        await t.app.inject(`/api/jobs/${job.id}`),
        MemberJob.pick({ id: true }).passthrough(),
      );
      expect(page).toMatchObject({
        equityTerms: { instrument: 'options', vestingMonths: 48, cliffMonths: 12 },
        relocation: { visaSponsorship: true, relocationHelp: false, openToNonEu: false },
      });
    });

    it('answers field errors for a malformed job', async () => {
      const { company, client } = await startupWithMember();
      const response = await createJob(client, company.key, {
        title: '',
        salaryType: 'range',
        salaryMin: 60_000,
        salaryMax: 40_000,
        receiveApplicants: 'email',
        applyEmail: 'not-an-address',
        expirationDate: '2026-02-30',
      });
      const error = expectError(response, 422, 'VALIDATION');
      expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual(
        ['applyEmail', 'expirationDate', 'salaryCurrency', 'salaryMax', 'salaryPeriod', 'title'].sort(),
      );
      const [{ n }] = (await t.deps.db
        .select({ n: count() })
        .from(jobs)
        .where(eq(jobs.companyId, company.id))) as [{ n: number }];
      expect(Number(n)).toBe(0);
    });
  });

  describe('expiry', () => {
    it('moves past-date jobs to EXPIRED exactly once, even with two workers at the same moment', async () => {
      const company = await insertCompany(t.deps.db);
      const due = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          insertJob(t.deps.db, company, {
            status: i % 3 === 0 ? 'STOPPED' : 'ACTIVE',
            approvedAt: addDays(TEST_NOW, -70),
            expirationDate: addDays(TEST_NOW, -1 - (i % 4)),
          }),
        ),
      );
      const notDue = await insertJob(t.deps.db, company, { expirationDate: addDays(TEST_NOW, 3) });
      // A second worker: its own connection to the same database (PGlite has one connection per process).
      const other = t.deps.env.DATABASE_URL
        ? await openDatabase({ databaseUrl: t.deps.env.DATABASE_URL, pgliteDir: 'memory://', poolMax: 2 })
        : null;
      try {
        const now = () => TEST_NOW;
        const results = await Promise.all([
          expireJobs({ db: t.deps.db, now }),
          expireJobs({ db: other?.db ?? t.deps.db, now }),
        ]);
        expect(results[0].expired + results[1].expired).toBeGreaterThanOrEqual(due.length);
      } finally {
        await other?.close();
      }
      for (const job of due) {
        expect(await statusOf(job.id)).toBe('EXPIRED');
        const events = (await eventsOf(job.id)).filter((e) => e.to === 'EXPIRED');
        expect(events).toHaveLength(1);
      }
      expect(await statusOf(notDue.id)).toBe('ACTIVE');
      expect((await eventsOf(notDue.id)).length).toBe(0);
    });

    it('renews an expired job with a new date (plan room needed), and refuses a date beyond 120 days', async () => {
      const { company, client } = await startupWithMember('SE');
      const expired = await insertJob(t.deps.db, company, {
        ...completeJob({ locationCountry: 'SE', salaryCurrency: 'SEK' }),
        status: 'EXPIRED',
        approvedAt: addDays(TEST_NOW, -80),
        expirationDate: addDays(TEST_NOW, -20),
      });
      const far = new Date(TEST_NOW.getTime() + 121 * DAY_MS).toISOString().slice(0, 10);
      const tooFar = await client.post(`/api/companies/${company.key}/jobs/${expired.id}/renew`, {
        expirationDate: far,
      });
      expect(expectError(tooFar, 422, 'VALIDATION').fieldErrors?.expirationDate).toEqual([
        'Please choose a date at most 120 days from today',
      ]);
      const date = new Date(TEST_NOW.getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
      const renewed = await client.post(`/api/companies/${company.key}/jobs/${expired.id}/renew`, {
        expirationDate: date,
      });
      const body = renewed.json() as { job: MemberJob; outcome: string };
      expect(body.outcome).toBe('ACTIVE');
      expect(body.job.expirationDate).toBe(`${date}T23:59:59.000Z`);
    });
  });

  describe('pay transparency (clock injected)', () => {
    const beforeRule = new Date('2026-12-31T12:00:00.000Z');
    const afterRule = new Date('2027-01-02T12:00:00.000Z');
    const competitive = completeJob({ salaryType: 'competitive' });

    async function publishAt(now: Date, body: Record<string, unknown>, countryCode = 'DK') {
      // Signed in at that instant too: a session from the seed's clock would have expired by then.
      t.setNow(now);
      try {
        const { company, client } = await startupWithMember(countryCode);
        return await createJob(client, company.key, { ...body, publish: true });
      } finally {
        t.setNow(TEST_NOW);
      }
    }

    it('refuses a DK job without a salary range once the DK rule applies', async () => {
      const refused = await publishAt(afterRule, competitive);
      expect(expectError(refused, 422, 'VALIDATION').fieldErrors?.salaryType).toEqual([
        PAY_RANGE_REQUIRED_MESSAGE,
      ]);
    });

    it('publishes it before the date, with a range, or with a collective agreement', async () => {
      expect((await publishAt(beforeRule, competitive)).statusCode).toBe(201);
      expect((await publishAt(afterRule, completeJob())).statusCode).toBe(201);
      const agreement = await publishAt(afterRule, {
        ...competitive,
        collectiveAgreement: 'IT-overenskomsten (PROSA)',
      });
      expect(agreement.statusCode, agreement.body).toBe(201);
    });

    it('asks nothing of a job in Sweden, and follows a remote job to its startup’s country', async () => {
      expect((await publishAt(afterRule, { ...competitive, locationCountry: 'SE' }, 'SE')).statusCode).toBe(
        201,
      );
      const remote = await publishAt(
        afterRule,
        { ...competitive, locationCountry: '', isRemote: true },
        'DK',
      );
      expect(expectError(remote, 422, 'VALIDATION').fieldErrors?.salaryType).toEqual([
        PAY_RANGE_REQUIRED_MESSAGE,
      ]);
    });
  });

  describe('boost report', () => {
    it('splits views and applicants into boosted and organic days and prices a boosted view', async () => {
      const { company, client } = await startupWithMember();
      const job = await insertJob(t.deps.db, company, {
        approvedAt: addDays(TEST_NOW, -4),
        createdAt: addDays(TEST_NOW, -5),
        expirationDate: addDays(TEST_NOW, 50),
      });
      const day = (n: number) => new Date(TEST_NOW.getTime() + n * DAY_MS).toISOString().slice(0, 10);
      await t.deps.db.insert(jobViewsDaily).values([
        { jobId: job.id, day: day(-4), count: 10 },
        { jobId: job.id, day: day(-3), count: 12 },
        { jobId: job.id, day: day(-2), count: 90 },
        { jobId: job.id, day: day(-1), count: 80 },
      ]);
      await t.deps.db.insert(jobBoosts).values({
        jobId: job.id,
        startsAt: new Date(`${day(-2)}T06:00:00Z`),
        endsAt: addDays(TEST_NOW, 28),
        amount: 59_900,
        currency: 'DKK',
      });
      const report = parseJson(
        await client.get(`/api/companies/${company.key}/jobs/${job.id}/report`),
        JobReport,
      );
      expect(report.days.map((d) => [d.day, d.views, d.isBoosted])).toEqual([
        [day(-4), 10, false],
        [day(-3), 12, false],
        [day(-2), 90, true],
        [day(-1), 80, true],
        [day(0), 0, true],
      ]);
      expect(report.boosted).toEqual({ days: 3, views: 170, applicants: 0 });
      expect(report.organic).toEqual({ days: 2, views: 22, applicants: 0 });
      expect(report.costPerView).toBe(352);
    });
  });

  describe("jobs made on a startup's behalf", () => {
    it('wait for a member to approve them, and only admins can make them', async () => {
      const { company, user, client } = await startupWithMember();
      const admin = await signedInClient(t.app, await insertUser(t.deps.db, { isAdmin: true }));
      const created = await admin.post(
        `/api/admin/companies/${company.key}/jobs`,
        completeJob({ title: 'Imported role' }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const job = parseJson(created, MemberJob);
      expect(job).toMatchObject({
        status: 'PENDING_COMPANY_APPROVAL',
        source: 'admin',
        actions: ['approve'],
      });
      const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
      expect(mails.map((m) => m.subject)).toContain('Approve your job: Imported role');

      expectError(
        await client.post(`/api/admin/companies/${company.key}/jobs`, completeJob()),
        404,
        'NOT_FOUND',
      );
      const approved = await client.post(`/api/companies/${company.key}/jobs/${job.id}/approve`, {});
      expect((approved.json() as { outcome: string }).outcome).toBe('ACTIVE');
    });
  });

  describe('"still hiring?"', () => {
    it('mails the members once, five days ahead, and the signed link extends the job once', async () => {
      const { company, user } = await startupWithMember();
      const expiresAt = addDays(TEST_NOW, 4);
      const job = await insertJob(t.deps.db, company, {
        approvedAt: addDays(TEST_NOW, -56),
        expirationDate: expiresAt,
      });
      const runs = await Promise.all(
        [0, 1].map(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/dev/jobs/remind',
            payload: { now: TEST_NOW.toISOString() },
          }),
        ),
      );
      for (const run of runs) expect(run.statusCode, run.body).toBe(200);
      const mails = await t.deps.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, user.email), eq(outboxEmails.kind, 'company_jobexpiring')));
      expect(mails).toHaveLength(1);
      const link = /https?:\/\/[^\s]+\/jobs\/[0-9a-f-]+\/still-hiring\?token=[^\s]+/.exec(
        mails[0]?.text ?? '',
      )?.[0];
      expect(link).toBeDefined();
      const token = decodeURIComponent(new URL(link as string).searchParams.get('token') ?? '');

      const clicks = await Promise.all(
        [0, 1].map(() => createSessionClient(t.app).post('/api/jobs/still-hiring', { token })),
      );
      for (const click of clicks) expect(click.statusCode, click.body).toBe(200);
      const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row?.expirationDate?.toISOString()).toBe(addDays(expiresAt, 30).toISOString());
      const extends_ = (await eventsOf(job.id)).filter((e) => e.reason === 'extend');
      expect(extends_).toHaveLength(1);
      const again = await t.app.inject(`/api/jobs/still-hiring?token=${encodeURIComponent(token)}`);
      expect((again.json() as { state: string }).state).toBe('extended');
      expectError(await t.app.inject('/api/jobs/still-hiring?token=forged'), 404, 'NOT_FOUND');
    });
  });

  describe('talent reports', () => {
    it('put a job in front of its startup and the admins at three reports from different people, once', async () => {
      const { company, user } = await startupWithMember();
      const job = await insertJob(t.deps.db, company, { expirationDate: addDays(TEST_NOW, 20) });
      const talents = await Promise.all(
        [0, 1, 2, 3].map(async () => signedInClient(t.app, await insertUser(t.deps.db))),
      );
      const first = talents[0] as SessionClient;
      expect((await first.post(`/api/jobs/${job.id}/report`, { reason: 'filled' })).statusCode).toBe(200);
      const repeated = await first.post(`/api/jobs/${job.id}/report`, { reason: 'dead' });
      expect(repeated.json()).toEqual({ reported: true, reports: 1 });
      for (const talent of talents.slice(1))
        await talent.post(`/api/jobs/${job.id}/report`, { reason: 'dead' });

      const [row] = await t.deps.db
        .select({ reportedAt: jobs.reportedAt })
        .from(jobs)
        .where(eq(jobs.id, job.id));
      expect(row?.reportedAt).not.toBeNull();
      const notices = await t.deps.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, user.email), eq(outboxEmails.kind, 'job_reported')));
      expect(notices).toHaveLength(1);
      const [{ n }] = (await t.deps.db
        .select({ n: count() })
        .from(jobReports)
        .where(eq(jobReports.jobId, job.id))) as [{ n: number }];
      expect(Number(n)).toBe(4);
      const member = await signedInClient(t.app, user);
      const list = parseJson(await member.get(`/api/companies/${company.key}/jobs`), MemberJobList);
      expect(list.jobs.find((j) => j.id === job.id)).toMatchObject({ reports: 4, isReported: true });
      expectError(
        await createSessionClient(t.app).post(`/api/jobs/${job.id}/report`, { reason: 'dead' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('tenants', () => {
    it("gives a member of startup A a 404 for every read and write on startup B's jobs", async () => {
      const a = await startupWithMember();
      const b = await startupWithMember();
      const bJob = (
        (await createJob(b.client, b.company.key, { ...completeJob(), publish: true })).json() as {
          job: MemberJob;
        }
      ).job;
      const bDraft = ((await createJob(b.client, b.company.key, completeJob())).json() as { job: MemberJob })
        .job;
      const routes: [string, string, unknown?][] = [
        ['GET', `/api/companies/${b.company.key}/jobs`],
        ['POST', `/api/companies/${b.company.key}/jobs`, completeJob()],
        ['GET', `/api/companies/${b.company.key}/jobs/${bJob.id}`],
        ['PUT', `/api/companies/${b.company.key}/jobs/${bJob.id}`, completeJob({ title: 'Hijacked' })],
        ['POST', `/api/companies/${b.company.key}/jobs/${bDraft.id}/publish`, {}],
        ['POST', `/api/companies/${b.company.key}/jobs/${bJob.id}/pause`, {}],
        ['POST', `/api/companies/${b.company.key}/jobs/${bJob.id}/resume`, {}],
        ['POST', `/api/companies/${b.company.key}/jobs/${bJob.id}/renew`, {}],
        ['POST', `/api/companies/${b.company.key}/jobs/${bJob.id}/approve`, {}],
        ['GET', `/api/companies/${b.company.key}/jobs/${bJob.id}/report`],
        ['GET', `/api/jobs/single/${bDraft.id}/hidden`],
        // A's own key with B's job: still not found.
        ['GET', `/api/companies/${a.company.key}/jobs/${bJob.id}`],
        ['PUT', `/api/companies/${a.company.key}/jobs/${bJob.id}`, completeJob({ title: 'Hijacked' })],
        ['POST', `/api/companies/${a.company.key}/jobs/${bJob.id}/pause`, {}],
        ['GET', `/api/companies/${a.company.key}/jobs/${bJob.id}/report`],
      ];
      for (const [method, url, payload] of routes) {
        const response = await a.client.request({ method: method as 'GET', url, payload: payload as object });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.id, bJob.id));
      expect(job).toMatchObject({ title: 'Backend developer', status: 'ACTIVE' });
      expect(await statusOf(bDraft.id)).toBe('DRAFT');
      const bJobs = await t.deps.db.select({ n: count() }).from(jobs).where(eq(jobs.companyId, b.company.id));
      expect(Number(bJobs[0]?.n)).toBe(2);
      // B's own member sees the draft through the hidden route.
      expect((await b.client.get(`/api/jobs/single/${bDraft.id}/hidden`)).statusCode).toBe(200);
      // Logged out: 401 on the member routes.
      expectError(await t.app.inject(`/api/companies/${b.company.key}/jobs`), 401, 'UNAUTHORIZED');
    });
  });
});
