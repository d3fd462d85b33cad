import type { CaptchaChallenge, CaptchaProvider } from '#domain/users/captcha.schema.ts';
import type { Database } from '../../db/client.ts';
import { type AltchaDifficulty, createAltchaVerifier } from './altcha-verifier.ts';
import { createQuestionCheck, QUESTION_RESPONSE_PREFIX, type QuestionChallenge } from './question-check.ts';
import { type CaptchaLogger, createRecaptchaVerifier } from './recaptcha-verifier.ts';

export type { QuestionChallenge } from './question-check.ts';
export type { CaptchaLogger } from './recaptcha-verifier.ts';

/**
 * The captcha behind the sign-up form's `reCaptchaResponse` field. ALTCHA (self-hosted proof of work)
 * is the default and needs nothing outside this process; Google reCAPTCHA is optional.
 */
export type CaptchaVerifier = {
  provider: CaptchaProvider;
  /** What the browser widget needs: an ALTCHA challenge, or the reCAPTCHA site key. */
  createChallenge(): Promise<CaptchaChallenge>;
  /** True once per correct answer; false for wrong, expired, reused or malformed ones. Never throws for bad input. */
  verify(response: string, options?: { remoteIp?: string }): Promise<boolean>;
  /**
   * The question a form shows when JavaScript is off (ADR 033); its answer comes back to `verify` as
   * `question:<token>:<answer>` (`captchaResponseOf` in web/lib/captcha-response.ts builds it).
   */
  createQuestion(): QuestionChallenge;
};

/** The environment values the captcha reads (server/env.ts). */
export type CaptchaEnv = {
  CAPTCHA_PROVIDER: CaptchaProvider;
  RECAPTCHA_SECRET?: string | undefined;
  RECAPTCHA_SITE_KEY?: string | undefined;
  RECAPTCHA_VERIFY_URL?: string | undefined;
};

export type CreateCaptchaVerifierOptions = {
  env: CaptchaEnv;
  db: Database;
  /** env.APP_SECRET, or a random one per process (challenges then die with the process). */
  secret: string;
  /** For the reCAPTCHA siteverify call. */
  fetch?: typeof fetch;
  logger?: CaptchaLogger;
  /** Tests may make the ALTCHA work cheaper. */
  altchaDifficulty?: AltchaDifficulty;
};

const CONSOLE_LOGGER: CaptchaLogger = {
  warn: (details, message) => console.warn(message, details),
};

export function createCaptchaVerifier(options: CreateCaptchaVerifierOptions): CaptchaVerifier {
  const widget = createWidgetVerifier(options);
  const questions = createQuestionCheck({ db: options.db, secret: options.secret });
  return {
    provider: widget.provider,
    createChallenge: () => widget.createChallenge(),
    createQuestion: () => questions.create(),
    verify: (response, verifyOptions) =>
      typeof response === 'string' && response.startsWith(QUESTION_RESPONSE_PREFIX)
        ? questions.verify(response)
        : widget.verify(response, verifyOptions),
  };
}

function createWidgetVerifier(
  options: CreateCaptchaVerifierOptions,
): Omit<CaptchaVerifier, 'createQuestion'> {
  const { env } = options;
  if (env.CAPTCHA_PROVIDER === 'recaptcha') {
    return createRecaptchaVerifier({
      secret: env.RECAPTCHA_SECRET ?? '',
      siteKey: env.RECAPTCHA_SITE_KEY ?? '',
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      fetch: options.fetch,
      logger: options.logger ?? CONSOLE_LOGGER,
    });
  }
  return createAltchaVerifier({
    db: options.db,
    secret: options.secret,
    difficulty: options.altchaDifficulty,
  });
}
