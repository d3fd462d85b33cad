/**
 * The back office's Jobs and Reports sections over HTTP (issue 32): an admin searches every job in
 * any status, approves a job made on a startup's behalf, unpublishes a job with a reason (gone from
 * the public API at once, every member mailed with the reason, one audit row with before, after and
 * the reason) and restores it; reports are grouped per job and resolved by dismissing them or by
 * unpublishing the job. A refused action (bad reason, wrong status) changes nothing, queues no mail
 * and writes no audit row. (404 for everyone but admins: admin-access.api.test.ts, from the route list.)
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminJobActionResult,
  AdminJobDetail,
  AdminJobList,
  AdminReportList,
  ResolveReportsResult,
} from '#domain/admin/admin-jobs.schema.ts';
import {
  UNPUBLISH_REASON_REQUIRED_MESSAGE,
  UNPUBLISH_REASON_TOO_LONG_MESSAGE,
} from '#domain/admin/admin-jobs-constants.ts';
import { JobList } from '#domain/jobs/job.schema.ts';
import { MemberJob, MemberJobList } from '#domain/jobs/member-job.schema.ts';
import {
  adminAuditLog,
  companyPlans,
  jobEvents,
  jobReports,
  jobs,
  outboxEmails,
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
import { type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const REASON = 'The role was filled in October; the startup confirmed it on the phone.';

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

describe.each(BACKENDS)('back office jobs and reports API [%s]', (backend) => {
  let t: TestApp;
  let admin: SessionClient;
  let adminUser: UserRow & { password: string };
  let startup: CompanyRow;
  let members: (UserRow & { password: string })[];
  let memberClient: SessionClient;
  let talents: SessionClient[];

  /** The audit rows of one object and action (the test's clock stands still: `at` orders nothing). */
  async function auditRows(objectId: string, action: string) {
    return t.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.objectId, objectId), eq(adminAuditLog.action, action)));
  }

  async function auditCount(): Promise<number> {
    const [row] = await t.deps.db.select({ n: count() }).from(adminAuditLog);
    return Number(row?.n ?? 0);
  }

  async function mailsAbout(kind: string, to?: string) {
    return t.deps.db
      .select()
      .from(outboxEmails)
      .where(to ? and(eq(outboxEmails.kind, kind), eq(outboxEmails.to, to)) : eq(outboxEmails.kind, kind));
  }

  async function jobRow(id: string) {
    const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, id));
    if (!row) throw new Error(`no job ${id}`);
    return row;
  }

  async function publicSearchIds(q: string): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs?q=${encodeURIComponent(q)}` });
    return parseJson(response, JobList).jobs.map((job) => job.id);
  }

  async function report(jobId: string, reasons: ('filled' | 'dead')[]) {
    for (const [i, reason] of reasons.entries()) {
      const client = talents[i];
      if (!client) throw new Error('not enough talents');
      const response = await client.post(`/api/jobs/${jobId}/report`, { reason });
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    adminUser = await insertUser(t.deps.db, { isAdmin: true });
    startup = await insertCompany(t.deps.db, { name: 'Brakvind Robotics' });
    members = [await insertUser(t.deps.db), await insertUser(t.deps.db)];
    for (const member of members) await addCompanyMember(t.deps.db, startup, member);
    const talentUsers = await Promise.all([0, 1, 2].map(() => insertUser(t.deps.db)));
    [admin, memberClient, ...talents] = await Promise.all([
      signedInClient(t.app, adminUser),
      signedInClient(t.app, members[0] as UserRow & { password: string }),
      ...talentUsers.map((user) => signedInClient(t.app, user)),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/admin/jobs', () => {
    let live: JobRow;
    let draft: JobRow;
    let waiting: JobRow;

    beforeAll(async () => {
      const other = await insertCompany(t.deps.db, { name: 'Quillfenn Oy', status: 'DRAFT' });
      live = await insertJob(t.deps.db, startup, {
        title: 'Vexquill platform engineer',
        createdAt: addDays(TEST_NOW, -3),
      });
      draft = await insertJob(t.deps.db, startup, {
        title: 'Vexquill designer',
        status: 'DRAFT',
        createdAt: addDays(TEST_NOW, -2),
      });
      waiting = await insertJob(t.deps.db, other, {
        title: 'Sales lead',
        status: 'PENDING_COMPANY_APPROVAL',
        createdAt: addDays(TEST_NOW, -1),
      });
    });

    it('finds jobs in any status by title or startup name, newest first', async () => {
      const byTitle = parseJson(await admin.get('/api/admin/jobs?q=VEXQUILL'), AdminJobList);
      expect(byTitle.jobs.map((job) => job.id)).toEqual([draft.id, live.id]);
      expect(byTitle).toMatchObject({ page: 1, pageSize: 25, total: 2, isTotalCapped: false });
      expect(byTitle.jobs[1]).toMatchObject({
        title: 'Vexquill platform engineer',
        status: 'ACTIVE',
        company: { key: startup.key, name: 'Brakvind Robotics' },
        openReports: 0,
      });
      // A startup that is not published is searched too, by its name.
      const byStartup = parseJson(await admin.get('/api/admin/jobs?q=quillfenn'), AdminJobList);
      expect(byStartup.jobs.map((job) => job.id)).toEqual([waiting.id]);
      // A LIKE wildcard in the text is taken literally.
      expect(parseJson(await admin.get('/api/admin/jobs?q=%25vexquill'), AdminJobList).jobs).toEqual([]);
    });

    it('filters by status and pages through every job', async () => {
      const drafts = parseJson(await admin.get('/api/admin/jobs?q=vexquill&status=DRAFT'), AdminJobList);
      expect(drafts.jobs.map((job) => job.id)).toEqual([draft.id]);
      const waitingJobs = parseJson(
        await admin.get('/api/admin/jobs?status=PENDING_COMPANY_APPROVAL'),
        AdminJobList,
      );
      expect(waitingJobs.jobs.every((job) => job.status === 'PENDING_COMPANY_APPROVAL')).toBe(true);
      expect(waitingJobs.jobs.map((job) => job.id)).toContain(waiting.id);

      const first = parseJson(await admin.get('/api/admin/jobs'), AdminJobList);
      const second = parseJson(await admin.get('/api/admin/jobs?page=2'), AdminJobList);
      expect(first.jobs).toHaveLength(25);
      expect(first.total).toBeGreaterThan(50);
      const ids = [...first.jobs, ...second.jobs].map((job) => job.id);
      expect(new Set(ids).size).toBe(ids.length);
      const times = [...first.jobs, ...second.jobs].map((job) => Date.parse(job.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('answers 422 with field errors for a status that does not exist or a bad page', async () => {
      const bad = expectError(await admin.get('/api/admin/jobs?status=GONE&page=0'), 422, 'VALIDATION');
      expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['page', 'status']);
    });

    it('opens one job with its history, and answers 404 for an unknown or malformed id', async () => {
      const detail = parseJson(await admin.get(`/api/admin/jobs/${waiting.id}`), AdminJobDetail);
      expect(detail).toMatchObject({ id: waiting.id, status: 'PENDING_COMPANY_APPROVAL' });
      expect(detail.actions).toEqual(['approve', 'unpublish']);
      expectError(await admin.get('/api/admin/jobs/6f1c2d9e-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
      expectError(await admin.get('/api/admin/jobs/not-a-job'), 404, 'NOT_FOUND');
    });
  });

  it("creates a job on a startup's behalf (audited) and approves it as a member's approve would", async () => {
    const before = await auditCount();
    const created = await admin.post(
      `/api/admin/companies/${startup.key}/jobs`,
      completeJob({ title: 'Firmware engineer' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const job = parseJson(created, MemberJob);
    expect(job.status).toBe('PENDING_COMPANY_APPROVAL');
    const [createdAudit] = await auditRows(job.id, 'job.createOnBehalf');
    expect(createdAudit).toMatchObject({
      actorUserId: adminUser.id,
      actorEmail: adminUser.email,
      action: 'job.createOnBehalf',
      objectType: 'job',
      objectLabel: 'Firmware engineer',
      before: null,
      after: { status: 'PENDING_COMPANY_APPROVAL', companyKey: startup.key },
    });
    expect(await mailsAbout('job_awaiting_approval', members[0]?.email)).not.toHaveLength(0);

    // Another live job of the startup would take the free plan's slot: pause those first.
    await t.deps.db
      .update(jobs)
      .set({ status: 'STOPPED' })
      .where(and(eq(jobs.companyId, startup.id), eq(jobs.status, 'ACTIVE')));
    const approved = parseJson(
      await admin.post(`/api/admin/jobs/${job.id}/approve`, {}),
      AdminJobActionResult,
    );
    expect(approved.job.status).toBe('ACTIVE');
    // Both at the test's one instant: the history's order among them is not asserted.
    expect(approved.job.events.map((e) => [e.from, e.to, e.reason, e.byEmail])).toEqual(
      expect.arrayContaining([
        [null, 'PENDING_COMPANY_APPROVAL', 'created', adminUser.email],
        ['PENDING_COMPANY_APPROVAL', 'ACTIVE', 'approve', adminUser.email],
      ]),
    );
    expect(approved.job.events).toHaveLength(2);
    expect((await jobRow(job.id)).approvedAt).toEqual(TEST_NOW);
    const [approveAudit] = await auditRows(job.id, 'job.approve');
    expect(approveAudit).toMatchObject({
      action: 'job.approve',
      before: { status: 'PENDING_COMPANY_APPROVAL' },
      after: { status: 'ACTIVE' },
    });
    expect(await auditCount()).toBe(before + 2);
    expect(await publicSearchIds('firmware')).toContain(job.id);

    // Approving it again is refused and leaves no audit row.
    const again = expectError(await admin.post(`/api/admin/jobs/${job.id}/approve`, {}), 409, 'CONFLICT');
    expect(again.message).toBe('Only a job waiting for approval can be approved');
    expect(await auditCount()).toBe(before + 2);
  });

  describe('unpublish and restore', () => {
    let job: JobRow;

    beforeAll(async () => {
      // A running Startup plan: the restored job has room to go live again beside the others.
      await t.deps.db
        .insert(companyPlans)
        .values({ companyId: startup.id, startsAt: addDays(TEST_NOW, -1), endsAt: addDays(TEST_NOW, 365) });
      job = await insertJob(t.deps.db, startup, {
        title: 'Glimmerbrook data engineer',
        approvedAt: addDays(TEST_NOW, -5),
        expirationDate: addDays(TEST_NOW, 30),
      });
    });

    it.each([
      ['an empty reason', { reason: '' }, UNPUBLISH_REASON_REQUIRED_MESSAGE],
      ['a reason of spaces', { reason: '    ' }, UNPUBLISH_REASON_REQUIRED_MESSAGE],
      ['no reason', {}, UNPUBLISH_REASON_REQUIRED_MESSAGE],
      ['a reason of 2,000 characters', { reason: 'x'.repeat(2000) }, UNPUBLISH_REASON_TOO_LONG_MESSAGE],
    ])('refuses %s with 422, and changes nothing', async (_name, body, message) => {
      const before = await auditCount();
      const mails = (await mailsAbout('job_unpublished')).length;
      const refused = expectError(
        await admin.post(`/api/admin/jobs/${job.id}/unpublish`, body),
        422,
        'VALIDATION',
      );
      expect(refused.fieldErrors?.reason).toEqual([message]);
      expect((await jobRow(job.id)).status).toBe('ACTIVE');
      expect(await auditCount()).toBe(before);
      expect(await mailsAbout('job_unpublished')).toHaveLength(mails);
    });

    it('takes the job off the site at once, mails every member the reason and audits it', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/api/jobs/single/${job.id}` })).statusCode).toBe(200);
      expect(await publicSearchIds('glimmerbrook')).toEqual([job.id]);

      const response = await admin.post(`/api/admin/jobs/${job.id}/unpublish`, { reason: `  ${REASON} ` });
      const { job: unpublished } = parseJson(response, AdminJobActionResult);
      expect(unpublished).toMatchObject({
        status: 'UNPUBLISHED',
        unpublishReason: REASON,
        restoresTo: 'ACTIVE',
        actions: ['restore'],
      });

      expectError(await t.app.inject({ method: 'GET', url: `/api/jobs/single/${job.id}` }), 404, 'NOT_FOUND');
      expectError(await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` }), 404, 'NOT_FOUND');
      expect(await publicSearchIds('glimmerbrook')).toEqual([]);

      for (const member of members) {
        const [mail] = await mailsAbout('job_unpublished', member.email);
        expect(mail?.subject).toBe('Your job was unpublished: Glimmerbrook data engineer');
        expect(mail?.text).toContain(REASON);
      }
      const [audit] = await auditRows(job.id, 'job.unpublish');
      expect(audit).toMatchObject({
        actorUserId: adminUser.id,
        action: 'job.unpublish',
        objectType: 'job',
        objectId: job.id,
        objectLabel: 'Glimmerbrook data engineer',
        before: { status: 'ACTIVE', unpublishReason: null },
        after: { status: 'UNPUBLISHED', unpublishReason: REASON, mailedMembers: 2 },
        reason: REASON,
      });

      // Its members see it in their portal with the reason, and have no action on it.
      const list = parseJson(await memberClient.get(`/api/companies/${startup.key}/jobs`), MemberJobList);
      expect(list.jobs.find((j) => j.id === job.id)).toMatchObject({
        status: 'UNPUBLISHED',
        unpublishReason: REASON,
        actions: [],
      });
      expectError(
        await memberClient.post(`/api/companies/${startup.key}/jobs/${job.id}/resume`, {}),
        409,
        'CONFLICT',
      );
    });

    it('refuses to unpublish it twice, without an audit row or a mail', async () => {
      const before = await auditCount();
      const mails = (await mailsAbout('job_unpublished')).length;
      expectError(
        await admin.post(`/api/admin/jobs/${job.id}/unpublish`, { reason: REASON }),
        409,
        'CONFLICT',
      );
      expect(await auditCount()).toBe(before);
      expect(await mailsAbout('job_unpublished')).toHaveLength(mails);
    });

    it('restores it to the status it had before, and it is public again', async () => {
      const { job: restored } = parseJson(
        await admin.post(`/api/admin/jobs/${job.id}/restore`, {}),
        AdminJobActionResult,
      );
      expect(restored).toMatchObject({ status: 'ACTIVE', unpublishReason: null, restoresTo: null });
      expect((await jobRow(job.id)).expirationDate).toEqual(addDays(TEST_NOW, 30));
      expect((await t.app.inject({ method: 'GET', url: `/api/jobs/single/${job.id}` })).statusCode).toBe(200);
      expect(await publicSearchIds('glimmerbrook')).toEqual([job.id]);
      const [audit] = await auditRows(job.id, 'job.restore');
      expect(audit).toMatchObject({
        action: 'job.restore',
        before: { status: 'UNPUBLISHED', unpublishReason: REASON },
        after: { status: 'ACTIVE', statusBeforeUnpublish: 'ACTIVE' },
      });
      const events = await t.deps.db
        .select({ from: jobEvents.fromStatus, to: jobEvents.toStatus, reason: jobEvents.reason })
        .from(jobEvents)
        .where(eq(jobEvents.jobId, job.id));
      expect(events).toHaveLength(2);
      expect(events).toEqual(
        expect.arrayContaining([
          { from: 'ACTIVE', to: 'UNPUBLISHED', reason: 'unpublish' },
          { from: 'UNPUBLISHED', to: 'ACTIVE', reason: 'restore' },
        ]),
      );
      const before = await auditCount();
      expectError(await admin.post(`/api/admin/jobs/${job.id}/restore`, {}), 409, 'CONFLICT');
      expect(await auditCount()).toBe(before);
    });

    it('restores a job whose expiration date passed while it was unpublished as EXPIRED', async () => {
      const soon = await insertJob(t.deps.db, startup, {
        title: 'Short-lived role',
        approvedAt: addDays(TEST_NOW, -50),
        expirationDate: addDays(TEST_NOW, 2),
      });
      await admin.post(`/api/admin/jobs/${soon.id}/unpublish`, { reason: REASON });
      t.setNow(addDays(TEST_NOW, 3));
      try {
        const { job: restored } = parseJson(
          await admin.post(`/api/admin/jobs/${soon.id}/restore`, {}),
          AdminJobActionResult,
        );
        expect(restored.status).toBe('EXPIRED');
      } finally {
        t.setNow(TEST_NOW);
      }
    });
  });

  describe('reports', () => {
    let reported: JobRow;
    let dismissed: JobRow;

    beforeAll(async () => {
      reported = await insertJob(t.deps.db, startup, { title: 'Reported role one' });
      dismissed = await insertJob(t.deps.db, startup, { title: 'Reported role two' });
      await report(reported.id, ['filled', 'filled', 'dead']);
      await report(dismissed.id, ['dead']);
    });

    it('groups open reports per job with the reasons and the latest report', async () => {
      const list = parseJson(await admin.get('/api/admin/reports'), AdminReportList);
      const group = list.jobs.find((g) => g.job.id === reported.id);
      expect(group).toMatchObject({
        job: { title: 'Reported role one', status: 'ACTIVE' },
        company: { key: startup.key, name: 'Brakvind Robotics' },
        reports: 3,
        filled: 2,
        dead: 1,
        open: 3,
        latestAt: TEST_NOW.toISOString(),
        resolution: null,
      });
      expect(list.jobs.find((g) => g.job.id === dismissed.id)).toMatchObject({ reports: 1, dead: 1 });
      const dashboard = await admin.get('/api/admin/dashboard');
      const waiting = dashboard.json().waiting as { key: string; count: number }[];
      expect(waiting.find((item) => item.key === 'reportedJobs')?.count).toBe(list.total);
      const detail = parseJson(await admin.get(`/api/admin/jobs/${reported.id}`), AdminJobDetail);
      expect(detail.reports.map((r) => r.reason).sort()).toEqual(['dead', 'filled', 'filled']);
      expect(detail.actions).toEqual(['unpublish', 'dismissReports']);
    });

    it('dismisses a job’s reports: resolved, the mark cleared, the job untouched', async () => {
      const before = await auditCount();
      const result = parseJson(
        await admin.post(`/api/admin/reports/${dismissed.id}/dismiss`, {}),
        ResolveReportsResult,
      );
      expect(result).toEqual({ jobId: dismissed.id, resolution: 'dismissed', resolved: 1, status: 'ACTIVE' });
      const rows = await t.deps.db.select().from(jobReports).where(eq(jobReports.jobId, dismissed.id));
      expect(rows.map((r) => r.resolution)).toEqual(['dismissed']);
      expect((await jobRow(dismissed.id)).reportedAt).toBeNull();
      const open = parseJson(await admin.get('/api/admin/reports'), AdminReportList);
      expect(open.jobs.map((g) => g.job.id)).not.toContain(dismissed.id);
      const resolved = parseJson(await admin.get('/api/admin/reports?state=resolved'), AdminReportList);
      expect(resolved.jobs.find((g) => g.job.id === dismissed.id)).toMatchObject({
        open: 0,
        resolution: 'dismissed',
      });
      const [audit] = await auditRows(dismissed.id, 'report.dismiss');
      expect(audit).toMatchObject({
        action: 'report.dismiss',
        after: { openReports: 0, resolution: 'dismissed' },
      });
      expect(await auditCount()).toBe(before + 1);

      // Nothing left to dismiss: refused, no audit row.
      expectError(await admin.post(`/api/admin/reports/${dismissed.id}/dismiss`, {}), 409, 'CONFLICT');
      expect(await auditCount()).toBe(before + 1);
    });

    it('unpublishes a reported job with a reason and resolves its reports', async () => {
      const refused = expectError(
        await admin.post(`/api/admin/reports/${reported.id}/unpublish`, { reason: '' }),
        422,
        'VALIDATION',
      );
      expect(refused.fieldErrors?.reason).toEqual([UNPUBLISH_REASON_REQUIRED_MESSAGE]);
      expect((await jobRow(reported.id)).status).toBe('ACTIVE');

      const result = parseJson(
        await admin.post(`/api/admin/reports/${reported.id}/unpublish`, { reason: REASON }),
        ResolveReportsResult,
      );
      expect(result).toEqual({
        jobId: reported.id,
        resolution: 'unpublished',
        resolved: 3,
        status: 'UNPUBLISHED',
      });
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/jobs/single/${reported.id}` }),
        404,
        'NOT_FOUND',
      );
      const rows = await t.deps.db.select().from(jobReports).where(eq(jobReports.jobId, reported.id));
      expect(rows.map((r) => r.resolution)).toEqual(['unpublished', 'unpublished', 'unpublished']);
      const [audit] = await auditRows(reported.id, 'job.unpublish');
      expect(audit).toMatchObject({
        action: 'job.unpublish',
        reason: REASON,
        after: { status: 'UNPUBLISHED', resolvedReports: 3 },
      });
      expect(await mailsAbout('job_unpublished', members[1]?.email)).not.toHaveLength(0);
      const resolved = parseJson(await admin.get('/api/admin/reports?state=resolved'), AdminReportList);
      expect(resolved.jobs.find((g) => g.job.id === reported.id)).toMatchObject({
        job: { status: 'UNPUBLISHED' },
        resolution: 'unpublished',
      });

      // No open reports left: the Reports section's unpublish is refused.
      const before = await auditCount();
      expectError(
        await admin.post(`/api/admin/reports/${reported.id}/unpublish`, { reason: REASON }),
        409,
        'CONFLICT',
      );
      expect(await auditCount()).toBe(before);
    });
  });
});
