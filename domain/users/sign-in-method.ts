/**
 * How a session began, as the sign-in history (`sign_ins.method`) records it and the back office's
 * user page shows it (issue 32). Every flow that starts a session names its method.
 */
export const SIGN_IN_METHODS = [
  'password',
  'sign-up',
  'password-reset',
  'password-change',
  'linkedin',
  'linkedin-sign-up',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Email and password',
  'sign-up': 'Sign-up',
  'password-reset': 'Password reset link',
  'password-change': 'Password change (new session)',
  linkedin: 'LinkedIn',
  'linkedin-sign-up': 'Sign-up with LinkedIn',
};

/** The label of a stored method; a method this version does not know shows as stored. */
export function signInMethodLabel(method: string): string {
  return (SIGN_IN_METHOD_LABELS as Record<string, string>)[method] ?? method;
}
