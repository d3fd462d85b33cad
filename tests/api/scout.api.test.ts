/**
 * Scout over HTTP (issue 9 scope 5): every route answers 404 while the site's products lack
 * HEADHUNTER; a member orders a search for a live job (terms accepted, one open order per job, even
 * when two orders race); a member of another startup gets 404; the Scout team (admins, nobody else)
 * lists the orders, adds a graded candidate to the job's pipeline and closes orders; the job is
 * featured exactly while its order is open; and hiring a Scout candidate marks the order hired.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JobListItem } from '#domain/jobs/job.schema.ts';
import {
  SCOUT_CV_MESSAGE,
  SCOUT_DUPLICATE_CANDIDATE_MESSAGE,
  SCOUT_GRADE_MESSAGE,
  SCOUT_JOB_MESSAGE,
  SCOUT_OPEN_ORDER_MESSAGE,
  SCOUT_TERMS_MESSAGE,
  ScoutCandidateAdded,
  ScoutOrder,
  ScoutOrderList,
} from '#domain/scout/scout.schema.ts';
import {
  adminAuditLog,
  applicationEvents,
  applications,
  outboxEmails,
  products,
  scoutOrders,
  uploads,
  users,
} from '#server/db/schema/index.ts';
import {
  changeApplicationStage,
  lockApplication,
} from '#server/services/applications/application-transitions.ts';
import {
  addCompanyMember,
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
  type JobRow,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const FeaturedJobs = z.object({ featuredJobs: z.array(JobListItem) });

function orderBody(jobId: string, overrides: Record<string, unknown> = {}) {
  return {
    jobId,
    roleBrief: 'A senior backend developer who owns our payments service end to end.',
    mustHaves: 'Go, PostgreSQL, five years in production systems',
    salaryFrame: '55,000–70,000 DKK a month',
    acceptTerms: true,
    ...overrides,
  };
}

const CANDIDATE = {
  name: 'Sigrid Lund',
  email: 'sigrid.lund@example.test',
  phone: '+45 12 34 56 78',
  linkedinUrl: 'https://www.linkedin.com/in/sigrid-lund',
  note: 'Led the payments team at a Danish fintech; open to a move.',
  grade: 4,
};

describe.each(BACKENDS)('Scout API [%s]', (backend) => {
  let t: TestApp;
  let startupA: CompanyRow;
  let startupB: CompanyRow;
  let memberA: SessionClient;
  let memberB: SessionClient;
  let admin: SessionClient;
  let jobA: JobRow;
  let jobB: JobRow;
  let adminId: string;
  let memberAId: string;

  async function featuredIds(): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs/featured' });
    return parseJson(response, FeaturedJobs).featuredJobs.map((job) => job.id);
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    startupA = await insertCompany(t.deps.db, { name: 'Scoutbolag A' });
    startupB = await insertCompany(t.deps.db, { name: 'Scoutbolag B' });
    const userA = await insertUser(t.deps.db);
    const userB = await insertUser(t.deps.db);
    const adminUser = await insertUser(t.deps.db, { isAdmin: true });
    memberAId = userA.id;
    adminId = adminUser.id;
    await addCompanyMember(t.deps.db, startupA, userA);
    await addCompanyMember(t.deps.db, startupB, userB);
    jobA = await insertJob(t.deps.db, startupA, { title: 'Payments engineer' });
    jobB = await insertJob(t.deps.db, startupB, { title: 'Designer at B' });
    [memberA, memberB, admin] = await Promise.all([
      signedInClient(t.app, userA),
      signedInClient(t.app, userB),
      signedInClient(t.app, adminUser),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the live jobs to choose from and stores an order with the brief and the terms accepted', async () => {
    const draft = await insertJob(t.deps.db, startupA, { status: 'DRAFT', title: 'Draft job' });
    const jobsResponse = await memberA.get(`/api/companies/${startupA.key}/scout-jobs`);
    expect(jobsResponse.statusCode).toBe(200);
    const listed = jobsResponse.json().jobs as { id: string; openOrderId: string | null }[];
    expect(listed.map((job) => job.id)).toContain(jobA.id);
    expect(listed.map((job) => job.id)).not.toContain(draft.id);

    const noTerms = await memberA.post(
      `/api/companies/${startupA.key}/scout-orders`,
      orderBody(jobA.id, { acceptTerms: false }),
    );
    expect(expectError(noTerms, 422, 'VALIDATION').fieldErrors?.acceptTerms).toEqual([SCOUT_TERMS_MESSAGE]);
    const notLive = await memberA.post(`/api/companies/${startupA.key}/scout-orders`, orderBody(draft.id));
    expect(expectError(notLive, 422, 'VALIDATION').fieldErrors?.jobId).toEqual([SCOUT_JOB_MESSAGE]);

    const response = await memberA.post(`/api/companies/${startupA.key}/scout-orders`, orderBody(jobA.id));
    expect(response.statusCode, response.body).toBe(201);
    const order = parseJson(response, ScoutOrder);
    expect(order).toMatchObject({
      status: 'open',
      company: { key: startupA.key, name: 'Scoutbolag A' },
      job: { id: jobA.id, title: 'Payments engineer' },
      brief: { salaryFrame: '55,000–70,000 DKK a month' },
      candidateCount: 0,
      hiredCandidate: null,
    });
    const [row] = await t.deps.db.select().from(scoutOrders).where(eq(scoutOrders.id, order.id));
    expect(row?.companyId).toBe(startupA.id);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);

    const own = parseJson(
      await memberA.get(`/api/companies/${startupA.key}/scout-orders/${order.id}`),
      ScoutOrder,
    );
    expect(own.id).toBe(order.id);
  });

  it('keeps one open order per job, even when two orders are posted at once', async () => {
    const again = await memberA.post(`/api/companies/${startupA.key}/scout-orders`, orderBody(jobA.id));
    expect(expectError(again, 409, 'CONFLICT').message).toBe(SCOUT_OPEN_ORDER_MESSAGE);

    const racing = await insertJob(t.deps.db, startupA, { title: 'Racing job' });
    const statuses = (
      await Promise.all([
        memberA.post(`/api/companies/${startupA.key}/scout-orders`, orderBody(racing.id)),
        memberA.post(`/api/companies/${startupA.key}/scout-orders`, orderBody(racing.id)),
      ])
    )
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409]);
    const open = await t.deps.db
      .select()
      .from(scoutOrders)
      .where(and(eq(scoutOrders.jobId, racing.id), eq(scoutOrders.status, 'open')));
    expect(open).toHaveLength(1);
  });

  it("answers 404 to a member of another startup, and refuses another startup's job", async () => {
    expectError(
      await memberB.post(`/api/companies/${startupA.key}/scout-orders`, orderBody(jobA.id)),
      404,
      'NOT_FOUND',
    );
    expectError(await memberB.get(`/api/companies/${startupA.key}/scout-orders`), 404, 'NOT_FOUND');
    expectError(await memberB.get(`/api/companies/${startupA.key}/scout-jobs`), 404, 'NOT_FOUND');
    const [orderA] = await t.deps.db.select().from(scoutOrders).where(eq(scoutOrders.jobId, jobA.id));
    expectError(
      await memberB.get(`/api/companies/${startupB.key}/scout-orders/${orderA?.id}`),
      404,
      'NOT_FOUND',
    );
    // B's own startup with A's job: not one of B's live jobs.
    const crossJob = await memberB.post(`/api/companies/${startupB.key}/scout-orders`, orderBody(jobA.id));
    expect(expectError(crossJob, 422, 'VALIDATION').fieldErrors?.jobId).toEqual([SCOUT_JOB_MESSAGE]);
    const logged = createSessionClient(t.app);
    expectError(
      await logged.post(`/api/companies/${startupA.key}/scout-orders`, orderBody(jobA.id)),
      401,
      'UNAUTHORIZED',
    );
  });

  it('lets admins, and nobody else, list orders and add a graded candidate to the pipeline', async () => {
    expectError(await memberA.get('/api/admin/scout-orders'), 404, 'NOT_FOUND');
    expectError(await createSessionClient(t.app).get('/api/admin/scout-orders'), 404, 'NOT_FOUND');
    const list = parseJson(await admin.get('/api/admin/scout-orders'), ScoutOrderList);
    const order = list.orders.find((o) => o.job.id === jobA.id);
    expect(order).toMatchObject({ status: 'open', company: { name: 'Scoutbolag A' } });
    if (!order) throw new Error('order missing');

    expectError(
      await memberA.post(`/api/admin/scout-orders/${order.id}/candidates`, CANDIDATE),
      404,
      'NOT_FOUND',
    );
    const badGrade = await admin.post(`/api/admin/scout-orders/${order.id}/candidates`, {
      ...CANDIDATE,
      grade: 6,
    });
    expect(expectError(badGrade, 422, 'VALIDATION').fieldErrors?.grade).toEqual([SCOUT_GRADE_MESSAGE]);

    const response = await admin.post(`/api/admin/scout-orders/${order.id}/candidates`, CANDIDATE);
    expect(response.statusCode, response.body).toBe(201);
    const added = parseJson(response, ScoutCandidateAdded);
    expect(added).toMatchObject({ jobId: jobA.id, stage: 'applied', grade: 4, hasCv: false });
    const [row] = await t.deps.db.select().from(applications).where(eq(applications.id, added.applicationId));
    expect(row).toMatchObject({
      jobId: jobA.id,
      userId: null,
      source: 'scout',
      stage: 'applied',
      scoutGrade: 4,
      name: 'Sigrid Lund',
      email: 'sigrid.lund@example.test',
      linkedinUrl: CANDIDATE.linkedinUrl,
      coverNote: CANDIDATE.note,
    });
    const events = await t.deps.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, added.applicationId));
    expect(events).toEqual([
      expect.objectContaining({
        fromStage: null,
        toStage: 'applied',
        reason: 'scout',
        actor: 'scout',
        userId: adminId,
      }),
    ]);

    const twice = await admin.post(`/api/admin/scout-orders/${order.id}/candidates`, {
      ...CANDIDATE,
      email: 'SIGRID.LUND@example.test',
    });
    expect(expectError(twice, 409, 'CONFLICT').fieldErrors?.email).toEqual([
      SCOUT_DUPLICATE_CANDIDATE_MESSAGE,
    ]);
    const after = parseJson(await admin.get(`/api/admin/scout-orders/${order.id}`), ScoutOrder);
    expect(after.candidateCount).toBe(1);
    // The add is in the audit log (the refused ones are not): the application and grade, no personal data.
    const audited = await t.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.objectId, order.id));
    expect(audited).toEqual([
      expect.objectContaining({
        actorUserId: adminId,
        action: 'scout.addCandidate',
        objectType: 'scout-order',
        objectLabel: 'Payments engineer at Scoutbolag A',
        before: null,
        after: { applicationId: added.applicationId, grade: 4, hasCv: false },
      }),
    ]);
    // The startup is told of the new candidate as of any applicant.
    const [member] = await t.deps.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, memberAId));
    const notices = await t.deps.db
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, member?.email ?? ''), eq(outboxEmails.kind, 'company_newapplicant')));
    expect(notices.map((n) => n.subject)).toContain('New applicant for Payments engineer: Sigrid Lund');
  });

  it("attaches a CV the Scout team uploaded, and refuses a CV that is not the admin's upload", async () => {
    const job = await insertJob(t.deps.db, startupA, { title: 'Job with CVs' });
    const order = parseJson(
      await memberA.post(`/api/companies/${startupA.key}/scout-orders`, orderBody(job.id)),
      ScoutOrder,
    );
    // As the CV upload service leaves it: the file and an `uploads` row of kind cv owned by the uploader.
    const storeUpload = async (ownerUserId: string) => {
      const key = `cvs/ab/${crypto.randomBytes(16).toString('hex')}.pdf`;
      await t.app.deps.storage?.write(key, Buffer.from('%PDF-1.4\n%%EOF\n'));
      await t.deps.db
        .insert(uploads)
        .values({ storageKey: key, ownerUserId, kind: 'cv', contentType: 'application/pdf', bytes: 14 });
      return key;
    };
    const adminCv = await storeUpload(adminId);
    const othersCv = await storeUpload(memberAId);
    const refused = await admin.post(`/api/admin/scout-orders/${order.id}/candidates`, {
      ...CANDIDATE,
      cvFile: othersCv,
      cvFileName: 'cv.pdf',
    });
    expect(expectError(refused, 422, 'VALIDATION').fieldErrors?.cvFile).toEqual([SCOUT_CV_MESSAGE]);
    const added = parseJson(
      await admin.post(`/api/admin/scout-orders/${order.id}/candidates`, {
        ...CANDIDATE,
        cvFile: adminCv,
        cvFileName: 'Sigrid Lund CV.pdf',
      }),
      ScoutCandidateAdded,
    );
    expect(added.hasCv).toBe(true);
    const [row] = await t.deps.db.select().from(applications).where(eq(applications.id, added.applicationId));
    expect(row).toMatchObject({ cvFile: adminCv, cvFileName: 'Sigrid Lund CV.pdf' });
    await admin.post(`/api/admin/scout-orders/${order.id}/close`);
  });

  it('features the job while its order is open and not after the order is closed', async () => {
    expect(await featuredIds()).toContain(jobA.id);
    const featured = parseJson(
      await t.app.inject({ method: 'GET', url: '/api/jobs/featured' }),
      FeaturedJobs,
    ).featuredJobs.find((job) => job.id === jobA.id);
    expect(featured).toMatchObject({ isBoosted: false, isFeatured: true });
    expect(await featuredIds()).not.toContain(jobB.id);

    const [order] = await t.deps.db
      .select()
      .from(scoutOrders)
      .where(and(eq(scoutOrders.jobId, jobA.id), eq(scoutOrders.status, 'open')));
    expectError(await memberA.post(`/api/admin/scout-orders/${order?.id}/close`), 404, 'NOT_FOUND');
    const closed = parseJson(await admin.post(`/api/admin/scout-orders/${order?.id}/close`), ScoutOrder);
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).not.toBeNull();
    expect(await featuredIds()).not.toContain(jobA.id);
    expectError(await admin.post(`/api/admin/scout-orders/${order?.id}/close`), 409, 'CONFLICT');
    // Closed once, audited once (the refused second close wrote no row).
    const closings = await t.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.objectId, order?.id ?? ''), eq(adminAuditLog.action, 'scout.close')));
    expect(closings).toEqual([
      expect.objectContaining({
        actorUserId: adminId,
        objectType: 'scout-order',
        before: { status: 'open' },
        after: { status: 'closed' },
      }),
    ]);
    expectError(
      await admin.post(`/api/admin/scout-orders/${order?.id}/candidates`, {
        ...CANDIDATE,
        email: 'x@example.test',
      }),
      409,
      'CONFLICT',
    );
    // Closed, the job can be ordered again.
    const reorder = await memberA.post(`/api/companies/${startupA.key}/scout-orders`, orderBody(jobA.id));
    expect(reorder.statusCode, reorder.body).toBe(201);
  });

  it('marks the order hired when the startup hires a Scout candidate', async () => {
    const job = await insertJob(t.deps.db, startupA, { title: 'Hiring through Scout' });
    const order = parseJson(
      await memberA.post(`/api/companies/${startupA.key}/scout-orders`, orderBody(job.id)),
      ScoutOrder,
    );
    const added = parseJson(
      await admin.post(`/api/admin/scout-orders/${order.id}/candidates`, { ...CANDIDATE, grade: 5 }),
      ScoutCandidateAdded,
    );
    await t.deps.db.transaction(async (tx) => {
      const application = await lockApplication(tx, added.applicationId);
      if (!application) throw new Error('application missing');
      await changeApplicationStage(tx, application, 'hired', {
        reason: 'move',
        actor: 'member',
        userId: memberAId,
        now: t.deps.now(),
      });
    });
    const list = parseJson(await admin.get('/api/admin/scout-orders'), ScoutOrderList);
    expect(list.orders.find((o) => o.id === order.id)).toMatchObject({
      status: 'hired',
      hiredCandidate: { applicationId: added.applicationId, name: 'Sigrid Lund' },
      candidateCount: 1,
    });
    expect(await featuredIds()).not.toContain(job.id);
  });
});

describe.each(BACKENDS)('Scout API without the HEADHUNTER product [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    // Before the first request: the site's products are cached for a minute once read.
    await t.deps.db.update(products).set({ isEnabled: false }).where(eq(products.key, 'HEADHUNTER'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 on every Scout route, for members and admins alike', async () => {
    const company = await insertCompany(t.deps.db);
    const job = await insertJob(t.deps.db, company);
    const memberUser = await insertUser(t.deps.db, { isAdmin: true });
    await addCompanyMember(t.deps.db, company, memberUser);
    const client = createSessionClient(t.app);
    expect((await client.post('/api/users/sign-in', memberUser)).statusCode).toBe(200);
    const [order] = await t.deps.db
      .insert(scoutOrders)
      .values({
        companyId: company.id,
        jobId: job.id,
        brief: { roleBrief: 'r', mustHaves: 'm', salaryFrame: 's' },
        termsAcceptedAt: t.deps.now(),
      })
      .returning();
    expectError(
      await client.post(`/api/companies/${company.key}/scout-orders`, orderBody(job.id)),
      404,
      'NOT_FOUND',
    );
    expectError(await client.get(`/api/companies/${company.key}/scout-jobs`), 404, 'NOT_FOUND');
    expectError(await client.get(`/api/companies/${company.key}/scout-orders`), 404, 'NOT_FOUND');
    expectError(await client.get('/api/admin/scout-orders'), 404, 'NOT_FOUND');
    expectError(
      await client.post(`/api/admin/scout-orders/${order?.id}/candidates`, CANDIDATE),
      404,
      'NOT_FOUND',
    );
    expectError(await client.post(`/api/admin/scout-orders/${order?.id}/close`), 404, 'NOT_FOUND');
    expect(await t.deps.db.select().from(applications).where(eq(applications.jobId, job.id))).toHaveLength(0);
  });
});
