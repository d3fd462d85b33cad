/**
 * The talent side of applying over HTTP (issue 9): quick apply settings and the saved CV, CV
 * uploads checked by content (a refusal stores nothing), applying by each of the job's ways of
 * receiving applications (platform pipeline with the startup's notice, email with the CV attached,
 * the startup's own website with the click counted), one application per person and job, only
 * ACTIVE jobs, the talent's own applications only, withdrawing, a member's resend of a job's email
 * applications, and the rate limits. Mail goes through a real SMTP server (attachments included)
 * and is logged in `outbox_emails`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLY_EXTERNAL_MESSAGE,
  APPLY_RATE_LIMIT_MESSAGE,
  ApplyResult,
  CV_MISSING_MESSAGE,
  CV_NOT_YOURS_MESSAGE,
  JOB_CLOSED_MESSAGE,
  LINKEDIN_MESSAGE,
  NO_TALENT_PROFILE_MESSAGE,
  PHONE_MESSAGE,
  QuickApplyProfile,
  ResendApplicantsResult,
  TalentApplication,
  TalentApplicationList,
  WITHDRAW_DECIDED_MESSAGE,
} from '#domain/applications/applying.schema.ts';
import {
  CV_ACTIVE_CONTENT_MESSAGE,
  CV_ENCRYPTED_MESSAGE,
  CV_NO_PAGES_MESSAGE,
  CV_NOT_PDF_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  isCvKey,
} from '#domain/applications/cv-rules.ts';
import {
  applicants,
  applicationEvents,
  applications,
  type companies,
  jobApplyClicks,
  jobs,
  outboxEmails,
  uploads,
} from '#server/db/schema/index.ts';
import { UploadedCv } from '#server/http/routes/uploads/cv-upload-routes.ts';
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
import { buildPdf, htmlFile, pngRenamedToPdf, sixMegabytePdf } from '#tests/helpers/pdf-fixtures.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '#tests/helpers/smtp-capture.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

function multipart(options: { filename: string; contentType: string; data: Buffer; field?: string }) {
  const boundary = `----nordhub${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file_upload'}"; filename="${options.filename}"\r\n` +
      `Content-Type: ${options.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, options.data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The attachments of a received mail: each part with a file name, decoded from base64. */
function attachmentsOf(mail: CapturedMail): { filename: string; contentType: string; content: Buffer }[] {
  const found: { filename: string; contentType: string; content: Buffer }[] = [];
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const headers = part.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ');
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (!filename) continue;
    const contentType = /content-type:\s*([^;\s]+)/i.exec(headers)?.[1] ?? '';
    const body = part.slice(split.index + split[0].length).replace(/\r?\n--[^\r\n]*--\s*$/, '');
    expect(headers.toLowerCase()).toContain('content-transfer-encoding: base64');
    found.push({ filename, contentType, content: Buffer.from(body.replace(/\s+/g, ''), 'base64') });
  }
  return found;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe.each(BACKENDS)('applying API [%s]', (backend) => {
  let capture: SmtpCapture;
  let t: TestApp;
  let cvDir: string;

  beforeAll(async () => {
    capture = await startSmtpCapture();
    t = await createTestApp({ backend, env: { SMTP_URL: capture.url } });
    cvDir = path.join(t.deps.env.dataDir, 'uploads', 'cvs');
  });
  afterAll(async () => {
    await t?.close();
    await capture?.close();
  });

  async function signedIn(options: { withTalentProfile?: boolean; isAdmin?: boolean } = {}) {
    const user = await insertUser(t.deps.db, { isAdmin: options.isAdmin ?? false });
    if (options.withTalentProfile ?? true) await t.deps.db.insert(applicants).values({ userId: user.id });
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return { user, client };
  }

  async function uploadCv(
    client: SessionClient,
    file: { data: Buffer; filename?: string; contentType?: string } = { data: buildPdf() },
  ) {
    return client.request({
      method: 'POST',
      url: '/api/upload/cv',
      ...multipart({
        filename: file.filename ?? 'my cv.pdf',
        contentType: file.contentType ?? 'application/pdf',
        data: file.data,
      }),
    });
  }

  async function uploadCvOk(client: SessionClient, data = buildPdf(), filename = 'my cv.pdf') {
    const response = await uploadCv(client, { data, filename });
    expect(response.statusCode, response.body).toBe(201);
    return parseJson(response, UploadedCv);
  }

  /** A talent whose quick apply settings hold a CV: ready to apply in two clicks. */
  async function readyTalent() {
    const talent = await signedIn();
    const cv = await uploadCvOk(talent.client);
    const saved = await talent.client.put('/api/applicant/settings', {
      phone: '+45 12 34 56 78',
      linkedinUrl: 'linkedin.com/in/test-user',
      cvFile: cv.key,
      cvFileName: cv.fileName,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { ...talent, cv };
  }

  async function startupWithMember(overrides: Partial<typeof companies.$inferInsert> = {}) {
    const company = await insertCompany(t.deps.db, overrides);
    const member = await signedIn({ withTalentProfile: false });
    await addCompanyMember(t.deps.db, company, member.user);
    return { company, member };
  }

  async function job(
    company: CompanyRow,
    overrides: Partial<typeof jobs.$inferInsert> = {},
  ): Promise<JobRow> {
    return insertJob(t.deps.db, company, { expirationDate: addDays(t.deps.now(), 30), ...overrides });
  }

  function apply(client: SessionClient, jobId: string, body: Record<string, unknown> = {}) {
    return client.post(`/api/jobs/${jobId}/apply`, {
      name: 'Test User',
      email: 'test.user@example.test',
      ...body,
    });
  }

  async function outboxTo(to: string) {
    return t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  }

  describe('quick apply settings', () => {
    it('round-trips every field and the CV, which downloads as an attachment exactly as uploaded', async () => {
      const { user, client } = await signedIn();
      const initial = parseJson(await client.get('/api/applicant/settings'), QuickApplyProfile);
      expect(initial).toEqual({
        name: 'Test User',
        email: user.email,
        phone: null,
        linkedinUrl: null,
        intro: null,
        preferredCountryCodes: [],
        preferredRoles: [],
        cv: null,
        isComplete: false,
      });
      expectError(await client.get('/api/applicant/cv'), 404, 'NOT_FOUND');

      const pdf = buildPdf({ pages: 2 });
      const cv = await uploadCvOk(client, pdf, 'Anna Berg CV.pdf');
      expect(isCvKey(cv.key)).toBe(true);
      expect(cv).toMatchObject({ fileName: 'Anna Berg CV.pdf', bytes: pdf.length, pageCount: 2 });

      const saved = await client.put('/api/applicant/settings', {
        name: 'Anna Berg',
        email: 'Anna.Berg@Example.test',
        phone: '+46 70 123 45 67',
        linkedinUrl: 'https://www.linkedin.com/in/anna-berg',
        intro: 'Backend developer who likes queues.',
        preferredCountryCodes: ['SE', 'DK', 'SE'],
        preferredRoles: ['backenddeveloper', 'devops'],
        cvFile: cv.key,
        cvFileName: cv.fileName,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const expected = {
        name: 'Anna Berg',
        email: 'anna.berg@example.test',
        phone: '+46 70 123 45 67',
        linkedinUrl: 'https://www.linkedin.com/in/anna-berg',
        intro: 'Backend developer who likes queues.',
        preferredCountryCodes: ['SE', 'DK'],
        preferredRoles: ['backenddeveloper', 'devops'],
        cv: {
          fileName: 'Anna Berg CV.pdf',
          uploadedAt: t.deps.now().toISOString(),
          downloadUrl: '/api/applicant/cv',
        },
        isComplete: true,
      };
      expect(parseJson(saved, QuickApplyProfile)).toEqual(expected);
      expect(parseJson(await client.get('/api/applicant/settings'), QuickApplyProfile)).toEqual(expected);

      const download = await client.get('/api/applicant/cv');
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Anna Berg CV.pdf"; filename*=UTF-8''Anna%20Berg%20CV.pdf`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-security-policy']).toBe('sandbox');
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(download.rawPayload.equals(pdf)).toBe(true);

      // Saving without a CV keeps the saved one; removeCv takes it away and deletes the file.
      const kept = parseJson(
        await client.put('/api/applicant/settings', { name: 'Anna Berg', email: 'anna.berg@example.test' }),
        QuickApplyProfile,
      );
      expect(kept.cv?.fileName).toBe('Anna Berg CV.pdf');
      expect(kept.phone).toBeNull();
      const removed = parseJson(
        await client.put('/api/applicant/settings', { removeCv: true }),
        QuickApplyProfile,
      );
      expect(removed).toMatchObject({ cv: null, isComplete: false, name: 'Test User', email: user.email });
      expectError(await client.get('/api/applicant/cv'), 404, 'NOT_FOUND');
      expect(await listFiles(cvDir)).not.toContain(path.join(t.deps.env.dataDir, 'uploads', cv.key));
    });

    it('refuses bad values field by field, and a CV uploaded by someone else', async () => {
      const { client } = await signedIn();
      const other = await signedIn();
      const othersCv = await uploadCvOk(other.client);
      const response = await client.put('/api/applicant/settings', {
        phone: 'call me',
        linkedinUrl: 'javascript:alert(1)',
        preferredRoles: ['astronaut'],
        preferredCountryCodes: ['REMOTE'],
      });
      const body = expectError(response, 422, 'VALIDATION');
      expect(body.fieldErrors?.phone).toEqual([PHONE_MESSAGE]);
      expect(body.fieldErrors?.linkedinUrl).toEqual([LINKEDIN_MESSAGE]);
      expect(Object.keys(body.fieldErrors ?? {})).toEqual(
        expect.arrayContaining(['preferredRoles.0', 'preferredCountryCodes.0']),
      );
      const stolen = await client.put('/api/applicant/settings', { cvFile: othersCv.key });
      expect(expectError(stolen, 422, 'VALIDATION').fieldErrors).toEqual({ cvFile: [CV_NOT_YOURS_MESSAGE] });
      expect(parseJson(await client.get('/api/applicant/settings'), QuickApplyProfile).cv).toBeNull();
    });

    it('needs a login and a talent profile', async () => {
      expectError(await createSessionClient(t.app).get('/api/applicant/settings'), 401, 'UNAUTHORIZED');
      const { client } = await signedIn({ withTalentProfile: false });
      expectError(await client.get('/api/applicant/settings'), 404, 'NOT_FOUND');
      expectError(await client.put('/api/applicant/settings', { name: 'X' }), 404, 'NOT_FOUND');
    });
  });

  describe('CV uploads', () => {
    it.each([
      [
        'a PNG renamed .pdf',
        { data: pngRenamedToPdf(), filename: 'cv.pdf' },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        CV_NOT_PDF_MESSAGE,
      ],
      [
        'an HTML file',
        { data: htmlFile(), filename: 'cv.html', contentType: 'text/html' },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        CV_NOT_PDF_MESSAGE,
      ],
      ['a 6 MB PDF', { data: sixMegabytePdf() }, 413, 'PAYLOAD_TOO_LARGE', CV_TOO_LARGE_MESSAGE],
      ['a PDF without pages', { data: buildPdf({ pages: 0 }) }, 422, 'VALIDATION', CV_NO_PAGES_MESSAGE],
      [
        'an encrypted PDF',
        {
          data: buildPdf({ trailerExtra: '/Encrypt 90 0 R', extraObjects: ['<< /Filter /Standard /V 2 >>'] }),
        },
        422,
        'VALIDATION',
        CV_ENCRYPTED_MESSAGE,
      ],
      [
        'a PDF with JavaScript',
        { data: buildPdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }) },
        422,
        'VALIDATION',
        CV_ACTIVE_CONTENT_MESSAGE,
      ],
    ] as const)(
      'refuses %s with a clear message and stores nothing',
      async (_label, file, status, code, message) => {
        const { user, client } = await signedIn();
        const filesBefore = await listFiles(cvDir);
        const body = expectError(await uploadCv(client, file), status, code);
        expect(body.message).toBe(message);
        expect(await t.deps.db.select().from(uploads).where(eq(uploads.ownerUserId, user.id))).toEqual([]);
        expect(await listFiles(cvDir)).toEqual(filesBefore);
      },
    );

    it('refuses a body that says it is larger than 5 MB before reading it, and anyone logged out', async () => {
      const { client } = await signedIn();
      const response = await client.request({
        method: 'POST',
        url: '/api/upload/cv',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(7 * 1024 * 1024),
        },
        payload: '--x--',
      });
      expect(expectError(response, 413, 'PAYLOAD_TOO_LARGE').message).toBe(CV_TOO_LARGE_MESSAGE);
      const anonymous = createSessionClient(t.app);
      expectError(await uploadCv(anonymous), 401, 'UNAUTHORIZED');
    });
  });

  describe('on the platform', () => {
    it('creates the application with its event, notifies the startup and confirms to the talent', async () => {
      const { company, member } = await startupWithMember();
      const platformJob = await job(company, { receiveApplicants: 'platform' });
      const talent = await readyTalent();
      const response = await apply(talent.client, platformJob.id, {
        coverNote: 'I love queues.\n\nAnd Kafka.',
      });
      expect(response.statusCode, response.body).toBe(201);
      const result = parseJson(response, ApplyResult);
      expect(result).toMatchObject({
        existing: false,
        application: {
          jobId: platformJob.id,
          jobTitle: platformJob.title,
          companyName: company.name,
          status: 'Applied',
          source: 'platform',
          canWithdraw: true,
          withdrawnAt: null,
          name: 'Test User',
          email: 'test.user@example.test',
          coverNote: 'I love queues.\n\nAnd Kafka.',
          cvFileName: 'my cv.pdf',
        },
      });
      const [row] = await t.deps.db
        .select()
        .from(applications)
        .where(eq(applications.id, result.application.id));
      expect(row).toMatchObject({
        userId: talent.user.id,
        stage: 'applied',
        source: 'platform',
        cvFile: talent.cv.key,
      });
      const events = await t.deps.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, result.application.id));
      expect(events).toMatchObject([
        { fromStage: null, toStage: 'applied', reason: 'applied', actor: 'talent', userId: talent.user.id },
      ]);

      // The confirmation goes to the account's address, never to one typed into the form.
      const confirmation = await capture.waitForMail((m) => m.to === talent.user.email);
      expect(confirmation.subject).toBe(`Application sent: ${platformJob.title} at ${company.name}`);
      expect(confirmation.text).toContain(`${t.deps.env.PUBLIC_URL}/client/my-jobs`);
      expect(capture.messages.some((m) => m.to === 'test.user@example.test')).toBe(false);
      const notice = await capture.waitForMail((m) => m.to === member.user.email);
      expect(notice.subject).toBe(`New applicant for ${platformJob.title}: Test User`);
      expect(notice.text).toContain(
        `${t.deps.env.PUBLIC_URL}/client/startups/${company.key}/applicants?job=${platformJob.id}`,
      );
      expect((await outboxTo(talent.user.email)).map((m) => m.kind)).toEqual(['application_confirmation']);
      expect((await outboxTo(member.user.email)).map((m) => m.kind)).toEqual(['company_newapplicant']);
    });

    it('answers a second attempt with the existing application, unchanged', async () => {
      const { company } = await startupWithMember();
      const platformJob = await job(company);
      const talent = await readyTalent();
      const first = parseJson(await apply(talent.client, platformJob.id), ApplyResult);
      const again = await apply(talent.client, platformJob.id, {
        name: 'Someone Else',
        coverNote: 'Second try',
      });
      expect(again.statusCode).toBe(200);
      expect(parseJson(again, ApplyResult)).toEqual({ existing: true, application: first.application });
      const rows = await t.deps.db.select().from(applications).where(eq(applications.jobId, platformJob.id));
      expect(rows).toHaveLength(1);
      expect(
        (await outboxTo(talent.user.email)).filter((m) => m.kind === 'application_confirmation'),
      ).toHaveLength(1);
    });

    it('sends another CV for one application, and saves it as the quick apply CV only when asked', async () => {
      const { company } = await startupWithMember();
      const talent = await readyTalent();
      const other = await uploadCvOk(talent.client, buildPdf({ pageText: 'Design CV' }), 'design-cv.pdf');
      const first = parseJson(
        await apply(talent.client, (await job(company)).id, {
          cvFile: other.key,
          cvFileName: other.fileName,
        }),
        ApplyResult,
      );
      expect(first.application.cvFileName).toBe('design-cv.pdf');
      expect(
        parseJson(await talent.client.get('/api/applicant/settings'), QuickApplyProfile).cv?.fileName,
      ).toBe('my cv.pdf');
      const third = await uploadCvOk(talent.client, buildPdf({ pageText: 'Newest CV' }), 'newest.pdf');
      await apply(talent.client, (await job(company)).id, {
        cvFile: third.key,
        cvFileName: third.fileName,
        saveCv: true,
      });
      expect(
        parseJson(await talent.client.get('/api/applicant/settings'), QuickApplyProfile).cv?.fileName,
      ).toBe('newest.pdf');
      // The replaced CV was not sent with any application: its file is gone.
      expect(await t.app.deps.storage?.exists(talent.cv.key)).toBe(false);
      expect(await t.app.deps.storage?.exists(other.key)).toBe(true);
    });

    it('takes applications only for ACTIVE jobs, from talents with a CV, and needs a login', async () => {
      const { company } = await startupWithMember();
      const talent = await readyTalent();
      for (const closed of [
        await job(company, { status: 'STOPPED' }),
        await job(company, { status: 'EXPIRED' }),
        await job(company, { expirationDate: addDays(t.deps.now(), -1) }),
      ]) {
        expect(expectError(await apply(talent.client, closed.id), 409, 'CONFLICT').message).toBe(
          JOB_CLOSED_MESSAGE,
        );
      }
      expectError(await apply(talent.client, (await job(company, { status: 'DRAFT' })).id), 404, 'NOT_FOUND');
      const hidden = await insertCompany(t.deps.db, { status: 'DRAFT' });
      expectError(await apply(talent.client, (await job(hidden)).id), 404, 'NOT_FOUND');

      const open = await job(company);
      const withoutProfile = await signedIn({ withTalentProfile: false });
      expect(expectError(await apply(withoutProfile.client, open.id), 409, 'CONFLICT').message).toBe(
        NO_TALENT_PROFILE_MESSAGE,
      );
      const withoutCv = await signedIn();
      expect(expectError(await apply(withoutCv.client, open.id), 422, 'VALIDATION').fieldErrors).toEqual({
        cvFile: [CV_MISSING_MESSAGE],
      });
      const stranger = await signedIn();
      const strangersCv = await uploadCvOk(stranger.client);
      expect(
        expectError(await apply(talent.client, open.id, { cvFile: strangersCv.key }), 422, 'VALIDATION')
          .fieldErrors,
      ).toEqual({ cvFile: [CV_NOT_YOURS_MESSAGE] });
      expectError(await apply(createSessionClient(t.app), open.id), 401, 'UNAUTHORIZED');
      expect(await t.deps.db.select().from(applications).where(eq(applications.jobId, open.id))).toEqual([]);
    });
  });

  describe('by email', () => {
    it("mails the application to the job's address with the PDF attached and records it outside the pipeline", async () => {
      const applyEmail = `jobs-${Date.now()}@startup.example`;
      const { company, member } = await startupWithMember();
      const emailJob = await job(company, { receiveApplicants: 'email', applyEmail });
      const talent = await readyTalent();
      const pdf = buildPdf({ pages: 2, pageText: 'Email CV' });
      const cv = await uploadCvOk(talent.client, pdf, 'Email CV.pdf');
      const response = await apply(talent.client, emailJob.id, {
        coverNote: 'Hello from the test.',
        phone: '+45 12 34 56 78',
        cvFile: cv.key,
        cvFileName: cv.fileName,
      });
      expect(response.statusCode, response.body).toBe(201);
      const result = parseJson(response, ApplyResult);
      expect(result.application).toMatchObject({
        source: 'email',
        status: 'Applied',
        cvFileName: 'Email CV.pdf',
      });

      const mail = await capture.waitForMail((m) => m.to === applyEmail);
      expect(mail.subject).toBe(`Application for ${emailJob.title}: Test User`);
      expect(mail.headers['reply-to']).toBe('test.user@example.test');
      expect(mail.text).toContain('Hello from the test.');
      expect(mail.text).toContain('Phone: +45 12 34 56 78');
      expect(mail.partTypes).toContain('application/pdf');
      const [attachment, ...more] = attachmentsOf(mail);
      expect(more).toEqual([]);
      expect(attachment?.filename).toBe('Email CV.pdf');
      expect(attachment?.contentType).toBe('application/pdf');
      expect(attachment?.content.equals(pdf)).toBe(true);

      const [row] = await t.deps.db
        .select()
        .from(applications)
        .where(eq(applications.id, result.application.id));
      expect(row).toMatchObject({ source: 'email', stage: 'applied', cvFile: cv.key });
      const [logged] = await outboxTo(applyEmail);
      expect(logged?.kind).toBe('email_application');
      // The queue keeps the file by its storage key; the bytes above were read when it was sent.
      expect(logged?.attachments).toEqual([
        { filename: 'Email CV.pdf', contentType: 'application/pdf', storageKey: cv.key },
      ]);
      // Nothing in the pipeline: no new-applicant notice; the talent's confirmation says "emailed".
      expect(await outboxTo(member.user.email)).toEqual([]);
      const confirmation = await capture.waitForMail((m) => m.to === talent.user.email);
      expect(confirmation.text).toContain('was emailed to the startup with your CV attached');
      expect(
        parseJson(await talent.client.get('/api/applicant/settings'), QuickApplyProfile).cv?.fileName,
      ).toBe('my cv.pdf');
    });

    it('takes the application back when the mail to the startup cannot be sent', async () => {
      const { company } = await startupWithMember();
      const emailJob = await job(company, { receiveApplicants: 'email', applyEmail: 'jobs@startup.example' });
      const talent = await readyTalent();
      const send = t.deps.mail.send;
      t.deps.mail.send = async (message) => {
        if (message.kind === 'email_application') throw new Error('SMTP is down');
        return send.call(t.deps.mail, message);
      };
      try {
        expect((await apply(talent.client, emailJob.id)).statusCode).toBe(500);
      } finally {
        t.deps.mail.send = send;
      }
      expect(await t.deps.db.select().from(applications).where(eq(applications.jobId, emailJob.id))).toEqual(
        [],
      );
      expect((await apply(talent.client, emailJob.id)).statusCode).toBe(201);
    });
  });

  describe("on the startup's website", () => {
    it('records the click and redirects to the job’s own address only', async () => {
      const { company } = await startupWithMember();
      const applyUrl = 'https://careers.startup.example/jobs/42';
      const urlJob = await job(company, { receiveApplicants: 'url', applyUrl });
      const talent = await readyTalent();
      expect(expectError(await apply(talent.client, urlJob.id), 409, 'CONFLICT').message).toBe(
        APPLY_EXTERNAL_MESSAGE,
      );

      const click = await talent.client.get(
        `/api/jobs/${urlJob.id}/apply/external?to=https://evil.example&url=https://evil.example`,
      );
      expect(click.statusCode).toBe(303);
      expect(click.headers.location).toBe(applyUrl);
      const anonymous = await createSessionClient(t.app).get(`/api/jobs/${urlJob.id}/apply/external`);
      expect(anonymous.headers.location).toBe(applyUrl);
      const clicks = await t.deps.db.select().from(jobApplyClicks).where(eq(jobApplyClicks.jobId, urlJob.id));
      expect(clicks.map((c) => c.userId).sort()).toEqual([talent.user.id, null].sort());

      // A job that no longer takes applications leads back to its page, and counts nothing.
      const stopped = await job(company, { receiveApplicants: 'url', applyUrl, status: 'STOPPED' });
      const back = await talent.client.get(`/api/jobs/${stopped.id}/apply/external`);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/jobs/${stopped.id}`);
      expect(
        await t.deps.db.select().from(jobApplyClicks).where(eq(jobApplyClicks.jobId, stopped.id)),
      ).toEqual([]);
      expectError(
        await talent.client.get(`/api/jobs/${(await job(company, { status: 'DRAFT' })).id}/apply/external`),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe("the talent's applications", () => {
    it('lists, reads and withdraws their own, and gets 404 for anyone else’s', async () => {
      const { company } = await startupWithMember();
      const talent = await readyTalent();
      const other = await readyTalent();
      const mine = parseJson(await apply(talent.client, (await job(company)).id), ApplyResult).application;
      const theirs = parseJson(await apply(other.client, (await job(company)).id), ApplyResult).application;

      const list = parseJson(await talent.client.get('/api/applicant/applications'), TalentApplicationList);
      expect(list.applications.map((a) => a.id)).toEqual([mine.id]);
      expect(
        parseJson(await talent.client.get(`/api/applicant/applications/${mine.id}`), TalentApplication),
      ).toEqual(mine);
      expectError(await talent.client.get(`/api/applicant/applications/${theirs.id}`), 404, 'NOT_FOUND');
      expectError(await talent.client.post(`/api/applications/${theirs.id}/withdraw`), 404, 'NOT_FOUND');
      expectError(await talent.client.post('/api/applications/not-a-uuid/withdraw'), 404, 'NOT_FOUND');
      const [untouched] = await t.deps.db.select().from(applications).where(eq(applications.id, theirs.id));
      expect(untouched?.withdrawnAt).toBeNull();

      const withdrawn = parseJson(
        await talent.client.post(`/api/applications/${mine.id}/withdraw`),
        TalentApplication,
      );
      expect(withdrawn).toMatchObject({
        status: 'Withdrawn',
        canWithdraw: false,
        withdrawnAt: t.deps.now().toISOString(),
      });
      const again = parseJson(
        await talent.client.post(`/api/applications/${mine.id}/withdraw`),
        TalentApplication,
      );
      expect(again).toEqual(withdrawn);
      const events = await t.deps.db
        .select()
        .from(applicationEvents)
        .where(and(eq(applicationEvents.applicationId, mine.id), eq(applicationEvents.reason, 'withdraw')));
      expect(events).toMatchObject([
        { actor: 'talent', userId: talent.user.id, fromStage: 'applied', toStage: 'applied' },
      ]);
      expect(
        parseJson(await talent.client.get('/api/applicant/applications'), TalentApplicationList)
          .applications[0]?.status,
      ).toBe('Withdrawn');
      expectError(await createSessionClient(t.app).get('/api/applicant/applications'), 401, 'UNAUTHORIZED');
    });

    it('cannot withdraw a decided application', async () => {
      const { company } = await startupWithMember();
      const talent = await readyTalent();
      const application = parseJson(
        await apply(talent.client, (await job(company)).id),
        ApplyResult,
      ).application;
      await t.deps.db
        .update(applications)
        .set({ stage: 'rejected', decidedAt: t.deps.now() })
        .where(eq(applications.id, application.id));
      const body = expectError(
        await talent.client.post(`/api/applications/${application.id}/withdraw`),
        409,
        'CONFLICT',
      );
      expect(body.message).toBe(WITHDRAW_DECIDED_MESSAGE);
      const read = parseJson(
        await talent.client.get(`/api/applicant/applications/${application.id}`),
        TalentApplication,
      );
      expect(read).toMatchObject({ status: 'Not selected', canWithdraw: false, withdrawnAt: null });
    });
  });

  describe('resend applicants', () => {
    it("sends a job's open email applications again to its current address, for members only", async () => {
      const { company, member } = await startupWithMember();
      const emailJob = await job(company, { receiveApplicants: 'email', applyEmail: 'old@startup.example' });
      const first = await readyTalent();
      const second = await readyTalent();
      await apply(first.client, emailJob.id, { name: 'First Talent' });
      const withdrawn = parseJson(
        await apply(second.client, emailJob.id, { name: 'Second Talent' }),
        ApplyResult,
      );
      await second.client.post(`/api/applications/${withdrawn.application.id}/withdraw`);
      const newAddress = `new-${Date.now()}@startup.example`;
      await t.deps.db.update(jobs).set({ applyEmail: newAddress }).where(eq(jobs.id, emailJob.id));

      const outsider = await startupWithMember();
      for (const client of [outsider.member.client, first.client]) {
        expectError(await client.post(`/api/jobs/${emailJob.id}/resend-applicants`), 404, 'NOT_FOUND');
      }
      expectError(
        await createSessionClient(t.app).post(`/api/jobs/${emailJob.id}/resend-applicants`),
        401,
        'UNAUTHORIZED',
      );
      expect(capture.messages.filter((m) => m.to === newAddress)).toEqual([]);

      const response = await member.client.post(`/api/jobs/${emailJob.id}/resend-applicants`);
      expect(parseJson(response, ResendApplicantsResult)).toEqual({
        to: newAddress,
        total: 1,
        sent: 1,
        failed: 0,
      });
      const mail = await capture.waitForMail((m) => m.to === newAddress);
      expect(mail.subject).toBe(`Sent again: Application for ${emailJob.title}: First Talent`);
      expect(
        attachmentsOf(mail)[0]?.content.equals((await t.app.deps.storage?.read(first.cv.key)) as Buffer),
      ).toBe(true);
      expect((await outboxTo(newAddress)).map((m) => m.kind)).toEqual(['email_application_resent']);

      const admin = await signedIn({ isAdmin: true, withTalentProfile: false });
      expect((await admin.client.post(`/api/jobs/${emailJob.id}/resend-applicants`)).statusCode).toBe(200);
      const platformJob = await job(company);
      expectError(await member.client.post(`/api/jobs/${platformJob.id}/resend-applicants`), 409, 'CONFLICT');
    });
  });

  describe('rate limits', () => {
    it('stops a person after 20 applications in an hour', async () => {
      const { company } = await startupWithMember();
      const talent = await readyTalent();
      const openJobs = await Promise.all(Array.from({ length: 21 }, () => job(company)));
      await t.deps.db.insert(applications).values(
        openJobs.slice(0, 20).map((j) => ({
          jobId: j.id,
          userId: talent.user.id,
          name: 'Test User',
          email: talent.user.email,
          createdAt: new Date(t.deps.now().getTime() - 30 * 60_000),
        })),
      );
      const last = openJobs[20] as JobRow;
      // From another browser (another address): the person's own limit, not the address's.
      const elsewhere = createSessionClient(t.app);
      elsewhere.cookie = talent.client.cookie;
      const body = expectError(await apply(elsewhere, last.id), 429, 'RATE_LIMITED');
      expect(body.message).toBe(APPLY_RATE_LIMIT_MESSAGE);
      expect(await t.deps.db.select().from(applications).where(eq(applications.jobId, last.id))).toEqual([]);
      // An hour later it works again.
      t.setNow(new Date(t.deps.now().getTime() + 3_600_000));
      try {
        expect((await apply(elsewhere, last.id)).statusCode).toBe(201);
      } finally {
        t.setNow(new Date(t.deps.now().getTime() - 3_600_000));
      }
    });

    it('answers 429 with Retry-After after 20 apply requests from one client in an hour', async () => {
      const talent = await signedIn();
      const missing = '00000000-0000-4000-8000-000000000000';
      for (let i = 0; i < 20; i++) expect((await apply(talent.client, missing)).statusCode).toBe(404);
      const limited = await apply(talent.client, missing);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const rows = await t.deps.db
        .select()
        .from(applications)
        .where(inArray(applications.userId, [talent.user.id]));
      expect(rows).toEqual([]);
    });
  });
});
