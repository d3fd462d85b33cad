import crypto from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type AltchaChallenge, AltchaChallengeParameters } from '#domain/users/captcha.schema.ts';
import type { Database } from '../../db/client.ts';
import { usedCaptchaChallenges } from '../../db/schema/index.ts';

/** How long a fetched challenge may be solved and submitted. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * Proof of work in deterministic mode: the server picks a secret counter and the solver must try every
 * counter up to it, so the work is bounded and predictable (no unlucky users). Measured on the 2-core
 * development machine under load: the widget in Chromium (2 workers) solves 250–450 attempts of PBKDF2
 * cost 5 000 in 0.38–0.76 s (and shows at least its own 0.5 s minimum); altcha-lib's single-threaded
 * Node solver, as the tests use it, takes 0.32–0.63 s (median 0.47 s). Issuing costs the server one
 * derivation (~2.5 ms); checking a solution is one HMAC.
 */
export const ALTCHA_DIFFICULTY = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5_000,
  counterMin: 250,
  counterMax: 450,
} as const;

export type AltchaDifficulty = {
  algorithm: 'PBKDF2/SHA-256';
  cost: number;
  counterMin: number;
  counterMax: number;
};

export type AltchaVerifierOptions = {
  db: Database;
  /** The app secret (at least 32 characters); the signing keys are derived from it. */
  secret: string;
  /**
   * The clock challenges are issued and checked by. altcha-lib also checks the expiry against the
   * wall clock, so anything but real time is only for tests that issue challenges "in the past".
   */
  now?: () => Date;
  difficulty?: AltchaDifficulty;
};

export type AltchaVerifier = {
  provider: 'altcha';
  createChallenge(): Promise<AltchaChallenge>;
  /** The widget's base64 payload. False for anything but a fresh, correct solution of our own challenge. */
  verify(response: string): Promise<boolean>;
};

/** The widget sends btoa(JSON.stringify({ challenge: { parameters, signature }, solution })). */
const AltchaPayload = z.object({
  challenge: z.object({
    parameters: AltchaChallengeParameters,
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/),
    time: z.number().optional(),
  }),
});

/** A real payload is about 700 characters; anything far bigger is not one of ours. */
const MAX_PAYLOAD_LENGTH = 4_096;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Used challenges are kept a little past their expiry so clock skew between instances cannot reopen them. */
const PURGE_GRACE = sql`interval '5 minutes'`;
const PURGE_INTERVAL_MS = 60_000;

function deriveSigningKey(secret: string, purpose: string): string {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'nordhub-captcha', `altcha ${purpose}`, 32)).toString(
    'hex',
  );
}

function decodePayload(response: string): z.infer<typeof AltchaPayload> | null {
  if (response.length === 0 || response.length > MAX_PAYLOAD_LENGTH || !BASE64.test(response)) return null;
  try {
    const parsed = AltchaPayload.safeParse(JSON.parse(Buffer.from(response, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function hashChallenge(signature: string): string {
  return crypto.createHash('sha256').update(signature).digest('hex');
}

export function createAltchaVerifier(options: AltchaVerifierOptions): AltchaVerifier {
  if (options.secret.length < 32) throw new Error('The captcha secret must have at least 32 characters');
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const difficulty = options.difficulty ?? ALTCHA_DIFFICULTY;
  const hmacSignatureSecret = deriveSigningKey(options.secret, 'challenge signature');
  const hmacKeySignatureSecret = deriveSigningKey(options.secret, 'key signature');
  let lastPurgeAt = 0;

  async function purgeExpired(): Promise<void> {
    if (Date.now() - lastPurgeAt < PURGE_INTERVAL_MS) return;
    lastPurgeAt = Date.now();
    // The database clock decides, so every instance purges by the same time.
    await db
      .delete(usedCaptchaChallenges)
      .where(lt(usedCaptchaChallenges.expiresAt, sql`now() - ${PURGE_GRACE}`));
  }

  return {
    provider: 'altcha',

    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: difficulty.algorithm,
        cost: difficulty.cost,
        counter: crypto.randomInt(difficulty.counterMin, difficulty.counterMax + 1),
        deriveKey,
        expiresAt: new Date(now().getTime() + ALTCHA_CHALLENGE_TTL_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return {
        provider: 'altcha',
        parameters: AltchaChallengeParameters.parse(challenge.parameters),
        signature: String(challenge.signature),
      };
    },

    async verify(response) {
      const payload = typeof response === 'string' ? decodePayload(response) : null;
      if (!payload) return false;
      const { challenge, solution } = payload;
      // Checked here by our clock as well as by altcha-lib by the wall clock.
      if (challenge.parameters.expiresAt * 1000 <= now().getTime()) return false;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (!result.verified) return false;
      } catch {
        // Malformed values that passed the schema (e.g. an algorithm the library refuses) are still
        // just a wrong answer.
        return false;
      }
      // Accepted once: the first insert wins, a replay (even a concurrent one) hits the primary key.
      const inserted = await db
        .insert(usedCaptchaChallenges)
        .values({
          challengeHash: hashChallenge(challenge.signature),
          expiresAt: new Date(challenge.parameters.expiresAt * 1000),
        })
        .onConflictDoNothing()
        .returning({ challengeHash: usedCaptchaChallenges.challengeHash });
      await purgeExpired().catch(() => {
        // Purging is housekeeping; the next verification tries again.
        lastPurgeAt = 0;
      });
      return inserted.length === 1;
    },
  };
}
