import { z } from 'zod';
import {
  CAREER_DOMAIN_MAX_LENGTH,
  LINKEDIN_URL_MAX_LENGTH,
  MAX_NOTIFICATION_EMAILS,
  MAX_WIDGET_ORIGINS,
  NOTIFICATION_EMAIL_MAX_LENGTH,
  SLACK_WEBHOOK_MAX_LENGTH,
  WIDGET_ORIGIN_MAX_LENGTH,
} from './startup-settings-constants.ts';

/**
 * A startup's settings (`/client/startups/{key}/settings`, issue 8 scope 3): where its notifications
 * go (addresses and Slack), its LinkedIn company page and the host name of its career page. The page
 * saves one section at a time and the API takes any subset of the fields; both parse with these
 * schemas, so a form post and a JSON body give the same values and the same field errors.
 */

/** The notifications a startup gets (site config `company.slackNotifications`). */
export const NOTIFICATION_KINDS = [
  'newapplicant',
  'newinterest',
  'newfollower',
  'jobexpiring',
  'weeklysummary',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

export { MAX_NOTIFICATION_EMAILS, MAX_WIDGET_ORIGINS, SLACK_WEBHOOK_MAX_LENGTH };

const EMAIL_MAX_LENGTH = NOTIFICATION_EMAIL_MAX_LENGTH;
const DOMAIN_MAX_LENGTH = CAREER_DOMAIN_MAX_LENGTH;

export const NOTIFICATION_EMAILS_COUNT_MESSAGE = `Please enter at most ${MAX_NOTIFICATION_EMAILS} addresses`;
export const SLACK_WEBHOOK_MESSAGE =
  'Please enter a Slack incoming-webhook URL, like https://hooks.slack.com/services/T000/B000/abc123';
export const SLACK_NOTIFICATIONS_MESSAGE = 'Please choose notifications from the list';
export const SLACK_WEBHOOK_MISSING_MESSAGE = 'Please enter the Slack webhook URL to send a test message to';
export const LINKEDIN_URL_MESSAGE =
  'Please enter the address of your LinkedIn company page, like https://www.linkedin.com/company/your-startup/';
export const CAREER_DOMAIN_MESSAGE =
  'Please enter a host name only, like jobs.example.com (no https://, path or port)';
export const CAREER_DOMAIN_RESERVED_MESSAGE =
  'This domain belongs to Nordhub: please use a domain of your own';
export const CAREER_DOMAIN_TAKEN_MESSAGE = 'This domain is already used by another startup';
export const CAREER_DOMAIN_MISSING_MESSAGE = 'Please save a career domain first';
export const CAREER_DOMAIN_NOT_VERIFIED_MESSAGE =
  'We could not find the TXT record yet: check it at your DNS provider and try again in a few minutes (DNS changes can take up to an hour)';
export const CAREER_DOMAIN_LOOKUP_FAILED_MESSAGE =
  'The DNS lookup did not answer: please try again in a few minutes';
export const CAREER_DOMAIN_LOCAL_DNS_MESSAGE = 'The local test DNS is not in use here';

export const WIDGET_ORIGINS_COUNT_MESSAGE = `Please enter at most ${MAX_WIDGET_ORIGINS} addresses`;

export function widgetOriginMessage(value: string): string {
  return `"${value}" is not a secure website address: enter it like https://www.example.com (https, no path)`;
}

export function notificationEmailMessage(address: string): string {
  return `"${address}" is not a valid email address`;
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const EMAIL = z.email();

/**
 * Up to five addresses: a JSON array, or a form's one text field with the addresses separated by
 * commas, semicolons, spaces or new lines. Blanks are dropped and repeats merged (case-insensitive);
 * an empty list means "the members". The first bad address is named in the field's one error.
 */
export const NotificationEmails = z
  .preprocess(
    (value) => {
      if (blank(value)) return [];
      const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;]+/) : value;
      if (!Array.isArray(parts)) return parts;
      return parts
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => !(typeof part === 'string' && part === ''));
    },
    z.array(z.string({ error: 'Please enter email addresses' })),
  )
  .superRefine((addresses, context) => {
    const bad = addresses.find(
      (address) => address.length > EMAIL_MAX_LENGTH || !EMAIL.safeParse(address).success,
    );
    if (bad !== undefined) {
      context.addIssue({ code: 'custom', message: notificationEmailMessage(bad.slice(0, EMAIL_MAX_LENGTH)) });
    }
  })
  .transform((addresses) => [...new Set(addresses.map((address) => address.toLowerCase()))])
  .refine((addresses) => addresses.length <= MAX_NOTIFICATION_EMAILS, {
    error: NOTIFICATION_EMAILS_COUNT_MESSAGE,
  });

/**
 * Slack incoming webhooks have one shape: `https://hooks.slack.com/services/T…/B…/secret`. Only that
 * host is accepted (no port, no credentials, no query): the field is for Slack, and a one-host
 * allow-list leaves nothing else to aim requests at. The outbound adapter still checks the addresses
 * the host resolves to.
 */
export function isSlackWebhookUrl(value: string): boolean {
  if (value.length > SLACK_WEBHOOK_MAX_LENGTH || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.hostname === 'hooks.slack.com' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    /^\/services\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/.test(url.pathname)
  );
}

/** A Slack webhook URL, or blank/null for none (Slack off). */
export const SlackWebhookUrl = z.preprocess(
  (value) => (blank(value) ? null : typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: SLACK_WEBHOOK_MESSAGE })
    .refine(isSlackWebhookUrl, { error: SLACK_WEBHOOK_MESSAGE })
    .nullable(),
);

/** Which notifications also go to Slack: ticked boxes of the form or a JSON array; none is fine. */
export const SlackNotifications = z.preprocess(
  (value) => (blank(value) ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.enum(NOTIFICATION_KINDS, { error: SLACK_NOTIFICATIONS_MESSAGE }), {
      error: SLACK_NOTIFICATIONS_MESSAGE,
    })
    .transform((kinds) => NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind))),
);

/**
 * The company page's slug or numeric id from a LinkedIn address: `https://www.linkedin.com/company/
 * nordhub/` (also without the scheme or `www.`, a country subdomain like `dk.linkedin.com`, or a
 * longer path such as `/company/12345/admin/`). Null when it is not a company page. Slugs are
 * lower-cased (LinkedIn treats them so).
 */
export function parseLinkedinCompanyUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > LINKEDIN_URL_MAX_LENGTH || /\s/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'linkedin.com' && !/^[a-z]{2,3}\.linkedin\.com$/.test(host)) return null;
  const match = /^\/company\/([^/]+)\/?(?:[^?#]*)$/.exec(url.pathname);
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  if (!/^[\p{L}\p{N}_-]{1,100}$/u.test(id)) return null;
  return id.toLowerCase();
}

/** The public address of a company page from its stored slug or id. */
export function linkedinCompanyUrl(linkedinId: string): string {
  return `https://www.linkedin.com/company/${encodeURIComponent(linkedinId)}/`;
}

/** A LinkedIn company page address, read as its slug or id; blank/null disconnects. */
export const LinkedinCompanyUrl = z.preprocess(
  (value) => (blank(value) ? null : value),
  z
    .string({ error: LINKEDIN_URL_MESSAGE })
    .transform((url, context) => {
      const id = parseLinkedinCompanyUrl(url);
      if (id === null) {
        context.addIssue({ code: 'custom', message: LINKEDIN_URL_MESSAGE });
        return z.NEVER;
      }
      return id;
    })
    .nullable(),
);

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A host name for the startup's career page: lower-cased, at least two labels, letters, digits and
 * hyphens only, a top-level domain that is not a number (so never an IP address); no scheme, path or
 * port. Null when it is not one.
 */
export function normalizeCareerDomain(value: string): string | null {
  const host = value.trim().toLowerCase();
  if (host === '' || host.length > DOMAIN_MAX_LENGTH) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  const tld = labels[labels.length - 1] ?? '';
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return null;
  return host;
}

/**
 * True when `host` is one of ours, under one of ours (`jobs.nordhub.com` when we are nordhub.com) or
 * above one of ours (`nordhub.com` when we are www.nordhub.com): our own hosts resolve to our
 * platforms, never to a startup's career page.
 */
export function isReservedHost(host: string, reservedHosts: readonly string[]): boolean {
  return reservedHosts
    .map((reserved) => reserved.trim().toLowerCase())
    .filter((reserved) => reserved !== '')
    .some(
      (reserved) =>
        host === reserved ||
        host.endsWith(`.${reserved}`) ||
        (host.includes('.') && reserved.endsWith(`.${host}`)),
    );
}

/** The career page's host name; blank/null removes it. */
export const CareerDomain = z.preprocess(
  (value) => (blank(value) ? null : value),
  z
    .string({ error: CAREER_DOMAIN_MESSAGE })
    .transform((value, context) => {
      const host = normalizeCareerDomain(value);
      if (host === null) {
        context.addIssue({ code: 'custom', message: CAREER_DOMAIN_MESSAGE });
        return z.NEVER;
      }
      return host;
    })
    .nullable(),
);

/**
 * A site allowed to frame the job-list widget, as its origin: `https://host[:port]` only (a path of
 * `/` is dropped; any other path, a query, credentials or another scheme is refused). Null when it is
 * not one.
 */
export function normalizeWidgetOrigin(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > WIDGET_ORIGIN_MAX_LENGTH || /[\s*]/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || trimmed.endsWith('?')) return null;
  if (!/^[a-z0-9.-]+$/.test(url.hostname) || !url.hostname.includes('.')) return null;
  return url.origin;
}

/**
 * The sites that may frame the startup's job-list widget: a JSON array, or a form's one text field
 * with the addresses separated by commas, spaces or new lines; repeats merged. Empty: any site may.
 */
export const WidgetOrigins = z
  .preprocess(
    (value) => {
      if (blank(value)) return [];
      const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;]+/) : value;
      if (!Array.isArray(parts)) return parts;
      return parts
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => !(typeof part === 'string' && part === ''));
    },
    z.array(z.string({ error: 'Please enter website addresses' })),
  )
  .transform((values, context) => {
    const origins: string[] = [];
    for (const value of values) {
      const origin = normalizeWidgetOrigin(value);
      if (origin === null) {
        context.addIssue({
          code: 'custom',
          message: widgetOriginMessage(value.slice(0, WIDGET_ORIGIN_MAX_LENGTH)),
        });
        return z.NEVER;
      }
      if (!origins.includes(origin)) origins.push(origin);
    }
    return origins;
  })
  .refine((origins) => origins.length <= MAX_WIDGET_ORIGINS, { error: WIDGET_ORIGINS_COUNT_MESSAGE });

/** The notification addresses section. */
export const NotificationSettingsInput = z.object({ notificationEmails: NotificationEmails });
/** The Slack section: the webhook (blank turns Slack off) and the notifications sent there. */
export const SlackSettingsInput = z.object({
  slackWebhookUrl: SlackWebhookUrl,
  slackNotifications: SlackNotifications,
});
/** The LinkedIn section (`linkedinUrl` blank or null disconnects). */
export const LinkedinSettingsInput = z.object({ linkedinUrl: LinkedinCompanyUrl });
/** The job-list widget section: the sites that may frame it (empty: any). */
export const WidgetSettingsInput = z.object({ widgetOrigins: WidgetOrigins });
/** The career domain section (blank or null removes it). */
export const CareerDomainSettingsInput = z.object({ careerDomain: CareerDomain });

/**
 * `PUT /api/companies/{key}/settings`: any subset of the sections' fields; a field left out keeps
 * its value.
 */
export const UpdateStartupSettingsInput = z.object({
  notificationEmails: NotificationEmails.optional(),
  slackWebhookUrl: SlackWebhookUrl.optional(),
  slackNotifications: SlackNotifications.optional(),
  linkedinUrl: LinkedinCompanyUrl.optional(),
  careerDomain: CareerDomain.optional(),
  widgetOrigins: WidgetOrigins.optional(),
});
export type UpdateStartupSettingsInput = z.input<typeof UpdateStartupSettingsInput>;
export type StartupSettingsChanges = z.output<typeof UpdateStartupSettingsInput>;

/** `POST /api/companies/{key}/settings/slack-test`: the typed URL, else the saved one. */
export const SlackTestInput = z.object({
  slackWebhookUrl: z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: SLACK_WEBHOOK_MESSAGE })
      .refine(isSlackWebhookUrl, { error: SLACK_WEBHOOK_MESSAGE })
      .optional(),
  ),
});
export type SlackTestInput = z.input<typeof SlackTestInput>;

export const SlackTestResult = z.object({ delivered: z.literal(true) });

export const StartupSettings = z.object({
  companyKey: z.string(),
  companyName: z.string(),
  notificationEmails: z.array(z.string()),
  /** Where notifications go while `notificationEmails` is empty. */
  memberEmails: z.array(z.string()),
  slackWebhookUrl: z.string().nullable(),
  slackNotifications: z.array(NotificationKind),
  /** The notifications Slack can get, as the site configuration names them. */
  slackNotificationOptions: z.array(z.object({ value: NotificationKind, text: z.string() })),
  linkedinId: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  careerDomain: z.string().nullable(),
  /** The https origins that may frame the job-list widget; empty: any site may. */
  widgetOrigins: z.array(z.string()),
  /** When the domain's TXT record was found; null: not verified, the domain serves nothing. */
  careerDomainVerifiedAt: z.string().nullable(),
  /** The TXT record that verifies the domain (name and value); null without a domain. */
  careerDomainRecord: z.object({ name: z.string(), value: z.string() }).nullable(),
  /** The host name the domain's CNAME record points to (PUBLIC_URL's). */
  cnameTarget: z.string(),
});
export type StartupSettings = z.infer<typeof StartupSettings>;
