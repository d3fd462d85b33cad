/**
 * The applicant pipeline over HTTP (issue 9 scopes 4, 6 and 7): the board's list and its filters,
 * moves (one and in bulk), Rejected as a final column, "Send rejections" mailing each candidate
 * once, the pipeline's settings, the CV download and its headers, a member of startup A getting a
 * 404 on every route for startup B, the guaranteed closure (warning, decision, two workers at
 * once) and the response score from five applications on.
 */
import crypto from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicantList,
  ApplicationDetail,
  ClosureRunSummary,
  JobInterestList,
  MoveResult,
  PipelineSettings,
  PublicResponseScore,
  SendRejectionsResult,
} from '#domain/applications/applicant-pipeline.schema.ts';
import { DEFAULT_REJECTION_TEMPLATE } from '#domain/applications/pipeline.ts';
import { openDatabase } from '#server/db/client.ts';
import {
  applicationEvents,
  applications,
  jobInterests,
  outboxEmails,
  siteSettings,
} from '#server/db/schema/index.ts';
import { closeStaleApplications } from '#server/services/applications/close-stale-applications.ts';
import {
  addCompanyMember,
  addDays,
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
  type JobRow,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type ApplicationInsert = typeof applications.$inferInsert;

function suffix(): string {
  return crypto.randomBytes(3).toString('hex');
}

describe.each(BACKENDS)('applicant pipeline API [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { DIGEST_RUN_ROUTE: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A published startup with one job and one signed-in member (named for the rejection mails). */
  async function startupWithMember(overrides: Partial<CompanyRow> = {}) {
    const company = await insertCompany(t.deps.db, overrides);
    const user = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, company, user);
    const job = await insertJob(t.deps.db, company, { approvedAt: addDays(TEST_NOW, -40) });
    return { company, user, job, client: await signedInClient(t.app, user) };
  }

  async function insertApplication(job: JobRow, values: Partial<ApplicationInsert> = {}) {
    const first = values.name?.split(' ')[0] ?? `Kandidat${suffix()}`;
    const [row] = await t.deps.db
      .insert(applications)
      .values({
        jobId: job.id,
        name: `${first} Lindqvist`,
        email: `${first.toLowerCase()}-${suffix()}@example.test`,
        phone: '+46 70 123 45 67',
        linkedinUrl: 'https://www.linkedin.com/in/kandidat',
        coverNote: 'I would love to build this with you.',
        createdAt: addDays(TEST_NOW, -2),
        updatedAt: addDays(TEST_NOW, -2),
        ...values,
      })
      .returning();
    if (!row) throw new Error('insertApplication returned no row');
    return row;
  }

  function storage() {
    // buildApp resolves the storage on the app's own dependencies.
    const { storage } = t.app.deps;
    if (!storage) throw new Error('the app has no storage');
    return storage;
  }

  async function stageOf(id: string) {
    const [row] = await t.deps.db.select().from(applications).where(eq(applications.id, id));
    return row;
  }

  async function eventsOf(id: string) {
    return t.deps.db
      .select({
        from: applicationEvents.fromStage,
        to: applicationEvents.toStage,
        reason: applicationEvents.reason,
        actor: applicationEvents.actor,
      })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(applicationEvents.at);
  }

  async function mailsTo(to: string, kind = 'application_rejection') {
    return t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, kind)));
  }

  describe('the board', () => {
    it('lists applications newest first with each column count, and filters by job, column and search', async () => {
      const { company, job, client } = await startupWithMember();
      const other = await insertJob(t.deps.db, company, { title: 'Designer' });
      const anna = await insertApplication(job, { name: 'Anna Berg', createdAt: addDays(TEST_NOW, -1) });
      const olle = await insertApplication(job, { name: 'Olle Ek', stage: 'custom', scoutGrade: 4 });
      await insertApplication(other, {
        name: 'Sara Holm',
        stage: 'toreject',
        createdAt: addDays(TEST_NOW, -3),
      });
      const gone = await insertApplication(other, {
        name: 'Anna Gone',
        stage: 'rejected',
        anonymizedAt: addDays(TEST_NOW, -1),
        createdAt: addDays(TEST_NOW, -5),
      });

      const all = parseJson(await client.get(`/api/companies/${company.key}/applicants`), ApplicantList);
      expect(all.applicants.map((a) => a.name)).toEqual(['Anna Berg', 'Olle Ek', 'Sara Holm', null]);
      expect(all.stages.map((s) => [s.stage, s.label, s.count])).toEqual([
        ['applied', 'Applied', 1],
        ['custom', 'Interview', 1],
        ['hired', 'Hired', 0],
        ['toreject', 'To be rejected', 1],
        ['rejected', 'Rejected', 1],
      ]);
      expect(all.pagination).toMatchObject({ page: 1, total: 4, pages: 1 });
      expect(all.jobs.map((j) => [j.id, j.applicants]).sort()).toEqual(
        [
          [job.id, 2],
          [other.id, 2],
        ].sort(),
      );
      const card = all.applicants.find((a) => a.id === olle.id);
      expect(card).toMatchObject({
        jobTitle: job.title,
        scoutGrade: 4,
        moves: ['applied', 'hired', 'toreject', 'rejected'],
      });
      expect(all.applicants.find((a) => a.id === gone.id)).toMatchObject({
        isAnonymized: true,
        name: null,
        moves: [],
      });

      const oneJob = parseJson(
        await client.get(`/api/companies/${company.key}/applicants?job=${job.id}`),
        ApplicantList,
      );
      expect(oneJob.applicants.map((a) => a.id)).toEqual([anna.id, olle.id]);
      const custom = parseJson(
        await client.get(`/api/companies/${company.key}/applicants?stage=custom`),
        ApplicantList,
      );
      expect(custom.applicants.map((a) => a.id)).toEqual([olle.id]);
      // The search finds names and addresses, never an anonymised card.
      const search = parseJson(
        await client.get(`/api/companies/${company.key}/applicants?q=anna`),
        ApplicantList,
      );
      expect(search.applicants.map((a) => a.id)).toEqual([anna.id]);
      expect(search.stages.find((s) => s.stage === 'rejected')?.count).toBe(0);
      const page2 = parseJson(
        await client.get(`/api/companies/${company.key}/applicants?page=2`),
        ApplicantList,
      );
      expect(page2.applicants).toEqual([]);

      expectError(
        await client.get(`/api/companies/${company.key}/applicants?stage=interview`),
        422,
        'VALIDATION',
      );
      expectError(
        await createSessionClient(t.app).get(`/api/companies/${company.key}/applicants`),
        401,
        'UNAUTHORIZED',
      );
    });

    it('names the custom column as the startup did, and keeps the rejection template', async () => {
      const { company, client } = await startupWithMember();
      const saved = parseJson(
        await client.put(`/api/companies/${company.key}/pipeline`, {
          customStageName: 'Case study',
          rejectionTemplate: { subject: 'About {{jobTitle}}', body: 'Hej {{candidateFirstName}},\nTack!' },
        }),
        PipelineSettings,
      );
      expect(saved).toMatchObject({
        customStageName: 'Case study',
        customStageLabel: 'Case study',
        isDefaultTemplate: false,
        rejectionTemplate: { subject: 'About {{jobTitle}}', body: 'Hej {{candidateFirstName}},\nTack!' },
      });
      expect(saved.placeholders.map((p) => p.placeholder)).toContain('{{candidateFirstName}}');
      const list = parseJson(await client.get(`/api/companies/${company.key}/applicants`), ApplicantList);
      expect(list.stages.find((s) => s.stage === 'custom')?.label).toBe('Case study');

      // A field left out keeps its value; blank and null go back to the defaults.
      const renamedOnly = parseJson(
        await client.put(`/api/companies/${company.key}/pipeline`, { customStageName: '' }),
        PipelineSettings,
      );
      expect(renamedOnly).toMatchObject({
        customStageName: null,
        customStageLabel: 'Interview',
        isDefaultTemplate: false,
      });
      const reset = parseJson(
        await client.put(`/api/companies/${company.key}/pipeline`, { rejectionTemplate: null }),
        PipelineSettings,
      );
      expect(reset).toMatchObject({ isDefaultTemplate: true, rejectionTemplate: DEFAULT_REJECTION_TEMPLATE });

      const refused = expectError(
        await client.put(`/api/companies/${company.key}/pipeline`, {
          customStageName: 'Rejected',
          rejectionTemplate: { subject: 'Hi', body: 'Dear {{candidateName}}' },
        }),
        422,
        'VALIDATION',
      );
      expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual([
        'customStageName',
        'rejectionTemplate.body',
      ]);
      expect(
        parseJson(await client.get(`/api/companies/${company.key}/pipeline`), PipelineSettings),
      ).toMatchObject({
        customStageName: null,
        isDefaultTemplate: true,
      });
    });
  });

  describe('moves', () => {
    it('moves a card through changeApplicationStage: event, first response time', async () => {
      const { company, job, user, client } = await startupWithMember();
      const app = await insertApplication(job);
      const response = await client.post(`/api/companies/${company.key}/applications/${app.id}/move`, {
        stage: 'custom',
      });
      const result = parseJson(response, MoveResult);
      expect(result).toMatchObject({ unchanged: [], mailsSent: 0 });
      expect(result.moved).toMatchObject([{ id: app.id, stage: 'custom' }]);
      const row = await stageOf(app.id);
      expect(row).toMatchObject({ stage: 'custom', firstResponseAt: TEST_NOW, decidedAt: null });
      expect(await eventsOf(app.id)).toEqual([
        { from: 'applied', to: 'custom', reason: 'move', actor: 'member' },
      ]);

      const detail = parseJson(
        await client.get(`/api/companies/${company.key}/applications/${app.id}`),
        ApplicationDetail,
      );
      expect(detail.events).toEqual([
        {
          from: 'applied',
          to: 'custom',
          reason: 'move',
          actor: 'member',
          by: `${user.firstName} ${user.lastName}`,
          at: TEST_NOW.toISOString(),
        },
      ]);
      expectError(
        await client.post(`/api/companies/${company.key}/applications/${app.id}/move`, { stage: 'custom' }),
        409,
        'CONFLICT',
      );
    });

    it('keeps Rejected final and a withdrawn application where it is: 409, nothing changes', async () => {
      const { company, job, client } = await startupWithMember();
      const rejected = await insertApplication(job, { stage: 'rejected', decidedAt: addDays(TEST_NOW, -1) });
      const withdrawn = await insertApplication(job, { stage: 'custom', withdrawnAt: addDays(TEST_NOW, -1) });
      const locked = expectError(
        await client.post(`/api/companies/${company.key}/applications/${rejected.id}/move`, {
          stage: 'applied',
        }),
        409,
        'CONFLICT',
      );
      expect(locked.message).toBe('A rejected candidate cannot be moved');
      expectError(
        await client.post(`/api/companies/${company.key}/applications/${withdrawn.id}/move`, {
          stage: 'hired',
        }),
        409,
        'CONFLICT',
      );
      expect((await stageOf(rejected.id))?.stage).toBe('rejected');
      expect((await stageOf(withdrawn.id))?.stage).toBe('custom');
      expect(await eventsOf(rejected.id)).toEqual([]);
      expect(await eventsOf(withdrawn.id)).toEqual([]);
      expectError(
        await client.post(`/api/companies/${company.key}/applications/${rejected.id}/move`, {
          stage: 'nowhere',
        }),
        422,
        'VALIDATION',
      );
    });

    it('sends the rejection mail at once when a card moves to Rejected, once', async () => {
      const { company, job, user, client } = await startupWithMember({ name: `Kodverket ${suffix()}` });
      const app = await insertApplication(job, { name: 'Maja Lund', stage: 'custom' });
      const result = parseJson(
        await client.post(`/api/companies/${company.key}/applications/${app.id}/move`, { stage: 'rejected' }),
        MoveResult,
      );
      expect(result.mailsSent).toBe(1);
      const [mail, ...more] = await mailsTo(app.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(`Your application for ${job.title} at ${company.name}`);
      expect(mail?.text).toContain('Dear Maja,');
      expect(mail?.text).toContain(`${user.firstName} ${user.lastName}`);
      const row = await stageOf(app.id);
      expect(row).toMatchObject({ stage: 'rejected', rejectionSentAt: TEST_NOW, decidedAt: TEST_NOW });
      expect(await eventsOf(app.id)).toEqual([
        { from: 'custom', to: 'rejected', reason: 'reject', actor: 'member' },
      ]);
    });

    it('moves several cards at once, all or nothing', async () => {
      const { company, job, client } = await startupWithMember();
      const [a, b, c] = await Promise.all([
        insertApplication(job),
        insertApplication(job, { stage: 'custom' }),
        insertApplication(job, { stage: 'toreject' }),
      ]);
      const rejected = await insertApplication(job, { stage: 'rejected' });
      const refused = expectError(
        await client.post(`/api/companies/${company.key}/applications/move`, {
          ids: [a.id, b.id, rejected.id],
          stage: 'toreject',
        }),
        409,
        'CONFLICT',
      );
      expect(refused.message).toContain('1 of the selected candidates cannot be moved');
      expect((await stageOf(a.id))?.stage).toBe('applied');
      expect((await stageOf(b.id))?.stage).toBe('custom');

      const moved = parseJson(
        await client.post(`/api/companies/${company.key}/applications/move`, {
          ids: [a.id, b.id, c.id],
          stage: 'toreject',
        }),
        MoveResult,
      );
      expect(moved.moved.map((card) => card.id).sort()).toEqual([a.id, b.id].sort());
      expect(moved.unchanged).toEqual([c.id]);
      for (const id of [a.id, b.id, c.id]) expect((await stageOf(id))?.stage).toBe('toreject');
      expect(await eventsOf(a.id)).toEqual([
        { from: 'applied', to: 'toreject', reason: 'bulk', actor: 'member' },
      ]);
      expectError(
        await client.post(`/api/companies/${company.key}/applications/move`, { ids: [], stage: 'hired' }),
        422,
        'VALIDATION',
      );
    });
  });

  describe('send rejections', () => {
    it('mails every candidate of the column once with the placeholders filled, and a second call sends nothing', async () => {
      const { company, job, user, client } = await startupWithMember({ name: `Fjordkod ${suffix()}` });
      await client.put(`/api/companies/${company.key}/pipeline`, {
        rejectionTemplate: {
          subject: '{{jobTitle}} at {{companyName}}',
          body: 'Hej {{candidateFirstName}} {{candidateLastName}} ({{candidateFullName}}),\nSee {{jobUrl}}\n{{senderFullName}}',
        },
      });
      const other = await insertJob(t.deps.db, company, { title: 'Other job' });
      const inColumn = await Promise.all(
        ['Ebba', 'Frej', 'Greta'].map((name) =>
          insertApplication(job, { name: `${name} Dahl`, stage: 'toreject' }),
        ),
      );
      const elsewhere = await insertApplication(other, { name: 'Hugo Dahl', stage: 'toreject' });
      const stays = await insertApplication(job, { name: 'Ines Dahl', stage: 'custom' });
      const anonymous = await insertApplication(job, {
        stage: 'toreject',
        anonymizedAt: addDays(TEST_NOW, -1),
      });

      // Two members' clicks at the same moment: the column is emptied once.
      const [first, second] = await Promise.all([
        client.post(`/api/companies/${company.key}/applications/send-rejections`, { jobId: job.id }),
        client.post(`/api/companies/${company.key}/applications/send-rejections`, { jobId: job.id }),
      ]);
      const results = [parseJson(first, SendRejectionsResult), parseJson(second, SendRejectionsResult)];
      expect(results.reduce((sum, r) => sum + r.rejected, 0)).toBe(4);
      expect(results.reduce((sum, r) => sum + r.mailsSent, 0)).toBe(3);

      for (const app of inColumn) {
        const mails = await mailsTo(app.email);
        expect(mails).toHaveLength(1);
        const first = app.name.split(' ')[0];
        expect(mails[0]?.subject).toBe(`${job.title} at ${company.name}`);
        expect(mails[0]?.text).toContain(`Hej ${first} Dahl (${first} Dahl),`);
        expect(mails[0]?.text).toContain(`See ${t.deps.env.PUBLIC_URL}/jobs/${job.id}`);
        expect(mails[0]?.text).toContain(`${user.firstName} ${user.lastName}`);
        expect(mails[0]?.text).not.toContain('{{');
        expect(await stageOf(app.id)).toMatchObject({ stage: 'rejected', rejectionSentAt: TEST_NOW });
      }
      expect(await stageOf(anonymous.id)).toMatchObject({ stage: 'rejected', rejectionSentAt: null });
      expect(await mailsTo(anonymous.email)).toEqual([]);
      expect((await stageOf(elsewhere.id))?.stage).toBe('toreject');
      expect((await stageOf(stays.id))?.stage).toBe('custom');

      const again = parseJson(
        await client.post(`/api/companies/${company.key}/applications/send-rejections`, { jobId: job.id }),
        SendRejectionsResult,
      );
      expect(again).toEqual({ rejected: 0, mailsSent: 0, mailsFailed: 0 });
      for (const app of inColumn) expect(await mailsTo(app.email)).toHaveLength(1);

      // Without a job: every job's column.
      const everyJob = parseJson(
        await client.post(`/api/companies/${company.key}/applications/send-rejections`, {}),
        SendRejectionsResult,
      );
      expect(everyJob).toEqual({ rejected: 1, mailsSent: 1, mailsFailed: 0 });
      expect(await mailsTo(elsewhere.email)).toHaveLength(1);
    });
  });

  describe('the candidate and the CV', () => {
    it("shows the quick-apply data, the interest flag and serves the CV as an attachment to the startup's members only", async () => {
      const { company, job, client } = await startupWithMember();
      const talent = await insertUser(t.deps.db);
      const cvFile = `cvs/${suffix()}/${crypto.randomBytes(16).toString('hex')}.pdf`;
      await storage().write(cvFile, PDF);
      const app = await insertApplication(job, {
        name: 'Åsa Öberg',
        userId: talent.id,
        cvFile,
        cvFileName: 'Åsa "CV".pdf',
      });
      await t.deps.db
        .insert(jobInterests)
        .values({ userId: talent.id, jobId: job.id, interestedAt: addDays(TEST_NOW, -3) });

      const detail = parseJson(
        await client.get(`/api/companies/${company.key}/applications/${app.id}`),
        ApplicationDetail,
      );
      expect(detail).toMatchObject({
        name: 'Åsa Öberg',
        email: app.email,
        phone: '+46 70 123 45 67',
        linkedinUrl: 'https://www.linkedin.com/in/kandidat',
        coverNote: 'I would love to build this with you.',
        hasCv: true,
        cvFileName: 'Åsa "CV".pdf',
        interestedAt: addDays(TEST_NOW, -3).toISOString(),
      });
      const interests = parseJson(
        await client.get(`/api/companies/${company.key}/jobs/${job.id}/interests`),
        JobInterestList,
      );
      expect(interests.interests).toEqual([
        { name: `${talent.firstName} ${talent.lastName}`, interestedAt: addDays(TEST_NOW, -3).toISOString() },
      ]);

      const cvUrl = `/api/companies/${company.key}/applications/${app.id}/cv`;
      const cv = await client.get(cvUrl);
      expect(cv.statusCode).toBe(200);
      expect(cv.headers['content-type']).toBe('application/pdf');
      expect(cv.headers['content-disposition']).toBe(
        `attachment; filename="Asa _CV_.pdf"; filename*=UTF-8''Asa%20_CV_.pdf`,
      );
      expect(cv.headers['x-content-type-options']).toBe('nosniff');
      expect(cv.headers['content-security-policy']).toBe('sandbox');
      expect(cv.headers['cache-control']).toBe('private, no-store');
      expect(cv.rawPayload.equals(PDF)).toBe(true);

      const stranger = await startupWithMember();
      expectError(await stranger.client.get(cvUrl), 404, 'NOT_FOUND');
      expectError(await createSessionClient(t.app).get(cvUrl), 404, 'NOT_FOUND');
      // The talent who sent it is no member either.
      expectError(await (await signedInClient(t.app, talent)).get(cvUrl), 404, 'NOT_FOUND');

      await t.deps.db.update(applications).set({ anonymizedAt: TEST_NOW }).where(eq(applications.id, app.id));
      expectError(await client.get(cvUrl), 404, 'NOT_FOUND');
      const anonymous = parseJson(
        await client.get(`/api/companies/${company.key}/applications/${app.id}`),
        ApplicationDetail,
      );
      expect(anonymous).toMatchObject({
        name: null,
        email: null,
        phone: null,
        linkedinUrl: null,
        coverNote: null,
        hasCv: false,
        cvFileName: null,
        interestedAt: null,
        isAnonymized: true,
      });

      const withoutCv = await insertApplication(job);
      expectError(
        await client.get(`/api/companies/${company.key}/applications/${withoutCv.id}/cv`),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('another startup', () => {
    it("answers 404 to a member of startup A on every route for B's applicants, applications and CVs", async () => {
      const a = await startupWithMember();
      const b = await startupWithMember();
      const cvFile = `cvs/${suffix()}/${crypto.randomBytes(16).toString('hex')}.pdf`;
      await storage().write(cvFile, PDF);
      const bApp = await insertApplication(b.job, { stage: 'toreject', cvFile, cvFileName: 'cv.pdf' });
      const bKey = b.company.key;
      const aKey = a.company.key;
      const routes: [string, () => Promise<{ statusCode: number; body: string }>][] = [
        ['list', () => a.client.get(`/api/companies/${bKey}/applicants`)],
        ['list with B job on A', () => a.client.get(`/api/companies/${aKey}/applicants?job=${b.job.id}`)],
        ['detail', () => a.client.get(`/api/companies/${bKey}/applications/${bApp.id}`)],
        ['detail through A', () => a.client.get(`/api/companies/${aKey}/applications/${bApp.id}`)],
        ['cv', () => a.client.get(`/api/companies/${bKey}/applications/${bApp.id}/cv`)],
        ['cv through A', () => a.client.get(`/api/companies/${aKey}/applications/${bApp.id}/cv`)],
        [
          'move',
          () => a.client.post(`/api/companies/${bKey}/applications/${bApp.id}/move`, { stage: 'rejected' }),
        ],
        [
          'move through A',
          () => a.client.post(`/api/companies/${aKey}/applications/${bApp.id}/move`, { stage: 'rejected' }),
        ],
        [
          'bulk move',
          () =>
            a.client.post(`/api/companies/${bKey}/applications/move`, { ids: [bApp.id], stage: 'rejected' }),
        ],
        [
          'bulk move through A',
          () =>
            a.client.post(`/api/companies/${aKey}/applications/move`, { ids: [bApp.id], stage: 'rejected' }),
        ],
        ['send rejections', () => a.client.post(`/api/companies/${bKey}/applications/send-rejections`, {})],
        [
          'send rejections for B job through A',
          () => a.client.post(`/api/companies/${aKey}/applications/send-rejections`, { jobId: b.job.id }),
        ],
        ['pipeline', () => a.client.get(`/api/companies/${bKey}/pipeline`)],
        [
          'pipeline update',
          () => a.client.put(`/api/companies/${bKey}/pipeline`, { customStageName: 'Pwned' }),
        ],
        ['interests', () => a.client.get(`/api/companies/${bKey}/jobs/${b.job.id}/interests`)],
        ['interests through A', () => a.client.get(`/api/companies/${aKey}/jobs/${b.job.id}/interests`)],
      ];
      for (const [label, send] of routes) {
        const response = await send();
        expect(response.statusCode, `${label}: ${response.body}`).toBe(404);
      }
      expect(await stageOf(bApp.id)).toMatchObject({ stage: 'toreject', rejectionSentAt: null });
      expect(await mailsTo(bApp.email)).toEqual([]);
      const settings = parseJson(await b.client.get(`/api/companies/${bKey}/pipeline`), PipelineSettings);
      expect(settings.customStageName).toBeNull();
    });
  });

  describe('response score', () => {
    it('appears on the public API only from five applications of the last 180 days', async () => {
      const { company, job } = await startupWithMember();
      const url = `/api/companies/${company.key}/response-score`;
      const hours = (h: number) => new Date(TEST_NOW.getTime() - h * 3_600_000);
      for (const [created, responded, decided] of [
        [100, 90, 50],
        [100, 76, null],
        [80, 56, 56],
        [60, null, null],
      ] as const) {
        await insertApplication(job, {
          createdAt: hours(created),
          firstResponseAt: responded === null ? null : hours(responded),
          decidedAt: decided === null ? null : hours(decided),
        });
      }
      // Too old to count, and withdrawn: neither changes the count.
      await insertApplication(job, {
        createdAt: addDays(TEST_NOW, -200),
        firstResponseAt: addDays(TEST_NOW, -199),
      });
      await insertApplication(job, { createdAt: hours(10), withdrawnAt: hours(5) });
      expect(parseJson(await t.app.inject(url), PublicResponseScore)).toEqual({
        responseScore: null,
        windowDays: 180,
      });

      await insertApplication(job, {
        createdAt: hours(40),
        firstResponseAt: hours(28),
        decidedAt: hours(28),
      });
      const score = parseJson(await t.app.inject(url), PublicResponseScore);
      // Waits of 10, 24, 24 and 12 hours: the median is 18; 3 of 5 decided.
      expect(score).toEqual({
        responseScore: { applications: 5, medianHoursToFirstResponse: 18, decidedShare: 0.6 },
        windowDays: 180,
      });
      const draft = await insertCompany(t.deps.db, { status: 'DRAFT' });
      expectError(await t.app.inject(`/api/companies/${draft.key}/response-score`), 404, 'NOT_FOUND');
    });
  });

  // Last: a closure run closes every due application in the database, the other tests' included.
  describe('guaranteed closure', () => {
    async function runClosure(now: Date) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dev/applications/close',
        payload: { now: now.toISOString() },
      });
      return parseJson(response, ClosureRunSummary);
    }

    it('leaves applications sent to the job email address out of the board and never closes them', async () => {
      const { company, job, client } = await startupWithMember();
      const base = addDays(TEST_NOW, 200);
      const emailed = await insertApplication(job, { source: 'email', createdAt: addDays(base, -45) });
      const board = parseJson(await client.get(`/api/companies/${company.key}/applicants`), ApplicantList);
      expect(board.applicants.map((a) => a.id)).not.toContain(emailed.id);
      expect(board.jobs.find((j) => j.id === job.id)?.applicants).toBe(0);
      expectError(
        await client.post(`/api/companies/${company.key}/applications/${emailed.id}/move`, {
          stage: 'custom',
        }),
        404,
        'NOT_FOUND',
      );
      await runClosure(base);
      expect((await stageOf(emailed.id))?.stage).toBe('applied');
      expect(await mailsTo(emailed.email)).toHaveLength(0);
    });

    it('warns the startup five days before, then sends the decision mail at 30 days (once each)', async () => {
      const notify = `jobs-${suffix()}@example.test`;
      const { company, job, client } = await startupWithMember({ notificationEmails: [notify] });
      const base = addDays(TEST_NOW, 100);
      const waiting = await insertApplication(job, { name: 'Vera Nyström', createdAt: addDays(base, -26) });
      const reviewed = await insertApplication(job, { stage: 'custom', createdAt: addDays(base, -60) });
      // Moved 26 days before `base`: the clock counts from the last move, not from the application.
      await t.deps.db.insert(applicationEvents).values({
        applicationId: reviewed.id,
        fromStage: 'applied',
        toStage: 'custom',
        reason: 'move',
        actor: 'member',
        at: addDays(base, -26),
      });
      const fresh = await insertApplication(job, { createdAt: addDays(base, -3) });
      const hired = await insertApplication(job, {
        stage: 'hired',
        createdAt: addDays(base, -90),
        decidedAt: addDays(base, -80),
      });

      const warned = await runClosure(base);
      expect(warned.warned).toBeGreaterThanOrEqual(2);
      const [warning, ...moreWarnings] = await mailsTo(notify, 'company_closure_warning');
      expect(moreWarnings).toEqual([]);
      expect(warning?.subject).toBe(`2 applications at ${company.name} will be closed in 5 days`);
      expect(warning?.text).toContain(`Vera Nyström, ${job.title}: closes on`);
      expect(warning?.text).toContain(`${t.deps.env.PUBLIC_URL}/client/startups/${company.key}/applicants`);
      expect((await stageOf(waiting.id))?.stage).toBe('applied');
      // The next hour's run warns nobody twice.
      await runClosure(addDays(base, 0.05));
      expect(await mailsTo(notify, 'company_closure_warning')).toHaveLength(1);

      const due = addDays(base, 4.5);
      await runClosure(due);
      for (const app of [waiting, reviewed]) {
        const row = await stageOf(app.id);
        expect(row).toMatchObject({ stage: 'rejected', rejectionSentAt: due, decidedAt: due });
        const events = await eventsOf(app.id);
        expect(events.at(-1)).toEqual({
          from: app.stage,
          to: 'rejected',
          reason: 'closure',
          actor: 'system',
        });
        const mails = await mailsTo(app.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]?.subject).toBe(`Your application for ${job.title} at ${company.name}`);
        expect(mails[0]?.text).toContain('The hiring team');
      }
      expect((await stageOf(fresh.id))?.stage).toBe('applied');
      expect((await stageOf(hired.id))?.stage).toBe('hired');
      await runClosure(addDays(due, 1));
      for (const app of [waiting, reviewed]) expect(await mailsTo(app.email)).toHaveLength(1);
      // The startup sees the closure on the card's history.
      const detail = parseJson(
        await client.get(`/api/companies/${company.key}/applications/${waiting.id}`),
        ApplicationDetail,
      );
      expect(detail.events.at(-1)).toMatchObject({
        to: 'rejected',
        reason: 'closure',
        actor: 'system',
        by: null,
      });
    });

    it('follows the site setting for the closure days', async () => {
      const { job } = await startupWithMember();
      const base = addDays(TEST_NOW, 200);
      const app = await insertApplication(job, { createdAt: addDays(base, -11) });
      await t.deps.db
        .insert(siteSettings)
        .values({ key: 'pipeline', value: { closureDays: 10 } })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: { closureDays: 10 } } });
      try {
        await runClosure(base);
      } finally {
        await t.deps.db.delete(siteSettings).where(eq(siteSettings.key, 'pipeline'));
      }
      expect((await stageOf(app.id))?.stage).toBe('rejected');
    });

    it('sends exactly one decision mail per application with two workers at the same moment', async () => {
      const { job } = await startupWithMember();
      const base = addDays(TEST_NOW, 300);
      const due = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          insertApplication(job, {
            stage: i % 3 === 0 ? 'toreject' : i % 3 === 1 ? 'custom' : 'applied',
            createdAt: addDays(base, -31 - (i % 4)),
          }),
        ),
      );
      // A second worker: its own connection to the same database (PGlite has one connection per process).
      const other = t.deps.env.DATABASE_URL
        ? await openDatabase({ databaseUrl: t.deps.env.DATABASE_URL, pgliteDir: 'memory://', poolMax: 2 })
        : null;
      try {
        const deps = { mail: t.deps.mail, publicUrl: t.deps.env.PUBLIC_URL, now: () => base };
        const results = await Promise.all([
          closeStaleApplications({ ...deps, db: t.deps.db }),
          closeStaleApplications({ ...deps, db: other?.db ?? t.deps.db }),
        ]);
        expect(results[0].closed + results[1].closed).toBeGreaterThanOrEqual(due.length);
      } finally {
        await other?.close();
      }
      const ids = due.map((app) => app.id);
      const rows = await t.deps.db.select().from(applications).where(inArray(applications.id, ids));
      expect(rows.every((row) => row.stage === 'rejected')).toBe(true);
      for (const app of due) {
        expect(await mailsTo(app.email), app.email).toHaveLength(1);
        expect((await eventsOf(app.id)).filter((e) => e.to === 'rejected')).toHaveLength(1);
      }
      const [{ n }] = (await t.deps.db
        .select({ n: count() })
        .from(applicationEvents)
        .where(
          and(inArray(applicationEvents.applicationId, ids), eq(applicationEvents.reason, 'closure')),
        )) as [{ n: number }];
      expect(Number(n)).toBe(due.length);
    });
  });
});
