/**
 * A new account is greeted "Welcome", a returning one "Welcome back". New means: this session is the
 * one the account was made in. Signing up (with email, LinkedIn or an invitation) opens the session
 * in the same request that creates the account, so the two moments are seconds apart; a later log-in
 * (or a session renewed by a password change) starts long after. The account's time comes from the
 * database's clock and the session's from the server's, hence a margin either way.
 */
export const FIRST_VISIT_WINDOW_MS = 60_000;

export function isFirstVisit(times: { accountCreatedAt: Date; sessionStartedAt: Date }): boolean {
  const gap = times.sessionStartedAt.getTime() - times.accountCreatedAt.getTime();
  return Math.abs(gap) <= FIRST_VISIT_WINDOW_MS;
}
