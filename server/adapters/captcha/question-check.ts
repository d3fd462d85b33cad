import crypto from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { usedCaptchaChallenges } from '../../db/schema/index.ts';

/**
 * The robot check for a visitor without JavaScript (ADR 033): the proof-of-work widget cannot run,
 * so the form shows a small sum to answer ("What is 4 plus 9?") with a signed token beside it. The
 * token carries its expiry and a random id and signs the answer, so nothing is stored until it is
 * used; each token is accepted once (the same table as ALTCHA's used challenges). It is a weaker
 * check than the proof of work, offered only where that one cannot run, and every form that takes it
 * also has its per-client rate limit.
 */
export type QuestionChallenge = { question: string; token: string };

/** How long a question may be answered: a form read slowly still goes through. */
export const QUESTION_TTL_MS = 30 * 60_000;
/** A response to the question check, as `verify` takes it: `question:<token>:<answer>`. */
export const QUESTION_RESPONSE_PREFIX = 'question:';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

function signingKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'nordhub-captcha', 'question check', 32));
}

function sign(key: Buffer, expiresAt: number, id: string, answer: number): string {
  return crypto.createHmac('sha256', key).update(`${expiresAt}.${id}.${answer}`).digest('base64url');
}

export function createQuestionCheck(options: { db: Database; secret: string; now?: () => Date }) {
  const key = signingKey(options.secret);
  const now = options.now ?? (() => new Date());
  return {
    create(): QuestionChallenge {
      const a = crypto.randomInt(2, 10);
      const b = crypto.randomInt(2, 10);
      const expiresAt = now().getTime() + QUESTION_TTL_MS;
      const id = crypto.randomBytes(12).toString('base64url');
      return {
        question: `What is ${NUMBER_WORDS[a]} plus ${NUMBER_WORDS[b]}? Answer in digits.`,
        token: `${expiresAt}.${id}.${sign(key, expiresAt, id, a + b)}`,
      };
    },

    /** True once for a correct answer to an unexpired token of ours; false for anything else. */
    async verify(response: string): Promise<boolean> {
      if (!response.startsWith(QUESTION_RESPONSE_PREFIX) || response.length > 200) return false;
      const match = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43}):\s*(\d{1,3})\s*$/.exec(
        response.slice(QUESTION_RESPONSE_PREFIX.length),
      );
      if (!match) return false;
      const [, expires, id, signature, answer] = match as unknown as [string, string, string, string, string];
      const expiresAt = Number(expires);
      if (expiresAt <= now().getTime()) return false;
      const expected = Buffer.from(sign(key, expiresAt, id, Number(answer)));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false;
      const inserted = await options.db
        .insert(usedCaptchaChallenges)
        .values({
          challengeHash: crypto.createHash('sha256').update(`question ${id}`).digest('hex'),
          expiresAt: new Date(expiresAt),
        })
        .onConflictDoNothing()
        .returning({ challengeHash: usedCaptchaChallenges.challengeHash });
      return inserted.length === 1;
    },
  };
}
