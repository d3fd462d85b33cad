import { describe, expect, it } from 'vitest';
import { buildEmailChangeNoticeMessage } from './email-change-notice.ts';
import { EMAIL_FOOTER } from './render-email-layout.ts';

const SETTINGS = 'https://nordhub.test/settings';

describe('buildEmailChangeNoticeMessage', () => {
  it('goes to the current address, names both addresses and says how to stop the change', () => {
    const message = buildEmailChangeNoticeMessage({
      to: 'old@example.com',
      firstName: 'Sigrid',
      newEmail: 'new@example.com',
      settingsLink: SETTINGS,
    });
    expect(message).toMatchObject({
      to: 'old@example.com',
      subject: 'Your Nordhub email address is being changed',
      kind: 'email_change_notice',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    for (const part of [message.html, message.text]) {
      expect(part).toContain('Hi Sigrid,');
      expect(part).toContain('from old@example.com to new@example.com');
      expect(part).toContain('change your password in My Account: that cancels the change');
      expect(part).toContain(SETTINGS);
      expect(part).toContain(EMAIL_FOOTER);
    }
  });

  it('escapes the addresses and the name in the HTML part', () => {
    const message = buildEmailChangeNoticeMessage({
      to: 'old@example.com',
      firstName: '<b>Sigrid</b>',
      newEmail: '"<img>"@example.com',
      settingsLink: SETTINGS,
    });
    expect(message.html).not.toContain('<b>Sigrid');
    expect(message.html).not.toContain('<img>');
    expect(message.html).toContain('&lt;b&gt;Sigrid&lt;/b&gt;');
  });
});
