/**
 * Uploads in an S3-compatible bucket (ADR 025), against s3rver on 127.0.0.1: the CV, deck and image
 * journeys upload and download as they do on the local disk, with the same headers, and the bytes
 * live in the bucket, not on the instance's disk. Two app instances on one database and one bucket:
 * a CV uploaded through one downloads through the other (with the local disk it does not).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApplyResult, QuickApplyProfile } from '#domain/applications/applying.schema.ts';
import { Pitch } from '#domain/investors/pitch.schema.ts';
import { createCaptchaVerifier } from '#server/adapters/captcha/captcha-verifier.ts';
import { createMailSender } from '#server/adapters/mail/mail-sender.ts';
import { createS3Storage, type S3Storage } from '#server/adapters/storage/s3-storage.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { applicants } from '#server/db/schema/index.ts';
import { parseEnv } from '#server/env.ts';
import { buildApp } from '#server/http/app.ts';
import { UploadedCv } from '#server/http/routes/uploads/cv-upload-routes.ts';
import { UploadedImage } from '#server/http/routes/uploads/upload-routes.ts';
import { addCompanyMember, addDays, insertCompany, insertJob, insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { buildPdf } from '#tests/helpers/pdf-fixtures.ts';
import { type LocalS3Server, startLocalS3Server } from '#tests/helpers/s3-server.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '#tests/helpers/smtp-capture.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

function multipart(parts: Part[]) {
  const boundary = `----nordhub${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`;
    chunks.push(Buffer.from(head), 'filename' in part ? part.data : Buffer.alloc(0), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The file parts of a received mail, decoded from base64. */
function attachmentsOf(mail: CapturedMail): { filename: string; content: Buffer }[] {
  const found: { filename: string; content: Buffer }[] = [];
  for (const part of mail.raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = /\r?\n\r?\n/.exec(part);
    const headers = split ? part.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ') : '';
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (!split || !filename) continue;
    const body = part.slice(split.index + split[0].length).replace(/\r?\n--[^\r\n]*--\s*$/, '');
    found.push({ filename, content: Buffer.from(body.replace(/\s+/g, ''), 'base64') });
  }
  return found;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The bucket as another program sees it. */
function bucketReader(s3: LocalS3Server): S3Storage {
  return createS3Storage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
}

async function signIn(app: TestApp, options: { talent?: boolean } = {}) {
  const user = await insertUser(app.deps.db);
  if (options.talent) await app.deps.db.insert(applicants).values({ userId: user.id });
  const client = createSessionClient(app.app);
  const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
  expect(response.statusCode, response.body).toBe(200);
  return { user, client };
}

async function uploadCv(client: SessionClient, pdf: Buffer, fileName: string) {
  const response = await client.request({
    method: 'POST',
    url: '/api/upload/cv',
    ...multipart([{ name: 'file_upload', filename: fileName, type: 'application/pdf', data: pdf }]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return parseJson(response, UploadedCv);
}

/** A talent whose quick apply settings hold the CV just uploaded. */
async function talentWithCv(app: TestApp, pdf: Buffer, fileName: string) {
  const talent = await signIn(app, { talent: true });
  const cv = await uploadCv(talent.client, pdf, fileName);
  const saved = await talent.client.put('/api/applicant/settings', {
    phone: '+45 12 34 56 78',
    linkedinUrl: 'linkedin.com/in/test-user',
    cvFile: cv.key,
    cvFileName: cv.fileName,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...talent, cv };
}

/** A download as it must always be served: an attachment, a PDF, not sniffed, sandboxed, private. */
function expectServedAsAttachment(
  response: Awaited<ReturnType<SessionClient['get']>>,
  fileName: string,
  bytes: Buffer,
) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  );
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe('sandbox');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.rawPayload.equals(bytes)).toBe(true);
}

describe.each(BACKENDS)('uploads in an S3 bucket [%s]', (backend) => {
  let s3: LocalS3Server;
  let bucket: S3Storage;
  let capture: SmtpCapture;
  let t: TestApp;
  let localUploads: string;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    bucket = bucketReader(s3);
    capture = await startSmtpCapture();
    t = await createTestApp({ backend, env: { ...s3.env, SMTP_URL: capture.url } });
    localUploads = path.join(t.deps.env.dataDir, 'uploads');
  });
  afterAll(async () => {
    await t?.close();
    await capture?.close();
    bucket?.close();
    await s3?.close();
  });

  it('keeps a CV in the bucket: the talent and the startup download it as uploaded; removing it deletes it', async () => {
    const pdf = buildPdf({ pages: 2, pageText: 'Bucket CV' });
    const talent = await talentWithCv(t, pdf, 'Anna Berg CV.pdf');
    expect((await bucket.read(talent.cv.key))?.equals(pdf)).toBe(true);
    expect(await listFiles(localUploads)).toEqual([]);

    expectServedAsAttachment(await talent.client.get('/api/applicant/cv'), 'Anna Berg CV.pdf', pdf);

    const company = await insertCompany(t.deps.db);
    const member = await signIn(t);
    await addCompanyMember(t.deps.db, company, member.user);
    const job = await insertJob(t.deps.db, company, { expirationDate: addDays(t.deps.now(), 30) });
    const applied = await talent.client.post(`/api/jobs/${job.id}/apply`, {
      name: 'Anna Berg',
      email: 'anna.berg@example.test',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const { application } = parseJson(applied, ApplyResult);
    const sent = await member.client.get(`/api/companies/${company.key}/applications/${application.id}/cv`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"/);
    expect(sent.headers['x-content-type-options']).toBe('nosniff');
    expect(sent.headers['content-security-policy']).toBe('sandbox');
    expect(sent.rawPayload.equals(pdf)).toBe(true);

    // A CV the talent replaces before sending it anywhere leaves the bucket.
    const spare = await uploadCv(talent.client, buildPdf({ pageText: 'Spare CV' }), 'spare.pdf');
    expect(await bucket.exists(spare.key)).toBe(true);
    const replaced = await talent.client.put('/api/applicant/settings', {
      cvFile: spare.key,
      cvFileName: spare.fileName,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const removed = parseJson(
      await talent.client.put('/api/applicant/settings', { removeCv: true }),
      QuickApplyProfile,
    );
    expect(removed.cv).toBeNull();
    expect(await bucket.exists(spare.key)).toBe(false);
    expectError(await talent.client.get('/api/applicant/cv'), 404, 'NOT_FOUND');
    // The application keeps the CV it was sent with.
    expect(await bucket.exists(talent.cv.key)).toBe(true);
  });

  it("mails an email application's CV read from the bucket", async () => {
    const pdf = buildPdf({ pages: 2, pageText: 'Mailed from the bucket' });
    const talent = await talentWithCv(t, pdf, 'Mailed CV.pdf');
    expect(await bucket.exists(talent.cv.key)).toBe(true);
    const company = await insertCompany(t.deps.db);
    const applyEmail = `jobs-${crypto.randomBytes(4).toString('hex')}@startup.example`;
    const job = await insertJob(t.deps.db, company, {
      expirationDate: addDays(t.deps.now(), 30),
      receiveApplicants: 'email',
      applyEmail,
    });
    const applied = await talent.client.post(`/api/jobs/${job.id}/apply`, {
      name: 'Test User',
      email: 'test.user@example.test',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const mail = await capture.waitForMail((m) => m.to === applyEmail, 15_000);
    const attachments = attachmentsOf(mail);
    expect(attachments.map((a) => a.filename)).toEqual(['Mailed CV.pdf']);
    expect(attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('keeps a pitch deck in the bucket: the investor downloads it as an attachment', async () => {
    const login = async (email: string) => {
      const client = createSessionClient(t.app);
      const response = await client.post('/api/users/sign-in', { email, password: 'Nordhub-demo-2026!' });
      expect(response.statusCode, response.body).toBe(200);
      return client;
    };
    const recruiter = await login('recruiter@nordhub.test');
    const investor = await login('investor@nordhub.test');
    const deck = buildPdf({ pages: 12, pageText: 'Deck in a bucket' });
    const sent = await recruiter.request({
      method: 'POST',
      url: '/api/investors/fjordline-ventures/pitches',
      ...multipart([
        { name: 'companyKey', value: 'mosegaard-analytics' },
        {
          name: 'message',
          value: 'We build analytics for Nordic retailers: 40 paying customers and 12% monthly growth.',
        },
        { name: 'amount', value: '750,000' },
        { name: 'stage', value: 'seed' },
        { name: 'deck', filename: 'Mosegaard deck.pdf', type: 'application/pdf', data: deck },
      ]),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const pitch = parseJson(sent, Pitch);
    expect(await listFiles(localUploads)).toEqual([]);

    const download = await investor.get(`/api/investors/fjordline-ventures/pitches/${pitch.id}/deck`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Mosegaard deck\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe('sandbox');
    expect(download.rawPayload.equals(deck)).toBe(true);
  });

  it('keeps a logo in the bucket and serves it and its variants from there, sandboxed', async () => {
    const { client } = await signIn(t);
    const png = await sharp({
      create: { width: 240, height: 160, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.8 } },
    })
      .png()
      .toBuffer();
    const response = await client.request({
      method: 'POST',
      url: '/api/upload/logo',
      ...multipart([{ name: 'file_upload', filename: 'logo.png', type: 'image/png', data: png }]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const logo = parseJson(response, UploadedImage);
    const stored = await bucket.read(logo.key);
    expect(stored?.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await listFiles(localUploads)).toEqual([]);

    const original = await t.app.inject({ method: 'GET', url: logo.url, headers: { accept: 'image/webp' } });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['content-security-policy']).toBe('sandbox');
    expect(original.rawPayload.equals(stored as Buffer)).toBe(true);

    const thumbnail = await t.app.inject({
      method: 'GET',
      url: `/images/thumbnail/${logo.key}?format=png`,
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    // A square crop of the 240×160 logo (never enlarged).
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });

    expect(
      (await t.app.inject({ method: 'GET', url: '/images/original/uploads/00/missing.webp' })).statusCode,
    ).toBe(404);
  });
});

type Instance = { app: TestApp['app']; db: TestApp['deps']['db']; close(): Promise<void> };

/**
 * A second instance of the app beside `first`: its own process state and DATA_DIR (another
 * machine's disk), the same database (a pool of its own on PostgreSQL) and the same APP_SECRET.
 */
async function secondInstance(first: TestApp, storageEnv: Record<string, string>): Promise<Instance> {
  const dataDir = await fs.mkdtemp(path.join(inject('scratchDir'), 'second-instance-'));
  const databaseUrl = first.deps.env.DATABASE_URL;
  const database: DatabaseHandle = databaseUrl
    ? await openDatabase({ databaseUrl, pgliteDir: 'memory://', poolMax: 4 })
    : first.deps.database;
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...storageEnv,
  });
  const mail = createMailSender({ env, db: database.db });
  const app = await buildApp({
    deps: {
      env,
      mail,
      captcha: createCaptchaVerifier({ env, db: database.db, secret: 'test-secret-'.padEnd(40, 'x') }),
      database,
      db: database.db,
      now: first.deps.now,
      rootDir: first.deps.rootDir,
      lifecycle: { isShuttingDown: false },
      appSecret: first.deps.appSecret,
    },
    logger: false,
    withPages: false,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await mail.close();
      if (databaseUrl) await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same browser, sent by the load balancer to the other instance. */
function sameBrowserOn(instance: Instance, client: SessionClient): SessionClient {
  const moved = createSessionClient(instance.app);
  moved.cookie = client.cookie;
  moved.cookieName = client.cookieName;
  return moved;
}

describe.each(BACKENDS)('two instances on one database [%s]', (backend) => {
  it('with one S3 bucket: a CV uploaded through one instance downloads through the other', async () => {
    const s3 = await startLocalS3Server();
    const a = await createTestApp({ backend, env: s3.env });
    const b = await secondInstance(a, s3.env);
    try {
      const pdf = buildPdf({ pages: 3, pageText: 'Uploaded through A' });
      const talent = await talentWithCv(a, pdf, 'Cross instance CV.pdf');
      const onB = sameBrowserOn(b, talent.client);
      const settings = parseJson(await onB.get('/api/applicant/settings'), QuickApplyProfile);
      expect(settings.cv?.fileName).toBe('Cross instance CV.pdf');
      expectServedAsAttachment(await onB.get('/api/applicant/cv'), 'Cross instance CV.pdf', pdf);

      // And the other way: an application sent through B, its CV read by the startup through A.
      const company = await insertCompany(a.deps.db);
      const member = await signIn(a);
      await addCompanyMember(a.deps.db, company, member.user);
      const job = await insertJob(a.deps.db, company, { expirationDate: addDays(a.deps.now(), 30) });
      const other = await uploadCv(onB, buildPdf({ pageText: 'Uploaded through B' }), 'from-b.pdf');
      const applied = await onB.post(`/api/jobs/${job.id}/apply`, {
        name: 'Test User',
        email: 'test.user@example.test',
        cvFile: other.key,
        cvFileName: other.fileName,
      });
      expect(applied.statusCode, applied.body).toBe(201);
      const { application } = parseJson(applied, ApplyResult);
      const read = await member.client.get(`/api/companies/${company.key}/applications/${application.id}/cv`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await b.close();
      await a.close();
      await s3.close();
    }
  });

  it('with each its own disk (STORAGE=local): the CV is missing on the other instance', async () => {
    const a = await createTestApp({ backend });
    const b = await secondInstance(a, {});
    try {
      const pdf = buildPdf({ pageText: 'Only on A' });
      const talent = await talentWithCv(a, pdf, 'Local CV.pdf');
      expectServedAsAttachment(await talent.client.get('/api/applicant/cv'), 'Local CV.pdf', pdf);
      expectError(await sameBrowserOn(b, talent.client).get('/api/applicant/cv'), 404, 'NOT_FOUND');
    } finally {
      await b.close();
      await a.close();
    }
  });
});
