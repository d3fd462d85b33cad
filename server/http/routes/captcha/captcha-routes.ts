import { CAPTCHA_CHALLENGE_PATH, CaptchaChallenge } from '#domain/users/captcha.schema.ts';
import { defineRoute } from '../../define-route.ts';

export const CAPTCHA_ROUTES = [
  defineRoute({
    method: 'GET',
    url: CAPTCHA_CHALLENGE_PATH,
    summary:
      'A fresh captcha challenge for the sign-up form: an ALTCHA proof-of-work challenge (valid 10 minutes, accepted once), or the reCAPTCHA site key',
    tags: ['users'],
    response: CaptchaChallenge,
    // Every challenge is single-use: no cache may hand one to a second visitor.
    cacheControl: 'no-store',
    // Issuing costs the server one key derivation (~2 ms); a visitor needs one per sign-up attempt.
    rateLimit: { max: 30, timeWindowMs: 60_000 },
    errors: [429],
    handler: async (_input, request) => request.server.deps.captcha.createChallenge(),
  }),
];
