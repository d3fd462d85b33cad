import { z } from 'zod';

/** Where the sign-up form's captcha widget fetches its challenge. */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

const Hex = z.string().regex(/^[0-9a-f]+$/, { error: 'Expected lowercase hex' });
const PositiveInt = z.number().int().positive();

/**
 * ALTCHA v2 challenge parameters as altcha-lib signs them. Every key the signature covers must be
 * listed here: an unknown key would be dropped and the signature would no longer match.
 */
export const AltchaChallengeParameters = z.object({
  algorithm: z.string().min(1).max(32),
  nonce: Hex.max(128),
  salt: Hex.max(128),
  cost: PositiveInt,
  keyLength: PositiveInt.max(64),
  keyPrefix: Hex.max(128),
  keySignature: Hex.max(256).optional(),
  memoryCost: PositiveInt.optional(),
  parallelism: PositiveInt.optional(),
  /** Unix seconds; our challenges always expire. */
  expiresAt: PositiveInt,
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type AltchaChallengeParameters = z.infer<typeof AltchaChallengeParameters>;

/** What `<altcha-widget>` fetches: it reads `parameters` and `signature` and ignores `provider`. */
export const AltchaChallenge = z.object({
  provider: z.literal('altcha'),
  parameters: AltchaChallengeParameters,
  signature: Hex.max(256),
});
export type AltchaChallenge = z.infer<typeof AltchaChallenge>;

/** With Google reCAPTCHA the browser only needs the public site key; Google issues the challenge. */
export const RecaptchaChallenge = z.object({
  provider: z.literal('recaptcha'),
  siteKey: z.string().min(1),
});
export type RecaptchaChallenge = z.infer<typeof RecaptchaChallenge>;

/** GET /api/captcha/challenge: depends on the configured provider. */
export const CaptchaChallenge = z.discriminatedUnion('provider', [AltchaChallenge, RecaptchaChallenge]);
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;
