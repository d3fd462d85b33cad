/**
 * Sign-in with LinkedIn over HTTP (docs/product.md, Calls authorize-with-{network}, Error texts, Constants): the popup's start page,
 * state and PKCE, the code-for-token exchange and the log-in or registration, against a real OpenID
 * Connect server (oauth2-mock-server, started here) and against the built-in local provider with its
 * consent page.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthorizeWithNetworkResult,
  NetworkToken,
  NO_ACCOUNT_MESSAGE,
} from '#domain/users/professional-network.schema.ts';
import { INVALID_LOGIN_MESSAGE, Me } from '#domain/users/user.schema.ts';
import { identities, outboxEmails, signIns, users } from '#server/db/schema/index.ts';
import { insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK_URL = `${PUBLIC_URL}/auth/linkedin/callback`;
const MINUTE = 60_000;

let browserCount = 0;

/**
 * A browser as far as our server can tell: its own address (rate limits count per client), every
 * cookie the server sets (the flow cookie and the session), and same-origin headers on changes.
 */
function createBrowser(app: FastifyInstance) {
  browserCount += 1;
  const remoteAddress = `203.0.113.${(browserCount % 250) + 1}`;
  const cookies = new Map<string, string>();
  const browser = {
    cookies,
    async request(options: InjectOptions): Promise<LightMyRequestResponse> {
      const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
      if (cookies.size > 0 && !headers.cookie) {
        headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      }
      if (options.method && options.method !== 'GET') {
        headers.origin ??= PUBLIC_URL;
        headers['sec-fetch-site'] ??= 'same-origin';
      }
      const response = await app.inject({ remoteAddress, ...options, headers });
      for (const cookie of response.cookies) {
        const expired =
          cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires < new Date());
        if (expired) cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
      return response;
    },
    get: (url: string) => browser.request({ method: 'GET', url }),
    post: (url: string, payload: unknown) =>
      browser.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    postForm: (url: string, form: Record<string, string>) =>
      browser.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      }),
  };
  return browser;
}
type Browser = ReturnType<typeof createBrowser>;

/** The popup's first page: a redirect to the provider's authorization URL. */
async function startPopup(browser: Browser): Promise<URL> {
  const response = await browser.get('/auth/linkedin/start');
  expect(response.statusCode, response.body).toBe(302);
  return new URL(String(response.headers.location));
}

function expectCallback(location: string | undefined): URLSearchParams {
  const url = new URL(String(location));
  expect(`${url.origin}${url.pathname}`).toBe(CALLBACK_URL);
  return url.searchParams;
}

const uniqueEmail = (label: string) => `${label}-${crypto.randomBytes(4).toString('hex')}@example.test`;

describe.each(BACKENDS)('sign-in with LinkedIn through OpenID Connect [%s]', (backend) => {
  let t: TestApp;
  let mock: OAuth2Server;

  beforeAll(async () => {
    mock = new OAuth2Server();
    await mock.issuer.keys.generate('RS256');
    await mock.start(0, '127.0.0.1');
    // The mock names itself after "localhost"; discovery checks the issuer against the URL it asked.
    mock.issuer.url = `http://127.0.0.1:${mock.address().port}`;
    t = await createTestApp({
      backend,
      env: {
        PUBLIC_URL,
        OAUTH_ISSUER_URL: mock.issuer.url,
        OAUTH_CLIENT_ID: 'nordhub-test-client',
        OAUTH_CLIENT_SECRET: 'nordhub-test-secret',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await mock?.stop();
  });

  /** The mock answers the next userinfo call with this person (it vouches for anyone). */
  function nextUserinfo(claims: Record<string, unknown>) {
    mock.service.once(Events.BeforeUserinfo, (response) => {
      response.body = claims;
    });
  }

  /** Start → the provider's authorize endpoint → our callback: what the popup brings back. */
  async function popupCallback(browser: Browser): Promise<{ code: string; state: string }> {
    const authorizeUrl = await startPopup(browser);
    const answer = await fetch(authorizeUrl, { redirect: 'manual' });
    const params = expectCallback(answer.headers.get('location') ?? undefined);
    return { code: params.get('code') ?? '', state: params.get('state') ?? '' };
  }

  async function accessToken(browser: Browser): Promise<string> {
    const response = await browser.post('/api/auth/linkedin/token', await popupCallback(browser));
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, NetworkToken).accessToken;
  }

  async function authorize(browser: Browser, token: string, allowRegistration: boolean) {
    return browser.post('/api/users/authorize-with-linkedin', { accessToken: token, allowRegistration });
  }

  async function identityRows(subject: string) {
    return t.deps.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'linkedin'), eq(identities.subject, subject)));
  }

  describe('start', () => {
    it('redirects the popup to the provider with state, an S256 challenge and our callback', async () => {
      const browser = createBrowser(t.app);
      const response = await browser.get('/auth/linkedin/start');
      expect(response.statusCode, response.body).toBe(302);
      const url = new URL(String(response.headers.location));
      expect(`${url.origin}${url.pathname}`).toBe(`${mock.issuer.url}/authorize`);
      const params = url.searchParams;
      expect(params.get('response_type')).toBe('code');
      expect(params.get('client_id')).toBe('nordhub-test-client');
      expect(params.get('redirect_uri')).toBe(CALLBACK_URL);
      expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
      expect(params.get('code_challenge_method')).toBe('S256');
      expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(params.get('state')?.length).toBeGreaterThanOrEqual(43);
      // Each attempt gets its own state.
      const again = new URL(
        String((await createBrowser(t.app).get('/auth/linkedin/start')).headers.location),
      );
      expect(again.searchParams.get('state')).not.toBe(params.get('state'));
      expect(again.searchParams.get('code_challenge')).not.toBe(params.get('code_challenge'));

      // State and verifier stay with this browser, sealed, for the token exchange only.
      const flow = response.cookies.find((c) => c.name === 'nh_linkedin_flow');
      expect(flow).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/api/auth/linkedin',
        maxAge: 600,
      });
      expect(flow?.value).not.toContain(params.get('state'));
      expect(response.headers['cache-control']).toBe('no-store');
      // The opener keeps its handle on the popup while it is away at the provider.
      expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    });

    it('lets pages open the popup without cutting it off (same-origin-allow-popups)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/users/me' });
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    });
  });

  describe('token exchange', () => {
    it('answers a sealed token for the code, with the provider token expiry capped at an hour', async () => {
      const browser = createBrowser(t.app);
      const response = await browser.post('/api/auth/linkedin/token', await popupCallback(browser));
      expect(response.statusCode, response.body).toBe(200);
      const body = parseJson(response, NetworkToken);
      expect(body.expiresIn).toBe(3600);
      // The provider's own token (a JWT from the mock) never reaches the browser.
      expect(body.accessToken.split('.')).toHaveLength(1);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(browser.cookies.has('nh_linkedin_flow')).toBe(false);
    });

    it('refuses a wrong state, and the attempt is spent', async () => {
      const browser = createBrowser(t.app);
      const { code, state } = await popupCallback(browser);
      const wrong = await browser.post('/api/auth/linkedin/token', { code, state: `${state}x` });
      const body = expectError(wrong, 422, 'VALIDATION');
      expect(body.message).toBe(
        'This sign-in attempt has expired or was started in another window. Please try again.',
      );
      expect(browser.cookies.has('nh_linkedin_flow')).toBe(false);
      expectError(await browser.post('/api/auth/linkedin/token', { code, state }), 422, 'VALIDATION');
    });

    it('refuses a state without the flow cookie of the browser it was issued to', async () => {
      const starter = createBrowser(t.app);
      const { code, state } = await popupCallback(starter);
      const other = createBrowser(t.app);
      expectError(await other.post('/api/auth/linkedin/token', { code, state }), 422, 'VALIDATION');
      // Another browser's attempt does not help either.
      await startPopup(other);
      expectError(await other.post('/api/auth/linkedin/token', { code, state }), 422, 'VALIDATION');
    });

    it('accepts a state once', async () => {
      const browser = createBrowser(t.app);
      const callback = await popupCallback(browser);
      expect((await browser.post('/api/auth/linkedin/token', callback)).statusCode).toBe(200);
      expectError(await browser.post('/api/auth/linkedin/token', callback), 422, 'VALIDATION');
    });

    it('refuses an attempt older than 10 minutes', async () => {
      const browser = createBrowser(t.app);
      const callback = await popupCallback(browser);
      const now = t.deps.now();
      t.setNow(new Date(now.getTime() + 10 * MINUTE + 1000));
      try {
        expectError(await browser.post('/api/auth/linkedin/token', callback), 422, 'VALIDATION');
      } finally {
        t.setNow(now);
      }
    });

    it('answers 401 when the provider refuses the code', async () => {
      const browser = createBrowser(t.app);
      const callback = await popupCallback(browser);
      mock.service.once(Events.BeforeResponse, (response) => {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant', error_description: 'code expired' };
      });
      const body = expectError(await browser.post('/api/auth/linkedin/token', callback), 401, 'UNAUTHORIZED');
      expect(body.message).toBe('LinkedIn did not accept this sign-in. Please try again.');
    });

    it('validates the body and refuses cross-site posts', async () => {
      const browser = createBrowser(t.app);
      const invalid = await browser.post('/api/auth/linkedin/token', { code: '', state: 42 });
      expect(Object.keys(expectError(invalid, 422, 'VALIDATION').fieldErrors ?? {}).sort()).toEqual([
        'code',
        'state',
      ]);
      const crossSite = await browser.request({
        method: 'POST',
        url: '/api/auth/linkedin/token',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: { code: 'x', state: 'y' },
      });
      expectError(crossSite, 403, 'FORBIDDEN');
    });
  });

  describe('ID token and nonce', () => {
    const REJECTED = 'The answer from LinkedIn could not be verified. Please try again.';

    /** The payload part of a JWT changed after signing: its signature no longer matches. */
    function alterPayload(idToken: string): string {
      const [header, payload, signature] = idToken.split('.');
      const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString('utf8'));
      claims.sub = 'someone-else';
      return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    }

    /** The next token answer of the provider, with its ID token replaced by `tamper`'s. */
    function nextIdToken(tamper: (idToken: string) => string) {
      mock.service.once(Events.BeforeResponse, (response) => {
        const body = response.body as Record<string, unknown>;
        body.id_token = tamper(String(body.id_token));
      });
    }

    async function expectRejected(browser: Browser, callback: { code: string; state: string }) {
      const response = await browser.post('/api/auth/linkedin/token', callback);
      expect(expectError(response, 400, 'BAD_REQUEST').message).toBe(REJECTED);
      expect(response.cookies.map((c) => c.name)).not.toContain('nh_session');
      expect(browser.cookies.has('nh_session')).toBe(false);
      expectError(await browser.get('/api/users/me'), 401, 'UNAUTHORIZED');
    }

    it('sends a fresh nonce with every attempt, and the ID token must carry it back', async () => {
      const first = (await startPopup(createBrowser(t.app))).searchParams.get('nonce');
      const second = (await startPopup(createBrowser(t.app))).searchParams.get('nonce');
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(first).not.toBe(second);
      // The untouched flow still works: the provider echoes the nonce in its signed ID token.
      expect(await accessToken(createBrowser(t.app))).toBeTruthy();
    });

    it('answers 400 with no session for an ID token altered after the provider signed it', async () => {
      const browser = createBrowser(t.app);
      const callback = await popupCallback(browser);
      nextIdToken(alterPayload);
      await expectRejected(browser, callback);
    });

    it('answers 400 with no session for an ID token that is not a JWT', async () => {
      const browser = createBrowser(t.app);
      const callback = await popupCallback(browser);
      nextIdToken(() => 'not.a-jwt');
      await expectRejected(browser, callback);
    });

    it("answers 400 with no session for a signed ID token carrying another attempt's nonce", async () => {
      const browser = createBrowser(t.app);
      const callback = await popupCallback(browser);
      const swapNonce = (token: { payload: Record<string, unknown> }) => {
        if (!('nonce' in token.payload)) return;
        token.payload.nonce = 'a-nonce-from-another-attempt';
        mock.service.off(Events.BeforeTokenSigning, swapNonce);
      };
      mock.service.on(Events.BeforeTokenSigning, swapNonce);
      try {
        await expectRejected(browser, callback);
      } finally {
        mock.service.off(Events.BeforeTokenSigning, swapNonce);
      }
    });
  });

  describe('authorize-with-linkedin', () => {
    it('registers a new person once, logs them in, and logs them in again next time', async () => {
      const subject = `ln-${crypto.randomBytes(6).toString('hex')}`;
      const email = uniqueEmail('linkedin');
      const claims = {
        sub: subject,
        email: email.toUpperCase(),
        email_verified: true,
        given_name: 'Sigrid',
        family_name: 'Nordmann',
        name: 'Sigrid Nordmann',
      };
      const browser = createBrowser(t.app);
      nextUserinfo(claims);
      const first = await authorize(browser, await accessToken(browser), true);
      expect(first.statusCode, first.body).toBe(200);
      const created = parseJson(first, AuthorizeWithNetworkResult);
      expect(created).toMatchObject({ found: false, created: true });
      expect(created.user).toMatchObject({
        name: { first: 'Sigrid', last: 'Nordmann' },
        fullName: 'Sigrid Nordmann',
        email,
        isEmailVerified: true,
      });
      const session = first.cookies.find((c) => c.name === 'nh_session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      const me = parseJson(await browser.get('/api/users/me'), Me);
      expect(me.id).toBe(created.user?.id);

      const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
      expect(row).toMatchObject({ passwordHash: null, firstName: 'Sigrid', lastName: 'Nordmann' });
      expect(await identityRows(subject)).toEqual([expect.objectContaining({ userId: row?.id })]);

      // Another day, another browser: the same LinkedIn member is the same user.
      const later = createBrowser(t.app);
      nextUserinfo({ ...claims, given_name: 'Changed' });
      const second = parseJson(
        await authorize(later, await accessToken(later), true),
        AuthorizeWithNetworkResult,
      );
      expect(second).toMatchObject({ found: true, created: false });
      expect(second.user?.id).toBe(row?.id);
      expect(second.user?.name.first).toBe('Sigrid');
      expect(await identityRows(subject)).toHaveLength(1);
      expect(later.cookies.has('nh_session')).toBe(true);
    });

    it('logs in a known member from the log-in step too (allowRegistration false)', async () => {
      const subject = `ln-${crypto.randomBytes(6).toString('hex')}`;
      const claims = {
        sub: subject,
        email: uniqueEmail('known'),
        email_verified: true,
        given_name: 'Ola',
        family_name: 'N',
      };
      const first = createBrowser(t.app);
      nextUserinfo(claims);
      await authorize(first, await accessToken(first), true);
      const browser = createBrowser(t.app);
      nextUserinfo(claims);
      const result = parseJson(
        await authorize(browser, await accessToken(browser), false),
        AuthorizeWithNetworkResult,
      );
      expect(result).toMatchObject({ found: true, created: false });
      expect(result.user?.name.first).toBe('Ola');
    });

    it('creates nobody and logs nobody in when registration is not allowed', async () => {
      const subject = `ln-${crypto.randomBytes(6).toString('hex')}`;
      const email = uniqueEmail('nobody');
      const browser = createBrowser(t.app);
      nextUserinfo({ sub: subject, email, email_verified: true, given_name: 'Nils', family_name: 'Holm' });
      const response = await authorize(browser, await accessToken(browser), false);
      expect(response.statusCode, response.body).toBe(200);
      expect(parseJson(response, AuthorizeWithNetworkResult)).toEqual({
        user: null,
        found: false,
        created: false,
      });
      expect(response.cookies.find((c) => c.name === 'nh_session')).toBeUndefined();
      expectError(await browser.get('/api/users/me'), 401, 'UNAUTHORIZED');
      expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await identityRows(subject)).toEqual([]);
      // The browser shows the product's alert for this answer.
      expect(NO_ACCOUNT_MESSAGE).toBe('You do not have an account yet, please signup first.');
    });

    it('never links an existing password account silently: 409, no identity, no session', async () => {
      const existing = await insertUser(t.deps.db, { email: uniqueEmail('password') });
      for (const allowRegistration of [true, false]) {
        const subject = `ln-${crypto.randomBytes(6).toString('hex')}`;
        const browser = createBrowser(t.app);
        nextUserinfo({
          sub: subject,
          email: existing.email,
          email_verified: true,
          given_name: 'Eve',
          family_name: 'X',
        });
        const response = await authorize(browser, await accessToken(browser), allowRegistration);
        const body = expectError(response, 409, 'E_ACCOUNT_EXISTS');
        expect(body.message).toBe(
          'An account with this email address already exists. Please log in with your email and password.',
        );
        expect(response.cookies.find((c) => c.name === 'nh_session')).toBeUndefined();
        expect(await identityRows(subject)).toEqual([]);
      }
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, existing.id));
      expect(row?.passwordHash).toBe(existing.passwordHash);
    });

    it('asks to confirm an address the provider did not verify', async () => {
      const email = uniqueEmail('unverified');
      const browser = createBrowser(t.app);
      nextUserinfo({
        sub: `ln-${crypto.randomBytes(6).toString('hex')}`,
        email,
        email_verified: false,
        name: 'Kari Nordby',
      });
      const result = parseJson(
        await authorize(browser, await accessToken(browser), true),
        AuthorizeWithNetworkResult,
      );
      expect(result.created).toBe(true);
      expect(result.user).toMatchObject({ isEmailVerified: false, name: { first: 'Kari', last: 'Nordby' } });
      const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
      expect(mails.map((m) => m.kind)).toEqual(['verify_email']);
      expect(mails[0]?.text).toContain(`${PUBLIC_URL}/client/verify-email?key=`);
    });

    it('cannot register without an email from the provider', async () => {
      const subject = `ln-${crypto.randomBytes(6).toString('hex')}`;
      const browser = createBrowser(t.app);
      nextUserinfo({ sub: subject, given_name: 'No', family_name: 'Mail' });
      const body = expectError(await authorize(browser, await accessToken(browser), true), 422, 'VALIDATION');
      expect(body.message).toMatch(/did not share an email address/);
      expect(await identityRows(subject)).toEqual([]);
    });

    it('answers 401 for a token it did not issue, an expired one, and one the provider refuses', async () => {
      const browser = createBrowser(t.app);
      const garbage = await authorize(browser, 'not-a-token', true);
      expect(expectError(garbage, 401, 'UNAUTHORIZED').message).toBe(
        'Your LinkedIn sign-in has expired. Please try again.',
      );
      // A raw provider token (as another site using LinkedIn could hold) is not one of ours.
      const raw = await mock.issuer.buildToken();
      expectError(await authorize(browser, raw, true), 401, 'UNAUTHORIZED');

      const token = await accessToken(browser);
      const now = t.deps.now();
      t.setNow(new Date(now.getTime() + 3600 * 1000 + 1));
      try {
        expectError(await authorize(browser, token, true), 401, 'UNAUTHORIZED');
      } finally {
        t.setNow(now);
      }

      mock.service.once(Events.BeforeUserinfo, (response) => {
        response.statusCode = 401;
        response.body = { error: 'invalid_token', error_description: 'token is revoked' };
      });
      expectError(await authorize(browser, token, true), 401, 'UNAUTHORIZED');
      expect(browser.cookies.has('nh_session')).toBe(false);
    });

    it('validates the body', async () => {
      const browser = createBrowser(t.app);
      const body = expectError(
        await browser.post('/api/users/authorize-with-linkedin', {
          accessToken: '',
          allowRegistration: 'yes',
        }),
        422,
        'VALIDATION',
      );
      expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(['accessToken', 'allowRegistration']);
    });

    it('rate-limits one client to 20 attempts a minute', async () => {
      const browser = createBrowser(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push((await authorize(browser, 'not-a-token', false)).statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      const limited = await authorize(browser, 'not-a-token', false);
      expectError(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});

describe.each(BACKENDS)('sign-in with LinkedIn through the local provider [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The consent form's hidden fields, as the browser would post them back. */
  function consentFields(authorizeUrl: URL): Record<string, string> {
    return Object.fromEntries(authorizeUrl.searchParams);
  }

  async function allow(browser: Browser, person: Record<string, string>) {
    const authorizeUrl = await startPopup(browser);
    const response = await browser.postForm('/oauth/local/authorize', {
      ...consentFields(authorizeUrl),
      ...person,
      decision: 'allow',
    });
    return response;
  }

  it('sends the popup to its consent page, an accessible form that stays out of search engines', async () => {
    const browser = createBrowser(t.app);
    const authorizeUrl = await startPopup(browser);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${PUBLIC_URL}/oauth/local/authorize`);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(CALLBACK_URL);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');

    const page = await browser.get(`${authorizeUrl.pathname}${authorizeUrl.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    for (const text of [
      '<html lang="en">',
      '<h1>Sign in with LinkedIn</h1>',
      '<label for="firstName">First name</label>',
      '<label for="lastName">Last name</label>',
      '<label for="email">Email</label>',
      'value="allow">Allow</button>',
      'value="cancel">Cancel</button>',
      `value="${authorizeUrl.searchParams.get('state')}"`,
    ]) {
      expect(page.body).toContain(text);
    }
  });

  it('refuses a consent request for another client or redirect URI', async () => {
    const browser = createBrowser(t.app);
    const authorizeUrl = await startPopup(browser);
    for (const [name, value] of [
      ['redirect_uri', 'https://evil.example/callback'],
      ['client_id', 'someone-else'],
      ['code_challenge_method', 'plain'],
    ] as const) {
      const url = new URL(authorizeUrl);
      url.searchParams.set(name, value);
      const page = await browser.get(`${url.pathname}${url.search}`);
      expect(page.statusCode, name).toBe(400);
      expect(page.body).toContain('This sign-in request is not valid');
      const posted = await browser.postForm('/oauth/local/authorize', {
        ...consentFields(url),
        decision: 'cancel',
      });
      expect(posted.statusCode, name).toBe(400);
      expect(posted.headers.location).toBeUndefined();
    }
  });

  it('sends Cancel back as user_cancelled_authorize with the state', async () => {
    const browser = createBrowser(t.app);
    const authorizeUrl = await startPopup(browser);
    const response = await browser.postForm('/oauth/local/authorize', {
      ...consentFields(authorizeUrl),
      decision: 'cancel',
    });
    expect(response.statusCode).toBe(303);
    const params = expectCallback(response.headers.location);
    expect(params.get('error')).toBe('user_cancelled_authorize');
    expect(params.get('state')).toBe(authorizeUrl.searchParams.get('state'));
    expect(params.get('code')).toBeNull();
  });

  it('shows the field messages on the consent page for a missing name or a bad email', async () => {
    const browser = createBrowser(t.app);
    const response = await allow(browser, { firstName: '', lastName: 'Berg', email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Please enter first name');
    expect(response.body).toContain('Please enter your email address');
    expect(response.body).not.toContain('Please enter last name');
    expect(response.body).toContain('aria-invalid="true" aria-describedby="email-error"');
    expect(response.body).toContain('value="Berg"');
  });

  it('signs up with Allow, then signs in the same person again; codes are single use and PKCE-bound', async () => {
    const email = uniqueEmail('local');
    const browser = createBrowser(t.app);
    const approved = await allow(browser, { firstName: 'Liv', lastName: 'Strand', email });
    expect(approved.statusCode).toBe(303);
    const params = expectCallback(approved.headers.location);
    const callback = { code: params.get('code') ?? '', state: params.get('state') ?? '' };

    const tokenResponse = await browser.post('/api/auth/linkedin/token', callback);
    expect(tokenResponse.statusCode, tokenResponse.body).toBe(200);
    const { accessToken } = parseJson(tokenResponse, NetworkToken);
    const result = parseJson(
      await browser.post('/api/users/authorize-with-linkedin', { accessToken, allowRegistration: true }),
      AuthorizeWithNetworkResult,
    );
    expect(result).toMatchObject({ found: false, created: true });
    expect(result.user).toMatchObject({ fullName: 'Liv Strand', email, isEmailVerified: true });
    const rows = await t.deps.db
      .select()
      .from(identities)
      .where(eq(identities.userId, result.user?.id ?? ''));
    expect(rows.map((r) => r.provider)).toEqual(['linkedin-local']);

    // The spent code, even with a fresh attempt of the same browser: refused by the provider.
    const flowState = (await startPopup(browser)).searchParams.get('state');
    const replay = await browser.post('/api/auth/linkedin/token', { code: callback.code, state: flowState });
    expectError(replay, 401, 'UNAUTHORIZED');

    // A code approved for one attempt, redeemed with another attempt's verifier: refused.
    const thief = createBrowser(t.app);
    const stolen = expectCallback(
      (await allow(createBrowser(t.app), { firstName: 'A', lastName: 'B', email })).headers.location,
    );
    const thiefState = (await startPopup(thief)).searchParams.get('state');
    expectError(
      await thief.post('/api/auth/linkedin/token', { code: stolen.get('code'), state: thiefState }),
      401,
      'UNAUTHORIZED',
    );

    // The same email at the local provider is the same member: logged in, not created again.
    const again = createBrowser(t.app);
    const next = expectCallback(
      (await allow(again, { firstName: 'Liv', lastName: 'Strand', email })).headers.location,
    );
    const token = parseJson(
      await again.post('/api/auth/linkedin/token', { code: next.get('code'), state: next.get('state') }),
      NetworkToken,
    );
    const second = parseJson(
      await again.post('/api/users/authorize-with-linkedin', {
        accessToken: token.accessToken,
        allowRegistration: false,
      }),
      AuthorizeWithNetworkResult,
    );
    expect(second).toMatchObject({ found: true, created: false });
    expect(second.user?.id).toBe(result.user?.id);
  });

  it('answers a disabled account (back office) as a wrong password, and records sign-ins by LinkedIn', async () => {
    const email = uniqueEmail('disabled');
    const signInWithLinkedIn = async (allowRegistration: boolean) => {
      const browser = createBrowser(t.app);
      const next = expectCallback(
        (await allow(browser, { firstName: 'Dag', lastName: 'Dahl', email })).headers.location,
      );
      const token = parseJson(
        await browser.post('/api/auth/linkedin/token', { code: next.get('code'), state: next.get('state') }),
        NetworkToken,
      );
      return browser.post('/api/users/authorize-with-linkedin', {
        accessToken: token.accessToken,
        allowRegistration,
      });
    };
    const created = parseJson(await signInWithLinkedIn(true), AuthorizeWithNetworkResult);
    const userId = created.user?.id ?? '';
    expect(parseJson(await signInWithLinkedIn(false), AuthorizeWithNetworkResult).found).toBe(true);
    const history = await t.deps.db.select().from(signIns).where(eq(signIns.userId, userId));
    expect(history.map((row) => row.method).sort()).toEqual(['linkedin', 'linkedin-sign-up']);

    await t.deps.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
    const refused = await signInWithLinkedIn(false);
    expect(expectError(refused, 401, 'UNAUTHORIZED').message).toBe(INVALID_LOGIN_MESSAGE);
    expect(refused.cookies.some((cookie) => cookie.name === 'nh_session' && cookie.value)).toBe(false);
    expect(await t.deps.db.select().from(signIns).where(eq(signIns.userId, userId))).toHaveLength(2);
  });
});

describe.each(BACKENDS)('sign-in with LinkedIn when it is off or its provider is down [%s]', (backend) => {
  let off: TestApp;
  let down: TestApp;

  beforeAll(async () => {
    // A port nothing listens on: discovery fails at once.
    const closed = new OAuth2Server();
    await closed.start(0, '127.0.0.1');
    const closedUrl = `http://127.0.0.1:${closed.address().port}`;
    await closed.stop();
    [off, down] = await Promise.all([
      createTestApp({ backend, env: { PUBLIC_URL, OAUTH_PROVIDER: 'off' } }),
      createTestApp({
        backend,
        env: {
          PUBLIC_URL,
          OAUTH_ISSUER_URL: closedUrl,
          OAUTH_CLIENT_ID: 'id',
          OAUTH_CLIENT_SECRET: 'secret',
        },
      }),
    ]);
  });
  afterAll(async () => {
    await off?.close();
    await down?.close();
  });

  it('answers 404 everywhere when off, and serves no consent page', async () => {
    const browser = createBrowser(off.app);
    expect((await browser.get('/auth/linkedin/start')).statusCode).toBe(404);
    expectError(await browser.post('/api/auth/linkedin/token', { code: 'c', state: 's' }), 404, 'NOT_FOUND');
    expectError(
      await browser.post('/api/users/authorize-with-linkedin', { accessToken: 't', allowRegistration: true }),
      404,
      'NOT_FOUND',
    );
    expect((await browser.get('/oauth/local/authorize')).statusCode).toBe(404);
  });

  it('sends the popup back with an error the page understands when the provider cannot be reached', async () => {
    const browser = createBrowser(down.app);
    const response = await browser.get('/auth/linkedin/start');
    expect(response.statusCode).toBe(303);
    const params = expectCallback(response.headers.location);
    expect(params.get('error')).toBe('temporarily_unavailable');
    expect(params.get('code')).toBeNull();
  });
});
