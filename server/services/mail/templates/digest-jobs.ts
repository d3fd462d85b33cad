import { imageUrl } from '#domain/content/image-sizes.ts';
import { escapeHtml } from '#domain/content/rich-text.ts';
import { describeDigestPlaces, describeDigestRoles } from '#domain/digest/describe-digest-preferences.ts';
import type { DigestPreferences } from '#domain/digest/select-digest-jobs.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import type { MailMessage } from '../../../adapters/mail/mail-sender.ts';
import { checkEmailLink, cleanText, EMAIL_FOOTER, formatGreeting } from './render-email-layout.ts';

/** One job line of a digest. */
export type DigestMailJob = {
  id: string;
  title: string;
  companyName: string;
  /** Storage key of the startup's logo; the mail links its thumbnail on the public URL. */
  companyLogo: string | null;
  locationLocality: string | null;
  locationCountry: string | null;
  locationAddress: string | null;
  isRemote: boolean;
  isBoosted: boolean;
};

export type DigestMailInput = {
  to: string;
  firstName?: string | undefined;
  frequency: 'daily' | 'onceweek';
  preferences: DigestPreferences;
  jobs: readonly DigestMailJob[];
  /** Every match, including those beyond the jobs listed. */
  total: number;
  publicUrl: string;
  /** The subscription's settings page (`/profile-settings/{settingsKey}`). */
  settingsLink: string;
  /** The RFC 8058 one-click target (`POST /api/digest/{settingsKey}/unsubscribe`). */
  oneClickUnsubscribeUrl: string;
};

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const COLOR_TEXT = '#0f172a';
const COLOR_MUTED = '#475569';
const COLOR_BRAND = '#1d4ed8';
const COLOR_PAGE = '#f1f5f9';
const LOGO_SIZE = 48;

export function buildDigestSubject(total: number): string {
  return total === 1
    ? '1 new job at Nordic startups for you'
    : `${total} new jobs at Nordic startups for you`;
}

/** The jobs page filtered like the subscription: where "see all" leads. */
export function buildDigestSearchLink(publicUrl: string, preferences: DigestPreferences): string {
  const url = new URL('/jobs', publicUrl);
  const countries = [...preferences.locations, ...(preferences.includeRemoteJobs ? ['REMOTE'] : [])];
  if (countries.length > 0) url.searchParams.set('country', countries.join(','));
  if (preferences.roles.length > 0) url.searchParams.set('roles', preferences.roles.join(','));
  return url.href;
}

/**
 * The digest: new jobs with the startup's logo and a link each, boosted ones first (the caller's
 * order), then links to all matching jobs, the settings and unsubscribing. Every mail carries the
 * RFC 8058 headers, so mail apps offer their own one-click unsubscribe button, which posts to the
 * API without opening a page.
 */
export function buildDigestMessage(input: DigestMailInput): MailMessage {
  const subject = buildDigestSubject(input.total);
  const heading = input.frequency === 'daily' ? 'Your daily job digest' : 'Your weekly job digest';
  const greeting = formatGreeting(input.firstName);
  const intro = `Here are the newest jobs at Nordic startups in ${describeDigestPlaces(input.preferences)}, for ${describeDigestRoles(input.preferences)}.`;
  const settingsLink = checkEmailLink(input.settingsLink);
  const unsubscribeLink = checkEmailLink(`${input.settingsLink}#unsubscribe`);
  const searchLink = checkEmailLink(buildDigestSearchLink(input.publicUrl, input.preferences));
  const more = input.total - input.jobs.length;
  const moreLine = more > 0 ? `And ${more} more matching ${more === 1 ? 'job' : 'jobs'}.` : '';
  const why = 'You get this email because you subscribed to the Nordhub job digest.';

  const jobs = input.jobs.map((job) => {
    const location = formatLocationPreview({
      isRemote: job.isRemote,
      location: {
        locality: job.locationLocality,
        country: job.locationCountry,
        address: job.locationAddress,
      },
    });
    return {
      title: cleanText(job.title),
      company: cleanText(job.companyName),
      location,
      link: checkEmailLink(new URL(`/jobs/${encodeURIComponent(job.id)}`, input.publicUrl).href),
      logo: job.companyLogo
        ? checkEmailLink(new URL(imageUrl('thumbnail', job.companyLogo), input.publicUrl).href)
        : null,
      isBoosted: job.isBoosted,
    };
  });

  const text = [
    'Nordhub',
    heading,
    greeting,
    intro,
    ...jobs.map((job) =>
      [
        `${job.isBoosted ? '[Featured] ' : ''}${job.title}`,
        [job.company, job.location].filter(Boolean).join(' · '),
        job.link,
      ].join('\n'),
    ),
    ...(moreLine ? [moreLine] : []),
    `See all matching jobs:\n${searchLink}`,
    `Change what you get:\n${settingsLink}`,
    `Unsubscribe:\n${unsubscribeLink}`,
    why,
    `--\n${EMAIL_FOOTER}`,
  ].join('\n\n');

  const jobRows = jobs
    .map((job) => {
      const logo = job.logo
        ? `<img src="${escapeHtml(job.logo)}" width="${LOGO_SIZE}" height="${LOGO_SIZE}" alt="${escapeHtml(`${job.company} logo`)}" style="display:block;border:1px solid #e2e8f0;border-radius:8px;">`
        : `<div style="width:${LOGO_SIZE}px;height:${LOGO_SIZE}px;border-radius:8px;background-color:#e2e8f0;"></div>`;
      const badge = job.isBoosted
        ? ` <span style="display:inline-block;padding:0 6px;border-radius:4px;background-color:#fef3c7;color:#92400e;font-size:12px;line-height:18px;font-weight:600;">Featured</span>`
        : '';
      const details = [job.company, job.location].filter(Boolean).map(escapeHtml).join(' &middot; ');
      return `<tr>
<td width="${LOGO_SIZE + 16}" valign="top" style="padding:12px 16px 12px 0;">${logo}</td>
<td valign="top" style="padding:12px 0;font-family:${FONT};">
<a href="${escapeHtml(job.link)}" target="_blank" rel="noopener" style="font-size:16px;line-height:24px;font-weight:600;color:${COLOR_BRAND};text-decoration:none;">${escapeHtml(job.title)}</a>${badge}
<div style="font-size:14px;line-height:20px;color:${COLOR_MUTED};">${details}</div>
</td>
</tr>`;
    })
    .join('\n');

  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" target="_blank" rel="noopener" style="color:${COLOR_BRAND};text-decoration:underline;">${escapeHtml(label)}</a>`;

  const html = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOR_PAGE};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;" aria-hidden="true">${escapeHtml(subject)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background-color:${COLOR_PAGE};">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr>
<td style="padding:24px 32px 0;font-family:${FONT};font-size:20px;line-height:28px;font-weight:700;color:${COLOR_BRAND};">Nordhub</td>
</tr>
<tr>
<td style="padding:16px 32px 32px;font-family:${FONT};font-size:16px;line-height:24px;color:${COLOR_TEXT};">
<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;font-weight:700;color:${COLOR_TEXT};">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 8px;">${escapeHtml(intro)}</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0">
${jobRows}
</table>
${moreLine ? `<p style="margin:8px 0 0;">${escapeHtml(moreLine)}</p>` : ''}
<p style="margin:16px 0 24px;">${link(searchLink, 'See all matching jobs')}</p>
<p style="margin:0;font-size:14px;line-height:20px;color:${COLOR_MUTED};">${escapeHtml(why)} ${link(settingsLink, 'Change what you get')} or ${link(unsubscribeLink, 'unsubscribe')}.</p>
</td>
</tr>
</table>
<p style="margin:16px 0 0;max-width:560px;font-family:${FONT};font-size:13px;line-height:20px;color:${COLOR_MUTED};">${escapeHtml(EMAIL_FOOTER)}</p>
</td>
</tr>
</table>
</body>
</html>
`;

  return {
    to: input.to,
    subject,
    html,
    text,
    kind: 'digest',
    headers: {
      'Auto-Submitted': 'auto-generated',
      'List-Unsubscribe': `<${checkEmailLink(input.oneClickUnsubscribeUrl)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
