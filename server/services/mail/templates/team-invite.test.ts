import { describe, expect, it } from 'vitest';
import { EMAIL_FOOTER } from './render-email-layout.ts';
import { buildTeamInviteMessage } from './team-invite.ts';

const LINK = 'https://nordhub.test/client/invites/k3y-VALUE_1';

describe('buildTeamInviteMessage', () => {
  it('names the inviter and the startup, with the link, the expiry and the address in both parts', () => {
    const message = buildTeamInviteMessage({
      to: 'anna@example.com',
      profileType: 'company',
      profileName: 'Mosegaard Analytics',
      inviterName: 'Rasmus Holm',
      link: LINK,
      expiresInDays: 14,
    });
    expect(message).toMatchObject({
      to: 'anna@example.com',
      subject: 'Rasmus Holm invited you to join Mosegaard Analytics on Nordhub',
      kind: 'team_invite',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    for (const part of [message.html, message.text]) {
      expect(part).toContain(LINK);
      expect(part).toContain('Join Mosegaard Analytics on Nordhub');
      expect(part).toContain('Rasmus Holm invited you to join Mosegaard Analytics on Nordhub');
      expect(part).toContain('anna@example.com');
      expect(part).toContain('Accept the invitation');
      expect(part).toContain('This invitation works once and expires in 14 days.');
      expect(part).toContain('If you did not expect this invitation, you can ignore this email.');
      expect(part).toContain(EMAIL_FOOTER);
    }
  });

  it('says "a member of the team" when the inviter is unknown', () => {
    const message = buildTeamInviteMessage({
      to: 'a@example.com',
      profileType: 'company',
      profileName: 'Kodkraft',
      inviterName: null,
      link: LINK,
      expiresInDays: 14,
    });
    expect(message.subject).toBe('You are invited to join Kodkraft on Nordhub');
    expect(message.text).toContain('A member of the team invited you to join Kodkraft on Nordhub');
  });

  it('keeps line breaks out of the subject and escapes markup in the HTML part', () => {
    const message = buildTeamInviteMessage({
      to: 'a@example.com',
      profileType: 'company',
      profileName: '<b>Evil</b>\r\nBcc: victim@example.com',
      inviterName: '<script>alert(1)</script>',
      link: LINK,
      expiresInDays: 14,
    });
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.subject).toBe(
      '<script>alert(1)</script> invited you to join <b>Evil</b> Bcc: victim@example.com on Nordhub',
    );
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<b>Evil');
    expect(message.html).toContain('&lt;b&gt;Evil&lt;/b&gt;');
  });
});
