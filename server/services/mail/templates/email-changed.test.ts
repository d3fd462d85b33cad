import { describe, expect, it } from 'vitest';
import { buildVerifyNewEmailMessage } from './email-changed.ts';
import { EMAIL_FOOTER } from './render-email-layout.ts';

const LINK = 'https://nordhub.test/client/verify-email?key=n3w';

describe('buildVerifyNewEmailMessage', () => {
  it('goes to the new address, names it, and carries the link in both parts', () => {
    const message = buildVerifyNewEmailMessage({ to: 'new@example.com', firstName: 'Sigrid', link: LINK });
    expect(message).toMatchObject({
      to: 'new@example.com',
      subject: 'Confirm your new email address',
      kind: 'verify_new_email',
    });
    for (const part of [message.html, message.text]) {
      expect(part).toContain(LINK);
      expect(part).toContain('Hi Sigrid,');
      expect(part).toContain(
        'You asked to use new@example.com as the email address of your Nordhub account.',
      );
      expect(part).toContain('your account keeps its current address');
      expect(part).toContain(EMAIL_FOOTER);
    }
  });

  it('escapes a name like <script> in the HTML part', () => {
    const message = buildVerifyNewEmailMessage({
      to: 'new@example.com',
      firstName: '<script>alert(1)</script>',
      link: LINK,
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
  });
});
