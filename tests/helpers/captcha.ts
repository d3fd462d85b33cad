import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/**
 * Solves a real ALTCHA challenge of the app, as the browser widget does, and returns the value a
 * form sends as `reCaptchaResponse`. The challenge comes from the app's own verifier (not over
 * HTTP) so the challenge route's rate limit does not get in the way of a test file.
 */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = await app.deps.captcha.createChallenge();
  if (challenge.provider !== 'altcha') throw new Error('tests solve ALTCHA challenges only');
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('altcha-lib found no solution');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
