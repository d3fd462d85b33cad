import { describe, expect, it } from 'vitest';
import { EMAIL_FOOTER } from './render-email-layout.ts';
import { buildVerifyEmailMessage } from './verify-email.ts';

const LINK = 'https://nordhub.test/client/verify-email?key=k3y-VALUE_1';

describe('buildVerifyEmailMessage', () => {
  it('addresses the user, with the subject, kind and the link in both parts', () => {
    const message = buildVerifyEmailMessage({ to: 'anna@example.com', firstName: 'Anna', link: LINK });
    expect(message).toMatchObject({
      to: 'anna@example.com',
      subject: 'Verify your email address',
      kind: 'verify_email',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    for (const part of [message.html, message.text]) {
      expect(part).toContain(LINK);
      expect(part).toContain('Hi Anna,');
      expect(part).toContain('Verify email address');
      expect(part).toContain('This link works once.');
      expect(part).toContain('If you did not sign up to Nordhub, you can ignore this email.');
      expect(part).toContain(EMAIL_FOOTER);
    }
  });

  it('mentions the expiry when it is given', () => {
    const message = buildVerifyEmailMessage({
      to: 'a@example.com',
      firstName: 'A',
      link: LINK,
      expiresInMinutes: 2880,
    });
    expect(message.text).toContain('This link works once and expires in 48 hours.');
    expect(message.html).toContain('This link works once and expires in 48 hours.');
  });

  it('escapes a name like <script> in the HTML part', () => {
    const message = buildVerifyEmailMessage({
      to: 'anna@example.com',
      firstName: '<script>alert(1)</script>',
      link: LINK,
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(message.text).toContain('Hi <script>alert(1)</script>,');
  });
});
