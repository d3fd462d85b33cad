/** Cookie and lifetimes of a sign-in session (docs/architecture.md, Security baseline; ADR 011). */
export const SESSION_COOKIE = 'nh_session';
/**
 * The name over HTTPS (ADR 011): browsers accept a `__Host-` cookie only with Secure, Path=/ and no
 * Domain, so no subdomain or plain-http page can plant or overwrite it (session fixation).
 */
export const SECURE_SESSION_COOKIE = '__Host-nh_session';

/** The session cookie's name: `__Host-nh_session` whenever PUBLIC_URL is https, else `nh_session`. */
export function sessionCookieName(isSecure: boolean): string {
  return isSecure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}
/** A session unused this long ends. */
export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
/** A session ends this long after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** `last_seen_at` is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** Remembers the chosen profile in this browser (docs/product.md, Profile selection: saved profile, then a cookie). */
export const PROFILE_COOKIE = 'nh_profile';
