import { z } from 'zod';
import { isValidPassword } from './password-rule.ts';

/** docs/product.md, Constants: name and email inputs are at most 50 characters. */
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 50;

export const FIRST_NAME_MESSAGE = 'Please enter first name';
export const LAST_NAME_MESSAGE = 'Please enter last name';
export const EMAIL_MESSAGE = 'Please enter your email address';
export const PASSWORD_MESSAGE = 'Please enter a valid password';
export const SIGN_IN_PASSWORD_MESSAGE = 'Please enter your password';
export const CAPTCHA_MESSAGE = 'Please verify you are not a robot';

// Every issue of a field (missing, wrong type, too long, malformed) shows the product's one message.
const requiredText = (message: string, max?: number) => {
  const text = z.string({ error: message }).trim().min(1, { error: message });
  return max === undefined ? text : text.max(max, { error: message });
};

const Email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGE })
  .pipe(z.email({ error: EMAIL_MESSAGE }));

export const SignUpInput = z.object({
  // Prefault: a missing name object still reports the first and last name messages.
  name: z
    .object({
      first: requiredText(FIRST_NAME_MESSAGE, NAME_MAX_LENGTH),
      last: requiredText(LAST_NAME_MESSAGE, NAME_MAX_LENGTH),
    })
    .prefault({ first: '', last: '' }),
  email: Email,
  // Never trimmed: spaces are valid password characters.
  password: z.string({ error: PASSWORD_MESSAGE }).refine(isValidPassword, { error: PASSWORD_MESSAGE }),
  reCaptchaResponse: requiredText(CAPTCHA_MESSAGE),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignInInput = z.object({
  email: Email,
  password: z.string({ error: SIGN_IN_PASSWORD_MESSAGE }).min(1, { error: SIGN_IN_PASSWORD_MESSAGE }),
  /** Set by the 'Email address found, please log in' step (docs/product.md, Auth flow). */
  exists: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof SignInInput>;

/**
 * Log out. `userId`: only if the session is still this user's. A page that found its session gone
 * sends it, so that a newer login in the same browser (another tab, another person) is never ended
 * by an old page.
 */
export const SignOutInput = z.object({ userId: z.string().min(1).max(100).optional() });
export type SignOutInput = z.infer<typeof SignOutInput>;

/** docs/product.md, Validation: forgot password needs a valid email. */
export const ForgotPasswordInput = z.object({ email: Email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;
