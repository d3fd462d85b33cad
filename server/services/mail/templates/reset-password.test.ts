import { describe, expect, it } from 'vitest';
import { EMAIL_FOOTER } from './render-email-layout.ts';
import { buildResetPasswordMessage } from './reset-password.ts';

const LINK = 'https://nordhub.test/client/reset-password?key=r3set&x=1';

describe('buildResetPasswordMessage', () => {
  it('has the subject, kind, expiry and the link in both parts', () => {
    const message = buildResetPasswordMessage({
      to: 'bjorn@example.com',
      firstName: 'Björn',
      link: LINK,
      expiresInMinutes: 60,
    });
    expect(message).toMatchObject({
      to: 'bjorn@example.com',
      subject: 'Reset your Nordhub password',
      kind: 'reset_password',
    });
    expect(message.text).toContain(LINK);
    expect(message.html).toContain(LINK.replace('&', '&amp;'));
    for (const part of [message.html, message.text]) {
      expect(part).toContain('Hi Björn,');
      expect(part).toContain('Reset your password');
      expect(part).toContain('bjorn@example.com');
      expect(part).toContain('This link works once and expires in 1 hour.');
      expect(part).toContain('your password stays the same');
      expect(part).toContain(EMAIL_FOOTER);
    }
  });

  it('escapes a name like <script> in the HTML part', () => {
    const message = buildResetPasswordMessage({
      to: 'x@example.com',
      firstName: '<script>alert(1)</script>',
      link: LINK,
      expiresInMinutes: 30,
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(message.text).toContain('expires in 30 minutes');
  });
});
