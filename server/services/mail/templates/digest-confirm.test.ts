import { describe, expect, it } from 'vitest';
import { buildDigestAlreadySubscribedMessage, buildDigestConfirmMessage } from './digest-confirm.ts';
import { EMAIL_FOOTER } from './render-email-layout.ts';

const CONFIRM = 'https://nordhub.test/profile-settings/k3y-VALUE_1234567890abcdef?confirm=1';
const SETTINGS = 'https://nordhub.test/profile-settings/k3y-VALUE_1234567890abcdef';
const preferences = { locations: ['DK', 'SE'], includeRemoteJobs: true, roles: ['devops'] };

describe('buildDigestConfirmMessage', () => {
  it('asks to confirm, says what was chosen, and carries the link in both parts', () => {
    const message = buildDigestConfirmMessage({
      to: 'anna@example.com',
      firstName: 'Anna',
      frequency: 'daily',
      preferences,
      confirmLink: CONFIRM,
    });
    expect(message).toMatchObject({
      to: 'anna@example.com',
      subject: 'Confirm your Nordhub job digest',
      kind: 'digest_confirm',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    for (const part of [message.html, message.text]) {
      expect(part).toContain('Hi Anna,');
      expect(part).toContain(
        'New jobs at Nordic startups in Denmark, Sweden and remote jobs, for DevOps and infrastructure, every morning.',
      );
      expect(part).toContain('Confirm subscription');
      expect(part).toContain('nothing is sent until you confirm');
      expect(part).toContain(EMAIL_FOOTER);
    }
    expect(message.text).toContain(CONFIRM);
    expect(message.html).toContain(`href="${CONFIRM}"`);
  });

  it('greets without a name and says "once a week" for weekly', () => {
    const message = buildDigestConfirmMessage({
      to: 'a@example.com',
      frequency: 'onceweek',
      preferences: { locations: [], includeRemoteJobs: true, roles: [] },
      confirmLink: CONFIRM,
    });
    expect(message.text).toContain('Hi,');
    expect(message.text).toContain('in remote jobs, for all roles, once a week, on Monday morning.');
  });
});

describe('buildDigestAlreadySubscribedMessage', () => {
  it('leaves the settings alone and links to them', () => {
    const message = buildDigestAlreadySubscribedMessage({
      to: 'anna@example.com',
      firstName: '<b>Anna</b>',
      frequency: 'daily',
      preferences,
      settingsLink: SETTINGS,
    });
    expect(message.subject).toBe('You already get the Nordhub job digest');
    expect(message.kind).toBe('digest_already_subscribed');
    expect(message.text).toContain('Your settings are unchanged.');
    expect(message.text).toContain(SETTINGS);
    expect(message.html).toContain('Hi &lt;b&gt;Anna&lt;/b&gt;,');
  });
});
