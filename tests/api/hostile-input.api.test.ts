/**
 * Hostile input (issue 10, defects 9 and 10): control characters in any text input are refused in
 * one place (API: 422 with field errors; page URLs: the 400 page) instead of reaching PostgreSQL,
 * which refuses NUL with a 500; unknown methods (TRACE…) answer 405 without a stack; every user
 * upload served back (images, CVs, data exports) is sandboxed and never sniffed.
 */

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicants } from '#server/db/schema/index.ts';
import { insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { buildPdf } from '#tests/helpers/pdf-fixtures.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const CONTROL_MESSAGE = 'Please remove invisible control characters from this text';

function multipart(options: { filename: string; contentType: string; data: Buffer }) {
  const boundary = `----nordhub${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file_upload"; filename="${options.filename}"\r\n` +
      `Content-Type: ${options.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, options.data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(BACKENDS)('hostile input [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(): Promise<SessionClient> {
    const user = await insertUser(t.deps.db);
    await t.deps.db.insert(applicants).values({ userId: user.id });
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  describe('control characters', () => {
    it.each([
      ['/api/jobs?q=%00', 'q'],
      ['/api/jobs?city=%00', 'city'],
      ['/api/jobs/facets?q=%00', 'q'],
      ['/api/jobs/featured?q=%00', 'q'],
      ['/api/companiesProper?q=%00', 'q'],
      ['/api/investors?q=%00', 'q'],
      ['/api/companies/%00', 'key'],
      ['/api/jobs?q=escape%1B%5B31m', 'q'],
      ['/api/jobs?q=del%7F', 'q'],
      ['/api/jobs?q=line%0Abreak', 'q'],
    ])('answers GET %s with 422 and a field error on %s', async (url, field) => {
      const body = expectError(await t.app.inject({ method: 'GET', url }), 422, 'VALIDATION');
      expect(body.fieldErrors).toEqual({ [field]: [CONTROL_MESSAGE] });
    });

    // The public API (issue 13) answers bad values with 400, and ignores parameters it does not know.
    it.each([
      ['/api/v2/jobs?search=%00', 'search'],
      ['/api/v2/jobsandfeatured?search=escape%1B%5B31m', 'search'],
      ['/api/v2/featuredjobs?countryCode=D%0AK', 'countryCode'],
      ['/api/jobs/single/%00', 'id'],
    ])('answers GET %s with 400 and a field error on %s', async (url, field) => {
      const body = expectError(await t.app.inject({ method: 'GET', url }), 400, 'BAD_REQUEST');
      expect(body.fieldErrors).toEqual({ [field]: [CONTROL_MESSAGE] });
    });

    it('ignores control characters in parameters the public API does not read', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/jobs?q=%00' })).statusCode).toBe(200);
    });

    it('still answers ordinary searches, Nordic letters included', async () => {
      for (const url of [
        '/api/jobs?q=Malm%C3%B6',
        '/api/v2/jobs?search=Malm%C3%B6',
        '/api/companiesProper?q=%C3%86r%C3%B8',
        '/api/investors?q=a',
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    });

    it('refuses a NUL and a lone surrogate in a JSON body field, naming the field', async () => {
      const client = await signedIn();
      for (const first of ['Ann\u0000a', 'Ann\ud800a']) {
        const response = await client.request({
          method: 'PUT',
          url: '/api/users/me/name',
          headers: { 'content-type': 'application/json' },
          // Serialized by hand: JSON.stringify would escape the lone surrogate, which is still one.
          payload: JSON.stringify({ name: { first, last: 'Berg' } }),
        });
        expect(expectError(response, 422, 'VALIDATION').fieldErrors).toEqual({
          'name.first': [CONTROL_MESSAGE],
        });
      }
      const ok = await client.put('/api/users/me/name', { name: { first: 'Anna', last: 'Berg' } });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('lets tabs and line breaks through in body text (multi-line fields)', async () => {
      const client = await signedIn();
      const response = await client.put('/api/applicant/settings', {
        intro: 'Line one\r\nLine two\twith a tab',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(parseJson(response, z.object({ intro: z.string() })).intro).toBe(
        'Line one\r\nLine two\twith a tab',
      );
    });

    it.each(['/jobs?q=%00', '/startups?q=%00', '/jobs?city=a%00b', '/startups/%00'])(
      'answers the page URL %s with the 400 page',
      async (url) => {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('<h1>This request cannot be read</h1>');
        expect(response.body).not.toMatch(/at .*\.ts:\d+/);
      },
    );
    it('refuses a path whose percent-encoding is no text at all (a lone surrogate) with 400', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/jobs/%ED%A0%80' });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    });
  });

  describe('methods', () => {
    it.each([
      ['TRACE', '/'],
      ['TRACE', '/jobs'],
      ['TRACE', '/api/v2/jobs'],
      ['PROPFIND', '/'],
      ['CONNECT', '/'],
    ] as const)('answers %s %s with 405, an Allow header and no stack', async (method, url) => {
      const response = await t.app.inject({ method: method as 'GET', url });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(response.json()).toEqual({
        code: 'METHOD_NOT_ALLOWED',
        message: `${method} is not allowed here`,
      });
    });
  });

  describe('cross-site check with Origin: null', () => {
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/sign-in',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: { email: 'nobody@example.test', password: 'Wrong-pass-1!' },
      });

    it('refuses a null origin from a sandboxed frame or a browser without fetch metadata', async () => {
      expectError(await signIn({ origin: 'null', 'sec-fetch-site': 'cross-site' }), 403, 'FORBIDDEN');
      expectError(await signIn({ origin: 'null' }), 403, 'FORBIDDEN');
    });

    it('accepts it from our own no-referrer page (the browser says same-origin)', async () => {
      // The reset page sends Referrer-Policy: no-referrer, so its posts carry Origin: null.
      const response = await signIn({ origin: 'null', 'sec-fetch-site': 'same-origin' });
      expectError(response, 401, 'UNAUTHORIZED');
    });
  });

  describe('served uploads', () => {
    function expectSandboxed(response: { headers: Record<string, unknown> }, label: string) {
      expect(response.headers['content-security-policy'], label).toBe('sandbox');
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
    }

    it('serves images, CVs and data exports sandboxed and unsniffed', async () => {
      const client = await signedIn();
      const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#36c' } })
        .png()
        .toBuffer();
      const image = await client.request({
        method: 'POST',
        url: '/api/upload/image',
        ...multipart({ filename: 'logo.png', contentType: 'image/png', data: png }),
      });
      expect(image.statusCode, image.body).toBe(201);
      const { url } = parseJson(image, z.object({ url: z.string() }));
      const servedImage = await t.app.inject({ method: 'GET', url });
      expect(servedImage.statusCode).toBe(200);
      expectSandboxed(servedImage, 'image');

      const cv = await client.request({
        method: 'POST',
        url: '/api/upload/cv',
        ...multipart({ filename: 'cv.pdf', contentType: 'application/pdf', data: buildPdf() }),
      });
      expect(cv.statusCode, cv.body).toBe(201);
      const uploaded = parseJson(cv, z.object({ key: z.string(), fileName: z.string() }));
      const saved = await client.put('/api/applicant/settings', {
        cvFile: uploaded.key,
        cvFileName: uploaded.fileName,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const servedCv = await client.get('/api/applicant/cv');
      expect(servedCv.statusCode).toBe(200);
      expectSandboxed(servedCv, 'CV');

      for (const format of ['json', 'csv']) {
        const exported = await client.get(`/api/users/me/export.${format}`);
        expect(exported.statusCode, exported.body).toBe(200);
        expect(exported.headers['content-disposition']).toMatch(/^attachment; /);
        expectSandboxed(exported, `export.${format}`);
      }
    });
  });
});
