/**
 * The captcha behind the sign-up form's `reCaptchaResponse`: ALTCHA challenges solved for real with
 * altcha-lib's own solver (the widget's algorithm), checked against a real database for replays; and
 * the reCAPTCHA adapter against a local server speaking Google's siteverify protocol.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AltchaChallenge,
  CAPTCHA_CHALLENGE_PATH,
  CaptchaChallenge,
} from '#domain/users/captcha.schema.ts';
import {
  ALTCHA_CHALLENGE_TTL_MS,
  ALTCHA_DIFFICULTY,
  type AltchaDifficulty,
  createAltchaVerifier,
} from '#server/adapters/captcha/altcha-verifier.ts';
import { type CaptchaVerifier, createCaptchaVerifier } from '#server/adapters/captcha/captcha-verifier.ts';
import { createRecaptchaVerifier } from '#server/adapters/captcha/recaptcha-verifier.ts';
import { usedCaptchaChallenges } from '#server/db/schema/index.ts';
import { registerRoute } from '#server/http/define-route.ts';
import { registerErrorHandler } from '#server/http/error-handler.ts';
import { buildOpenApiDocument } from '#server/http/openapi.ts';
import { CAPTCHA_ROUTES } from '#server/http/routes/captcha/captcha-routes.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const SECRET = 'x'.repeat(32);
/** The edge cases need a solved challenge, not the full work; the main journey uses the real difficulty. */
const CHEAP: AltchaDifficulty = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, counterMin: 10, counterMax: 30 };
const MINUTE = 60_000;

type Solved = { challenge: AltchaChallenge; payload: string };

function expectAltcha(challenge: CaptchaChallenge): AltchaChallenge {
  if (challenge.provider !== 'altcha')
    throw new Error(`expected an ALTCHA challenge, got ${challenge.provider}`);
  return challenge;
}

/** What `<altcha-widget>` puts in the form: btoa(JSON.stringify({ challenge, solution })). */
function encodePayload(
  challenge: Pick<AltchaChallenge, 'parameters' | 'signature'>,
  solution: object,
): string {
  const body = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(body)).toString('base64');
}

function decodePayload(payload: string): {
  challenge: Pick<AltchaChallenge, 'parameters' | 'signature'>;
  solution: { counter: number; derivedKey: string };
} {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}

async function solve(challenge: CaptchaChallenge): Promise<Solved> {
  const altcha = expectAltcha(challenge);
  const solution = await solveChallenge({ challenge: altcha, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('altcha-lib found no solution');
  return { challenge: altcha, payload: encodePayload(altcha, solution) };
}

async function solveFresh(verifier: Pick<CaptchaVerifier, 'createChallenge'>): Promise<Solved> {
  return solve(await verifier.createChallenge());
}

describe.each(BACKENDS)('the robot question without JavaScript [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });

  afterAll(async () => {
    await t?.close();
  });

  const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  /** Reads the sum from the question as a person would. */
  function answerOf(question: string): number {
    const [, a, b] = /What is (\w+) plus (\w+)\?/.exec(question) ?? [];
    return WORDS.indexOf(a ?? '') + WORDS.indexOf(b ?? '');
  }

  it('accepts the right answer once, and refuses a wrong, tampered or foreign one', async () => {
    const verifier = createCaptchaVerifier({ env: t.deps.env, db: t.deps.db, secret: SECRET });
    const { question, token } = verifier.createQuestion();
    expect(question).toMatch(/^What is [a-z]+ plus [a-z]+\? Answer in digits\.$/);
    const answer = answerOf(question);
    expect(await verifier.verify(`question:${token}:${answer + 1}`)).toBe(false);
    // Its last character changed (to one it is not already: a token ending in "A" stayed whole).
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await verifier.verify(`question:${tampered}:${answer}`)).toBe(false);
    expect(await verifier.verify(`question:${token}:`)).toBe(false);
    // Signed with another secret: not ours.
    const other = createCaptchaVerifier({ env: t.deps.env, db: t.deps.db, secret: 'x'.repeat(40) });
    expect(await other.verify(`question:${token}:${answer}`)).toBe(false);
    expect(await verifier.verify(`question:${token}: ${answer} `)).toBe(true);
    // Once only.
    expect(await verifier.verify(`question:${token}:${answer}`)).toBe(false);
    // The expiry is signed: a token made to look older (or younger) is refused.
    const old = createCaptchaVerifier({ env: t.deps.env, db: t.deps.db, secret: SECRET });
    const stale = old.createQuestion();
    const [expires, ...rest] = stale.token.split('.');
    const expired = [String(Number(expires) - 31 * 60_000), ...rest].join('.');
    expect(await verifier.verify(`question:${expired}:${answerOf(stale.question)}`)).toBe(false);
  });
});

describe.each(BACKENDS)('ALTCHA captcha [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });

  afterAll(async () => {
    await t?.close();
  });

  const createVerifier = (difficulty?: AltchaDifficulty) =>
    createCaptchaVerifier({ env: t.deps.env, db: t.deps.db, secret: SECRET, altchaDifficulty: difficulty });

  async function findUsedRow(challenge: AltchaChallenge) {
    const hash = crypto.createHash('sha256').update(challenge.signature).digest('hex');
    const [row] = await t.deps.db
      .select()
      .from(usedCaptchaChallenges)
      .where(eq(usedCaptchaChallenges.challengeHash, hash));
    return row;
  }

  it('issues a signed 10-minute challenge that a test solves for real in well under 2 s, accepted once', async () => {
    const verifier = createVerifier();
    expect(verifier.provider).toBe('altcha');
    const issuedAt = Date.now();
    const challenge = expectAltcha(await verifier.createChallenge());
    expect(challenge.parameters).toMatchObject({
      algorithm: ALTCHA_DIFFICULTY.algorithm,
      cost: ALTCHA_DIFFICULTY.cost,
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThanOrEqual(
      issuedAt + ALTCHA_CHALLENGE_TTL_MS - 1000,
    );
    expect(challenge.parameters.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + ALTCHA_CHALLENGE_TTL_MS);

    const { payload } = await solve(challenge);
    expect(await verifier.verify(payload, { remoteIp: '192.0.2.1' })).toBe(true);
    // The same answer again is a replay.
    expect(await verifier.verify(payload)).toBe(false);

    // Only a hash of the challenge is kept, until the challenge expires.
    const row = await findUsedRow(challenge);
    expect(row?.expiresAt.getTime()).toBe(challenge.parameters.expiresAt * 1000);
    const [stored] = await t.deps.db
      .select()
      .from(usedCaptchaChallenges)
      .where(eq(usedCaptchaChallenges.challengeHash, challenge.signature));
    expect(stored).toBeUndefined();
  });

  it('accepts a replayed answer only once even when both arrive at the same moment', async () => {
    const verifier = createVerifier(CHEAP);
    const { payload } = await solveFresh(verifier);
    const results = await Promise.all([verifier.verify(payload), verifier.verify(payload)]);
    expect(results.sort()).toEqual([false, true]);
  });

  it('honours answers across instances that share the secret and the database, once', async () => {
    const issuer = createVerifier(CHEAP);
    const other = createVerifier(CHEAP);
    const { payload } = await solveFresh(issuer);
    expect(await other.verify(payload)).toBe(true);
    expect(await issuer.verify(payload)).toBe(false);
  });

  it('refuses tampered answers, and a tampered attempt does not use up the real one', async () => {
    const verifier = createVerifier(CHEAP);
    const { challenge, payload } = await solveFresh(verifier);
    const original = decodePayload(payload);
    const flipLastHex = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');

    const laterExpiry = encodePayload(
      { ...original.challenge, parameters: { ...original.challenge.parameters, expiresAt: 4_000_000_000 } },
      original.solution,
    );
    const easierWork = encodePayload(
      { ...original.challenge, parameters: { ...original.challenge.parameters, cost: 1 } },
      original.solution,
    );
    const wrongKey = encodePayload(original.challenge, {
      ...original.solution,
      derivedKey: flipLastHex(original.solution.derivedKey),
    });
    const forgedSignature = encodePayload(
      { ...original.challenge, signature: flipLastHex(original.challenge.signature) },
      original.solution,
    );
    const unsigned = Buffer.from(
      JSON.stringify({
        challenge: { parameters: original.challenge.parameters },
        solution: original.solution,
      }),
    ).toString('base64');
    // Solved honestly, but issued by someone with another secret.
    const foreign = await solveFresh(
      createCaptchaVerifier({
        env: t.deps.env,
        db: t.deps.db,
        secret: 'y'.repeat(32),
        altchaDifficulty: CHEAP,
      }),
    );

    for (const [label, tampered] of Object.entries({
      laterExpiry,
      easierWork,
      wrongKey,
      forgedSignature,
      unsigned,
      foreign: foreign.payload,
    })) {
      expect(await verifier.verify(tampered), label).toBe(false);
    }
    expect(await findUsedRow(challenge)).toBeUndefined();
    expect(await verifier.verify(payload)).toBe(true);
  });

  it('refuses a challenge issued more than 10 minutes ago, accepts one issued 9 minutes ago', async () => {
    const verifier = createVerifier(CHEAP);
    const issuedAgo = (ms: number) =>
      createAltchaVerifier({
        db: t.deps.db,
        secret: SECRET,
        difficulty: CHEAP,
        now: () => new Date(Date.now() - ms),
      });

    const stale = await solveFresh(issuedAgo(11 * MINUTE));
    expect(stale.challenge.parameters.expiresAt * 1000).toBeLessThan(Date.now());
    expect(await verifier.verify(stale.payload)).toBe(false);
    // The library's own wall-clock check refuses it too, whatever clock the verifier runs on.
    expect(await issuedAgo(11 * MINUTE).verify(stale.payload)).toBe(false);

    const recent = await solveFresh(issuedAgo(9 * MINUTE));
    expect(await verifier.verify(recent.payload)).toBe(true);
  });

  it('answers false, never throws, for garbage', async () => {
    const verifier = createVerifier(CHEAP);
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const { payload } = await solveFresh(verifier);
    const garbage: unknown[] = [
      '',
      ' ',
      'not base64 at all!',
      'bm90IGEgc29sdXRpb24=', // "not a solution"
      Buffer.from('{"challenge":').toString('base64'),
      json(null),
      json([]),
      json({}),
      json({ challenge: null, solution: null, test: true }), // the widget's test mode
      json({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: -1, derivedKey: 'zz' } }),
      json({ ...decodePayload(payload), solution: { counter: 1.5, derivedKey: 'ab' } }),
      json({
        ...decodePayload(payload),
        challenge: { ...decodePayload(payload).challenge, parameters: { algorithm: 'MD5' } },
      }),
      `${payload}!`,
      payload.repeat(10),
      'A'.repeat(1_000_000),
      undefined,
      null,
      42,
      { payload },
    ];
    for (const [index, value] of garbage.entries()) {
      await expect(verifier.verify(value as string), `garbage #${index}`).resolves.toBe(false);
    }
    // None of that used up the real answer.
    expect(await verifier.verify(payload)).toBe(true);
  });

  it('purges used challenges once they have long expired', async () => {
    const hour = 60 * MINUTE;
    const oldHash = `test-old-${crypto.randomUUID()}`;
    const liveHash = `test-live-${crypto.randomUUID()}`;
    await t.deps.db.insert(usedCaptchaChallenges).values([
      { challengeHash: oldHash, expiresAt: new Date(Date.now() - hour) },
      { challengeHash: liveHash, expiresAt: new Date(Date.now() + hour) },
    ]);
    const verifier = createVerifier(CHEAP);
    const { payload } = await solveFresh(verifier);
    expect(await verifier.verify(payload)).toBe(true);
    const left = await t.deps.db
      .select({ hash: usedCaptchaChallenges.challengeHash })
      .from(usedCaptchaChallenges)
      .where(inArray(usedCaptchaChallenges.challengeHash, [oldHash, liveHash]));
    expect(left.map((r) => r.hash)).toEqual([liveHash]);
  });

  describe(`GET ${CAPTCHA_CHALLENGE_PATH}`, () => {
    let app: FastifyInstance;
    let captcha: CaptchaVerifier;

    // The route on its own Fastify instance with the captcha in its deps, as buildApp provides it.
    beforeAll(async () => {
      captcha = createVerifier();
      app = Fastify();
      registerErrorHandler(app);
      app.decorate('deps', { ...t.deps, captcha });
      for (const route of CAPTCHA_ROUTES) registerRoute(app, route);
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
    });

    it('answers a fresh challenge that is never cached, which the verifier accepts once solved', async () => {
      const first = await app.inject({ method: 'GET', url: CAPTCHA_CHALLENGE_PATH });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const challenge = expectAltcha(parseJson(first, CaptchaChallenge));
      const second = expectAltcha(
        parseJson(await app.inject({ method: 'GET', url: CAPTCHA_CHALLENGE_PATH }), CaptchaChallenge),
      );
      expect(second.parameters.nonce).not.toBe(challenge.parameters.nonce);

      const { payload } = await solve(challenge);
      expect(await captcha.verify(payload)).toBe(true);
      expect(await captcha.verify(payload)).toBe(false);
    });

    it('is documented in the OpenAPI document', () => {
      const document = buildOpenApiDocument(CAPTCHA_ROUTES, {
        version: 'test',
        serverUrl: 'http://localhost',
      }) as {
        paths: Record<string, unknown>;
      };
      expect(Object.keys(document.paths)).toContain(CAPTCHA_CHALLENGE_PATH);
    });
  });
});

// --- reCAPTCHA against a local siteverify ------------------------------------------------------------

const RECAPTCHA_SECRET = 'fake-recaptcha-secret';
const SITE_KEY = 'fake-site-key';

type IssuedToken = { score?: number; hostname?: string };
type SiteverifyRequest = { method: string; contentType: string; form: URLSearchParams };

/**
 * A stand-in for https://www.google.com/recaptcha/api/siteverify: POST, form-encoded `secret`,
 * `response`, optional `remoteip`; tokens are single-use like Google's ('timeout-or-duplicate').
 */
async function startFakeSiteverify() {
  const tokens = new Map<string, IssuedToken & { used: boolean }>();
  const requests: SiteverifyRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const contentType = request.headers['content-type'] ?? '';
      requests.push({ method: request.method ?? '', contentType, form });
      const answer = (body: object) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || !contentType.startsWith('application/x-www-form-urlencoded')) {
        return answer({ success: false, 'error-codes': ['bad-request'] });
      }
      const secret = form.get('secret');
      if (!secret) return answer({ success: false, 'error-codes': ['missing-input-secret'] });
      if (secret !== RECAPTCHA_SECRET)
        return answer({ success: false, 'error-codes': ['invalid-input-secret'] });
      const token = form.get('response');
      if (!token) return answer({ success: false, 'error-codes': ['missing-input-response'] });
      const issued = tokens.get(token);
      if (!issued) return answer({ success: false, 'error-codes': ['invalid-input-response'] });
      if (issued.used) return answer({ success: false, 'error-codes': ['timeout-or-duplicate'] });
      issued.used = true;
      return answer({
        success: true,
        challenge_ts: new Date().toISOString(),
        hostname: issued.hostname ?? 'localhost',
        ...(issued.score === undefined ? {} : { score: issued.score, action: 'signup' }),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    issue(options: IssuedToken = {}): string {
      const token = `token-${crypto.randomUUID()}`;
      tokens.set(token, { ...options, used: false });
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('reCAPTCHA captcha (local siteverify)', () => {
  let fake: Awaited<ReturnType<typeof startFakeSiteverify>>;
  const logger = { warn: vi.fn() };

  beforeAll(async () => {
    fake = await startFakeSiteverify();
  });

  afterAll(async () => {
    await fake?.close();
  });

  afterEach(() => {
    logger.warn.mockReset();
  });

  const createVerifier = (
    options: { verifyUrl?: string; secret?: string; allowedHostnames?: string[] } = {},
  ) =>
    createRecaptchaVerifier({
      secret: options.secret ?? RECAPTCHA_SECRET,
      siteKey: SITE_KEY,
      verifyUrl: options.verifyUrl ?? fake.url,
      allowedHostnames: options.allowedHostnames,
      logger,
    });

  it('gives the browser the site key, nothing else', async () => {
    expect(await createVerifier().createChallenge()).toEqual({ provider: 'recaptcha', siteKey: SITE_KEY });
  });

  it('accepts a token siteverify confirms, sending secret, response and remoteip as a form, once', async () => {
    const verifier = createVerifier();
    const token = fake.issue();
    const before = fake.requests.length;
    expect(await verifier.verify(token, { remoteIp: '192.0.2.7' })).toBe(true);
    const sent = fake.requests[before];
    expect(sent?.method).toBe('POST');
    expect(sent?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      secret: RECAPTCHA_SECRET,
      response: token,
      remoteip: '192.0.2.7',
    });
    // Google answers 'timeout-or-duplicate' the second time.
    expect(await verifier.verify(token)).toBe(false);
    expect(Object.fromEntries(fake.requests.at(-1)?.form ?? [])).toEqual({
      secret: RECAPTCHA_SECRET,
      response: token,
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('refuses unknown tokens, and empty ones without asking', async () => {
    const verifier = createVerifier();
    expect(await verifier.verify('made-up-token')).toBe(false);
    const before = fake.requests.length;
    expect(await verifier.verify('')).toBe(false);
    expect(await verifier.verify('x'.repeat(10_000))).toBe(false);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a reCAPTCHA v3 score below 0.5 and a token from a host we do not serve', async () => {
    const verifier = createVerifier({ allowedHostnames: ['localhost'] });
    expect(await verifier.verify(fake.issue({ score: 0.9 }))).toBe(true);
    expect(await verifier.verify(fake.issue({ score: 0.1 }))).toBe(false);
    expect(await verifier.verify(fake.issue({ hostname: 'evil.example' }))).toBe(false);
  });

  it('refuses everything and warns when our secret is wrong', async () => {
    const verifier = createVerifier({ secret: 'not-the-secret' });
    expect(await verifier.verify(fake.issue())).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(
      { errorCodes: ['invalid-input-secret'] },
      expect.stringMatching(/RECAPTCHA_SECRET/),
    );
  });

  it('answers false with a warning when siteverify is down, fails or does not answer in time', async () => {
    const down = await startFakeSiteverify();
    await down.close();
    expect(await createVerifier({ verifyUrl: down.url }).verify('any-token')).toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(1);

    const failing = http.createServer((_request, response) => {
      response.writeHead(500).end('oops');
    });
    const silent = http.createServer(() => {
      // Never answers.
    });
    try {
      for (const server of [failing, silent])
        await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      expect(await createVerifier({ verifyUrl: urlOf(failing) }).verify('any-token')).toBe(false);
      const impatient = createRecaptchaVerifier({
        secret: RECAPTCHA_SECRET,
        siteKey: SITE_KEY,
        verifyUrl: urlOf(silent),
        timeoutMs: 200,
        logger,
      });
      const started = Date.now();
      expect(await impatient.verify('any-token')).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(logger.warn).toHaveBeenCalledTimes(3);
    } finally {
      silent.closeAllConnections();
      await Promise.all([failing, silent].map((s) => new Promise((r) => s.close(r))));
    }
  });

  it('is chosen by CAPTCHA_PROVIDER=recaptcha, and refuses to start without its keys', async () => {
    const env = {
      CAPTCHA_PROVIDER: 'recaptcha' as const,
      RECAPTCHA_SECRET,
      RECAPTCHA_SITE_KEY: SITE_KEY,
      RECAPTCHA_VERIFY_URL: fake.url,
    };
    // The reCAPTCHA path never touches the database.
    const db = {} as Parameters<typeof createCaptchaVerifier>[0]['db'];
    const verifier = createCaptchaVerifier({ env, db, secret: SECRET, logger });
    expect(verifier.provider).toBe('recaptcha');
    expect(await verifier.createChallenge()).toEqual({ provider: 'recaptcha', siteKey: SITE_KEY });
    expect(await verifier.verify(fake.issue())).toBe(true);
    expect(() =>
      createCaptchaVerifier({ env: { CAPTCHA_PROVIDER: 'recaptcha' }, db, secret: SECRET, logger }),
    ).toThrow(/RECAPTCHA_SECRET/);
  });
});
