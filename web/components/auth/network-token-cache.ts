import { NETWORK_TOKEN_EXPIRY_MARGIN_MS } from '#domain/users/professional-network.schema.ts';

/**
 * The LinkedIn access token of this page, reused while valid (docs/product.md, Constants: its expiry is cut by 60 s, so
 * a token is never sent just as it runs out). Kept in memory only: logging out reloads the page, so the
 * next person at this browser never inherits it.
 */
type CachedToken = { accessToken: string; expiresAt: number };

let cached: CachedToken | null = null;

/** When a token that is valid for `expiresInSeconds` from `now` stops being used. */
export function networkTokenExpiresAt(expiresInSeconds: number, now: number): number {
  return now + expiresInSeconds * 1000 - NETWORK_TOKEN_EXPIRY_MARGIN_MS;
}

export function rememberNetworkToken(
  token: { accessToken: string; expiresIn: number },
  now = Date.now(),
): void {
  const expiresAt = networkTokenExpiresAt(token.expiresIn, now);
  cached = expiresAt > now ? { accessToken: token.accessToken, expiresAt } : null;
}

/** The cached token while it is still good, else null (and the cache is emptied). */
export function readNetworkToken(now = Date.now()): string | null {
  if (cached && cached.expiresAt > now) return cached.accessToken;
  cached = null;
  return null;
}

export function forgetNetworkToken(): void {
  cached = null;
}
