import { describe, expect, it } from 'vitest';
import { maskUrl } from './log-redaction.ts';

describe('maskUrl', () => {
  it.each([
    ['/jobs', '/jobs'],
    ['/jobs?q=designer&page=2', '/jobs?q=***&page=***'],
    ['/client/reset-password?key=abc123', '/client/reset-password?key=***'],
    ['/jobs/6f1c/still-hiring?token=6f1c.123.sig', '/jobs/6f1c/still-hiring?token=***'],
    ['/profile-settings/AbC_123-xyz', '/profile-settings/***'],
    ['/profile-settings/AbC_123-xyz.data', '/profile-settings/***'],
    ['/api/digest/AbC_123-xyz/unsubscribe', '/api/digest/***'],
    ['/api/digest/mail/anna@example.com', '/api/digest/***'],
    ['/client/invites/key123', '/client/invites/***'],
    ['/api/invites/key123/accept', '/api/invites/***/accept'],
    ['/payments/test-checkout/cs_test_1', '/payments/test-checkout/***'],
    ['/jobs?', '/jobs'],
  ])('%s → %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });
});
