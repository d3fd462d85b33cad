/**
 * Issue 10 against the built production server: the reset-password form without JavaScript (a
 * plain POST: the new password never reaches a URL; the page never leaks its key as a referrer),
 * control characters in page URLs and form posts (the 400 page, not a 500), unknown methods (405)
 * and unknown hosts (a permanent redirect to PUBLIC_URL; probes answer anywhere).
 */
import http from 'node:http';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpByApi, uniqueEmail } from './accounts.ts';
import { baseUrl, checkCurrentPage, expectNoPageProblems, gotoAndCheck, useBrowserPage } from './fixtures.ts';
import { extractLinks, waitForMail } from './mailbox.ts';

const NEW_PASSWORD = 'Quiet-Harbour-2027!';

/** A raw request: fetch cannot send TRACE or another Host header. */
function rawRequest(options: {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const target = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('reset password without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('sets the new password with a plain form post; the password never reaches a URL', async () => {
    const email = uniqueEmail('nojs-reset');
    await signUpByApi(page, { first: 'Nils', last: 'Nojs', email });
    await session.browser.context.clearCookies();
    const forgot = await page.request.post('/api/users/forgot-password', { data: { email } });
    expect(forgot.status()).toBe(200);
    const mail = await waitForMail({ to: email, subject: 'Reset your Nordhub password' });
    const link = extractLinks(mail.text).find((href) => new URL(href).pathname === '/client/reset-password');
    if (!link) throw new Error(`no reset link in:\n${mail.text}`);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    const opened = await gotoAndCheck(page, link);
    // The address carries the key: nothing on the page may pass it on, and no cache keeps it.
    expect(opened.headers()['referrer-policy']).toBe('no-referrer');
    expect(opened.headers()['cache-control']).toBe('no-store');
    const form = page.locator('form[method="post"]');
    expect(await form.getAttribute('action')).toBe('/client/reset-password');

    // Enter in the field submits the form as a POST; the server answers with the error beside the field.
    await page.getByLabel('New password').fill('short');
    await Promise.all([page.waitForEvent('load'), page.getByLabel('New password').press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/client/reset-password');
    expect(new URL(page.url()).search).toBe('');
    await page.getByText('Please enter a valid password').waitFor();
    expect(await page.getByLabel('New password').getAttribute('aria-invalid')).toBe('true');
    expectNoPageProblems(page, { expectedFailures: [{ status: 422, path: '/client/reset-password' }] });
    await checkCurrentPage(page);

    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await Promise.all([page.waitForEvent('load'), page.getByLabel('New password').press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/');
    await checkCurrentPage(page);
    const me = await page.request.get('/api/users/me');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);

    for (const url of requested) {
      expect(url).not.toContain(NEW_PASSWORD);
      expect(url).not.toContain('short');
      expect(url).not.toContain('password=');
    }
    // The key was spent with the reset.
    await page.goto(link);
    await page.getByLabel('New password').fill('Another-Harbour-2028!');
    await Promise.all([page.waitForEvent('load'), page.getByLabel('New password').press('Enter')]);
    await page
      .getByRole('alert')
      .getByText('This reset link is not valid any more, please ask for a new one')
      .waitFor();
  });
});

describe('hostile requests to the production server', () => {
  it.each(['/jobs?q=%00', '/startups?q=%00', '/jobs?city=%00'])(
    'answers %s with the 400 page',
    async (path) => {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<h1>This request cannot be read</h1>');
    },
  );

  it('answers a page form post with a NUL in a field with the 400 page (urlencoded and multipart)', async () => {
    const urlencoded = await fetch(`${baseUrl()}/client/reset-password`, {
      method: 'POST',
      headers: { origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'resetKey=abcdefghijklmnopqrstuvwxyz&password=Nul%00Byte-2027!',
    });
    expect(urlencoded.status).toBe(400);
    expect(await urlencoded.text()).toContain('This request cannot be read');

    const form = new FormData();
    form.set('resetKey', 'abcdefghijklmnopqrstuvwxyz');
    form.set('password', 'Nul\u0000Byte-2027!');
    const multipart = await fetch(`${baseUrl()}/client/reset-password`, {
      method: 'POST',
      headers: { origin: baseUrl() },
      body: form,
    });
    expect(multipart.status).toBe(400);
  });

  it('answers TRACE and other unknown methods with 405 and no stack', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const response = await rawRequest({ method, path: '/' });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toContain('GET');
      expect(response.body).not.toMatch(/\bat .*:\d+:\d+/);
    }
    // OPTIONS only says what a resource takes (no CORS is offered); React Router never sees it.
    const options = await rawRequest({ method: 'OPTIONS', path: '/jobs' });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('redirects an unknown host permanently to PUBLIC_URL, and answers probes on any host', async () => {
    const page = await rawRequest({
      method: 'GET',
      path: '/jobs?q=design',
      headers: { host: 'parked.example' },
    });
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(`${baseUrl()}/jobs?q=design`);
    const post = await rawRequest({
      method: 'POST',
      path: '/api/users/sign-in',
      headers: { host: 'parked.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(308);
    for (const probe of ['/healthz', '/readyz']) {
      expect((await rawRequest({ method: 'GET', path: probe, headers: { host: '10.1.2.3' } })).status).toBe(
        200,
      );
    }
    // The configured hosts are served as always.
    const own = await rawRequest({
      method: 'GET',
      path: '/jobs',
      headers: { host: new URL(baseUrl()).host },
    });
    expect(own.status).toBe(200);
  });
});
