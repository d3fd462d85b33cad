/**
 * A new account is greeted "Welcome", a returning one "Welcome back". New means: this is the
 * session the account was made in. The session a sign-up opens (with email or LinkedIn) is stamped
 * with the account's own creation instant; every later session (a log-in, a password reset, a
 * session renewed by a password change) starts at its own later moment.
 */
export function isFirstVisit(times: { accountCreatedAt: Date; sessionStartedAt: Date }): boolean {
  return times.sessionStartedAt.getTime() === times.accountCreatedAt.getTime();
}
