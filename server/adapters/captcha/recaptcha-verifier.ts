import { z } from 'zod';
import type { RecaptchaChallenge } from '#domain/users/captcha.schema.ts';

export const RECAPTCHA_DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores run from 0 (bot) to 1 (human); Google suggests 0.5 as the starting threshold. */
export const RECAPTCHA_DEFAULT_MIN_SCORE = 0.5;
const DEFAULT_TIMEOUT_MS = 5_000;
/** Google's tokens are a few hundred to about 2 000 characters; refuse to forward anything huge. */
const MAX_TOKEN_LENGTH = 8_192;
/** Errors that mean our configuration is wrong, not the visitor's answer: worth a warning. */
const CONFIGURATION_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

export type CaptchaLogger = { warn(details: object, message: string): void };

export type RecaptchaVerifierOptions = {
  /** RECAPTCHA_SECRET: the server-side secret key. */
  secret: string;
  /** RECAPTCHA_SITE_KEY: the public key the browser widget needs. */
  siteKey: string;
  /** RECAPTCHA_VERIFY_URL: the siteverify endpoint (a local fake in tests). */
  verifyUrl?: string | undefined;
  /** v3 only: answers scoring below this are refused. v2 answers carry no score. */
  minScore?: number;
  /** When set, the token must have been issued on one of these host names. */
  allowedHostnames?: readonly string[];
  timeoutMs?: number;
  fetch?: typeof fetch;
  logger: CaptchaLogger;
};

export type RecaptchaVerifier = {
  provider: 'recaptcha';
  createChallenge(): Promise<RecaptchaChallenge>;
  verify(response: string, options?: { remoteIp?: string }): Promise<boolean>;
};

/** The siteverify answer (https://developers.google.com/recaptcha/docs/verify); other keys ignored. */
const SiteverifyResponse = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  challenge_ts: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export function createRecaptchaVerifier(options: RecaptchaVerifierOptions): RecaptchaVerifier {
  if (!options.secret || !options.siteKey) {
    throw new Error('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY');
  }
  const verifyUrl = new URL(options.verifyUrl ?? RECAPTCHA_DEFAULT_VERIFY_URL).toString();
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const minScore = options.minScore ?? RECAPTCHA_DEFAULT_MIN_SCORE;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const allowedHostnames = options.allowedHostnames?.map((h) => h.toLowerCase());
  const { logger } = options;

  return {
    provider: 'recaptcha',

    async createChallenge() {
      return { provider: 'recaptcha', siteKey: options.siteKey };
    },

    async verify(response, verifyOptions) {
      if (typeof response !== 'string' || response.length === 0 || response.length > MAX_TOKEN_LENGTH) {
        return false;
      }
      const form = new URLSearchParams({ secret: options.secret, response });
      if (verifyOptions?.remoteIp) form.set('remoteip', verifyOptions.remoteIp);

      let body: unknown;
      try {
        const answer = await fetchImpl(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!answer.ok) {
          await answer.body?.cancel();
          logger.warn({ status: answer.status, verifyUrl }, 'reCAPTCHA siteverify answered an error status');
          return false;
        }
        body = await answer.json();
      } catch (error) {
        // Unreachable, timed out or not JSON: the answer cannot be trusted, so it is refused.
        logger.warn({ err: error, verifyUrl }, 'reCAPTCHA siteverify failed');
        return false;
      }

      const parsed = SiteverifyResponse.safeParse(body);
      if (!parsed.success) {
        logger.warn({ verifyUrl }, 'reCAPTCHA siteverify answered an unexpected shape');
        return false;
      }
      const result = parsed.data;
      const errorCodes = result['error-codes'] ?? [];
      if (errorCodes.some((code) => CONFIGURATION_ERRORS.has(code))) {
        logger.warn({ errorCodes }, 'reCAPTCHA rejected our request: check RECAPTCHA_SECRET');
      }
      if (!result.success) return false;
      if (result.score !== undefined && result.score < minScore) return false;
      if (allowedHostnames && !allowedHostnames.includes(result.hostname?.toLowerCase() ?? '')) return false;
      return true;
    },
  };
}
