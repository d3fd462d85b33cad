import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetNetworkToken,
  networkTokenExpiresAt,
  readNetworkToken,
  rememberNetworkToken,
} from './network-token-cache.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('network token cache', () => {
  beforeEach(() => forgetNetworkToken());

  it('cuts the expiry by 60000 ms (docs/product.md, Constants)', () => {
    expect(networkTokenExpiresAt(3600, NOW)).toBe(NOW + 3_600_000 - 60_000);
  });

  it('reuses the token until 60 s before it expires', () => {
    rememberNetworkToken({ accessToken: 'sealed', expiresIn: 3600 }, NOW);
    expect(readNetworkToken(NOW)).toBe('sealed');
    expect(readNetworkToken(NOW + 3_600_000 - 60_001)).toBe('sealed');
    expect(readNetworkToken(NOW + 3_600_000 - 60_000)).toBeNull();
    // Once expired it is gone for good.
    expect(readNetworkToken(NOW)).toBeNull();
  });

  it('never keeps a token that would be valid for less than the margin', () => {
    rememberNetworkToken({ accessToken: 'short', expiresIn: 60 }, NOW);
    expect(readNetworkToken(NOW)).toBeNull();
  });

  it('forgets on request', () => {
    rememberNetworkToken({ accessToken: 'sealed', expiresIn: 3600 }, NOW);
    forgetNetworkToken();
    expect(readNetworkToken(NOW)).toBeNull();
  });
});
