import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG_LISTS } from '../site/site-config-defaults.ts';
import {
  CAREER_DOMAIN_MESSAGE,
  CareerDomainSettingsInput,
  isReservedHost,
  isSlackWebhookUrl,
  LINKEDIN_URL_MESSAGE,
  LinkedinSettingsInput,
  linkedinCompanyUrl,
  MAX_WIDGET_ORIGINS,
  NOTIFICATION_EMAILS_COUNT_MESSAGE,
  NOTIFICATION_KINDS,
  NotificationSettingsInput,
  normalizeCareerDomain,
  normalizeWidgetOrigin,
  parseLinkedinCompanyUrl,
  SLACK_NOTIFICATIONS_MESSAGE,
  SLACK_WEBHOOK_MESSAGE,
  SlackSettingsInput,
  SlackTestInput,
  UpdateStartupSettingsInput,
  WidgetOrigins,
} from './startup-settings.schema.ts';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('notification kinds', () => {
  it('are the site configuration slackNotifications values', () => {
    expect(DEFAULT_SITE_CONFIG_LISTS.company.slackNotifications.map((option) => option.value)).toEqual([
      ...NOTIFICATION_KINDS,
    ]);
  });
});

describe('NotificationSettingsInput', () => {
  it.each([
    ['', []],
    [undefined, []],
    ['a@example.com', ['a@example.com']],
    [
      'a@example.com, B@Example.com\nc@example.com; d@example.com',
      ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'],
    ],
    [['a@example.com', ' ', 'A@example.com'], ['a@example.com']],
    ['a@example.com,,  b@example.com ', ['a@example.com', 'b@example.com']],
  ])('%j → %j', (value, expected) => {
    const result = NotificationSettingsInput.safeParse({ notificationEmails: value });
    expect(result.success).toBe(true);
    expect(result.data?.notificationEmails).toEqual(expected);
  });

  it.each([
    ['a@example.com, nope', '"nope" is not a valid email address'],
    [['a@example.com', 'b@'], '"b@" is not a valid email address'],
    ['1@x.dk 2@x.dk 3@x.dk 4@x.dk 5@x.dk 6@x.dk', NOTIFICATION_EMAILS_COUNT_MESSAGE],
    // Longer than 100 characters: named by its first 100.
    [`${'a'.repeat(96)}@x.dk`, `"${'a'.repeat(96)}@x.d" is not a valid email address`],
  ])('%j is refused with one message on the field', (value, message) => {
    const result = NotificationSettingsInput.safeParse({ notificationEmails: value });
    expect(fieldErrors(result)).toEqual({ notificationEmails: message });
  });

  it('counts addresses after merging repeats', () => {
    const result = NotificationSettingsInput.safeParse({
      notificationEmails: '1@x.dk 2@x.dk 3@x.dk 4@x.dk 5@x.dk 5@X.DK',
    });
    expect(result.data?.notificationEmails).toHaveLength(5);
  });
});

describe('isSlackWebhookUrl', () => {
  it.each([
    ['https://hooks.slack.com/services/T00000000/B00000000/a1b2c3d4e5f6g7h8i9j0k1l2', true],
    ['https://hooks.slack.com/services/T0_1/B-2/abc', true],
    ['http://hooks.slack.com/services/T0/B0/abc', false],
    ['https://hooks.slack.com:8443/services/T0/B0/abc', false],
    ['https://user@hooks.slack.com/services/T0/B0/abc', false],
    ['https://hooks.slack.com/services/T0/B0/abc?x=1', false],
    ['https://hooks.slack.com/services/T0/B0/abc#x', false],
    ['https://hooks.slack.com/services/T0/B0', false],
    ['https://hooks.slack.com/workflows/T0/A0/1/abc', false],
    ['https://hooks.slack.com.evil.com/services/T0/B0/abc', false],
    ['https://evil.com/hooks.slack.com/services/T0/B0/abc', false],
    ['https://127.0.0.1/services/T0/B0/abc', false],
    ['https://hooks.slack.com/services/T0/B0/a b', false],
    [`https://hooks.slack.com/services/T0/B0/${'a'.repeat(300)}`, false],
    ['hooks.slack.com/services/T0/B0/abc', false],
  ])('%s → %s', (url, expected) => {
    expect(isSlackWebhookUrl(url)).toBe(expected);
  });
});

describe('SlackSettingsInput', () => {
  it('reads a form post: blank URL is Slack off, ticked boxes in the site order', () => {
    expect(SlackSettingsInput.parse({ slackWebhookUrl: '  ', slackNotifications: 'jobexpiring' })).toEqual({
      slackWebhookUrl: null,
      slackNotifications: ['jobexpiring'],
    });
    expect(
      SlackSettingsInput.parse({
        slackWebhookUrl: ' https://hooks.slack.com/services/T0/B0/abc ',
        slackNotifications: ['weeklysummary', 'newapplicant'],
      }),
    ).toEqual({
      slackWebhookUrl: 'https://hooks.slack.com/services/T0/B0/abc',
      slackNotifications: ['newapplicant', 'weeklysummary'],
    });
    expect(SlackSettingsInput.parse({})).toEqual({ slackWebhookUrl: null, slackNotifications: [] });
  });

  it('answers a bad URL and an unknown notification on their fields', () => {
    const result = SlackSettingsInput.safeParse({
      slackWebhookUrl: 'https://127.0.0.1/services/T0/B0/abc',
      slackNotifications: ['newapplicant', 'everything'],
    });
    expect(fieldErrors(result)).toEqual({
      slackWebhookUrl: SLACK_WEBHOOK_MESSAGE,
      'slackNotifications.1': SLACK_NOTIFICATIONS_MESSAGE,
    });
  });

  it('reads the test button: the typed URL, or none for the saved one', () => {
    expect(SlackTestInput.parse({ slackWebhookUrl: '' })).toEqual({ slackWebhookUrl: undefined });
    expect(SlackTestInput.parse({})).toEqual({ slackWebhookUrl: undefined });
    expect(fieldErrors(SlackTestInput.safeParse({ slackWebhookUrl: 'https://example.com/x' }))).toEqual({
      slackWebhookUrl: SLACK_WEBHOOK_MESSAGE,
    });
  });
});

describe('parseLinkedinCompanyUrl', () => {
  it.each([
    ['https://www.linkedin.com/company/nordhub/', 'nordhub'],
    ['https://www.linkedin.com/company/Nordhub-ApS', 'nordhub-aps'],
    ['www.linkedin.com/company/12345678/', '12345678'],
    ['linkedin.com/company/nordhub', 'nordhub'],
    ['http://dk.linkedin.com/company/nordhub/about/', 'nordhub'],
    ['https://www.linkedin.com/company/12345/admin/', '12345'],
    ['https://www.linkedin.com/company/nordhub/?viewAsMember=true', 'nordhub'],
    ['https://www.linkedin.com/company/s%C3%B8rensen-co/', 'sørensen-co'],
    ['https://www.linkedin.com/in/some-person/', null],
    ['https://www.linkedin.com/company/', null],
    ['https://linkedin.com.evil.com/company/nordhub/', null],
    ['https://evil.com/company/nordhub/', null],
    ['https://www.linkedin.com:8080/company/nordhub/', null],
    ['javascript:alert(1)//linkedin.com/company/x', null],
    ['https://www.linkedin.com/company/a%2Fb/', null],
    ['https://www.linkedin.com/company/<script>/', null],
    ['nordhub', null],
    ['', null],
  ])('%s → %s', (url, expected) => {
    expect(parseLinkedinCompanyUrl(url)).toBe(expected);
  });

  it('turns an id back into the page address', () => {
    expect(linkedinCompanyUrl('nordhub')).toBe('https://www.linkedin.com/company/nordhub/');
  });

  it('reads the form: a page address, blank disconnects, anything else is the field error', () => {
    expect(LinkedinSettingsInput.parse({ linkedinUrl: 'linkedin.com/company/nordhub' })).toEqual({
      linkedinUrl: 'nordhub',
    });
    expect(LinkedinSettingsInput.parse({ linkedinUrl: '' })).toEqual({ linkedinUrl: null });
    expect(fieldErrors(LinkedinSettingsInput.safeParse({ linkedinUrl: 'https://example.com' }))).toEqual({
      linkedinUrl: LINKEDIN_URL_MESSAGE,
    });
  });
});

describe('normalizeCareerDomain', () => {
  it.each([
    ['jobs.example.com', 'jobs.example.com'],
    ['  Jobs.Example.COM ', 'jobs.example.com'],
    ['careers.my-startup.dk', 'careers.my-startup.dk'],
    ['example.xn--p1ai', 'example.xn--p1ai'],
    ['https://jobs.example.com', null],
    ['jobs.example.com/careers', null],
    ['jobs.example.com:8080', null],
    ['localhost', null],
    ['127.0.0.1', null],
    ['jobs..example.com', null],
    ['-jobs.example.com', null],
    ['jobs_site.example.com', null],
    ['jobs.example.com.', null],
    ['jobs.example.c', null],
    [`${'a'.repeat(64)}.example.com`, null],
    ['', null],
  ])('%s → %s', (value, expected) => {
    expect(normalizeCareerDomain(value)).toBe(expected);
  });

  it.each([
    ['nordhub.com', true],
    ['jobs.nordhub.com', true],
    ['impact.nordhub.com', true],
    ['notnordhub.com', false],
    ['jobs.example.com', false],
  ])('%s reserved among nordhub.com and impact.nordhub.com → %s', (host, expected) => {
    expect(isReservedHost(host, ['nordhub.com', ' Impact.Nordhub.com ', ''])).toBe(expected);
  });

  it.each([
    ['nordhub.example', true],
    ['www.nordhub.example', true],
    ['jobs.www.nordhub.example', true],
    ['example', false],
    ['hub.example', false],
  ])('%s reserved when we are www.nordhub.example (above ours too) → %s', (host, expected) => {
    expect(isReservedHost(host, ['www.nordhub.example'])).toBe(expected);
  });

  it('reads the form: blank removes the domain, a URL is the field error', () => {
    expect(CareerDomainSettingsInput.parse({ careerDomain: '' })).toEqual({ careerDomain: null });
    expect(fieldErrors(CareerDomainSettingsInput.safeParse({ careerDomain: 'https://x.dk/' }))).toEqual({
      careerDomain: CAREER_DOMAIN_MESSAGE,
    });
  });
});

describe('UpdateStartupSettingsInput', () => {
  it('keeps fields left out as undefined (unchanged) and null as cleared', () => {
    expect(UpdateStartupSettingsInput.parse({})).toEqual({});
    expect(
      UpdateStartupSettingsInput.parse({ slackWebhookUrl: null, careerDomain: null, linkedinUrl: null }),
    ).toEqual({
      slackWebhookUrl: null,
      careerDomain: null,
      linkedinUrl: null,
    });
  });

  it('answers every bad field at once', () => {
    const result = UpdateStartupSettingsInput.safeParse({
      notificationEmails: ['x'],
      slackWebhookUrl: 'https://hooks.slack.com/services/T0',
      slackNotifications: 'nope',
      linkedinUrl: 'https://example.com',
      careerDomain: 'jobs',
    });
    expect(Object.keys(fieldErrors(result)).sort()).toEqual([
      'careerDomain',
      'linkedinUrl',
      'notificationEmails',
      'slackNotifications.0',
      'slackWebhookUrl',
    ]);
  });
});

describe('WidgetOrigins', () => {
  it('keeps https origins, normalised and without repeats', () => {
    expect(
      WidgetOrigins.parse(
        'https://WWW.Example.com/\nhttps://www.example.com, https://jobs.example.com:8443 https://a.example.com:443',
      ),
    ).toEqual(['https://www.example.com', 'https://jobs.example.com:8443', 'https://a.example.com']);
    expect(WidgetOrigins.parse('')).toEqual([]);
    expect(WidgetOrigins.parse([])).toEqual([]);
  });

  it.each([
    'http://www.example.com',
    'www.example.com',
    'https://www.example.com/careers',
    'https://www.example.com?x=1',
    'https://user:pw@www.example.com',
    'https://*.example.com',
    '*',
    'https://localhost',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    const result = WidgetOrigins.safeParse([value]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('https://www.example.com');
  });

  it('takes at most MAX_WIDGET_ORIGINS', () => {
    const many = Array.from({ length: MAX_WIDGET_ORIGINS + 1 }, (_, i) => `https://s${i}.example.com`);
    expect(WidgetOrigins.safeParse(many).success).toBe(false);
  });

  it('normalizeWidgetOrigin answers the origin or null', () => {
    expect(normalizeWidgetOrigin('https://Jobs.Example.com/')).toBe('https://jobs.example.com');
    expect(normalizeWidgetOrigin('https://jobs.example.com/x')).toBeNull();
  });
});
