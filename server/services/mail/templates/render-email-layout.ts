import { escapeHtml } from '#domain/content/rich-text.ts';

export const EMAIL_FOOTER =
  'Nordhub: we connect global talents with career opportunities in Nordic startups.';

/** Automatic mail: RFC 3834 asks out-of-office responders not to answer it. */
export const TRANSACTIONAL_HEADERS: Readonly<Record<string, string>> = { 'Auto-Submitted': 'auto-generated' };

export type EmailContent = {
  /** The main heading; also the HTML document's title. */
  heading: string;
  /** The preview line mail apps show beside the subject (hidden in the body). */
  preheader: string;
  /** Paragraphs before the button. */
  paragraphs: string[];
  /** The one call to action. Its URL is also printed as text, for clients that hide buttons. */
  action: { label: string; url: string };
  /** Paragraphs after the button (expiry, "ignore this email if..."). */
  notes: string[];
};

export type RenderedEmail = { html: string; text: string };

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const COLOR_TEXT = '#0f172a';
const COLOR_MUTED = '#475569';
const COLOR_BRAND = '#1d4ed8';
const COLOR_PAGE = '#f1f5f9';

/**
 * The one layout of every Nordhub mail: the HTML part (inline styles, tables, as mail clients need)
 * and a plain-text part with the same words and the same link. Every piece of text is escaped here,
 * so templates pass raw values (a first name like `<script>` arrives as text).
 */
export function renderEmailLayout(content: EmailContent): RenderedEmail {
  const url = checkEmailLink(content.action.url);
  const heading = cleanText(content.heading);
  const paragraphs = content.paragraphs.map(cleanText);
  const notes = content.notes.map(cleanText);
  const label = cleanText(content.action.label);
  const fallbackLine = 'If the button does not work, copy this link into your browser:';
  return {
    html: renderHtml({
      heading,
      preheader: cleanText(content.preheader),
      paragraphs,
      notes,
      label,
      url,
      fallbackLine,
    }),
    text: ['Nordhub', heading, ...paragraphs, `${label}:\n${url}`, ...notes, `--\n${EMAIL_FOOTER}`].join(
      '\n\n',
    ),
  };
}

function renderHtml(parts: {
  heading: string;
  preheader: string;
  paragraphs: string[];
  notes: string[];
  label: string;
  url: string;
  fallbackLine: string;
}): string {
  const href = escapeHtml(parts.url);
  const paragraph = (text: string, style = '') =>
    `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(parts.heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOR_PAGE};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;" aria-hidden="true">${escapeHtml(parts.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background-color:${COLOR_PAGE};">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr>
<td style="padding:24px 32px 0;font-family:${FONT};font-size:20px;line-height:28px;font-weight:700;color:${COLOR_BRAND};">Nordhub</td>
</tr>
<tr>
<td style="padding:16px 32px 32px;font-family:${FONT};font-size:16px;line-height:24px;color:${COLOR_TEXT};">
<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;font-weight:700;color:${COLOR_TEXT};">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map((text) => paragraph(text)).join('\n')}
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;">
<tr>
<td style="border-radius:6px;background-color:${COLOR_BRAND};">
<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;line-height:24px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(parts.label)}</a>
</td>
</tr>
</table>
${paragraph(parts.fallbackLine, `font-size:14px;line-height:20px;color:${COLOR_MUTED};margin-bottom:4px;`)}
<p style="margin:0 0 24px;font-size:14px;line-height:20px;word-break:break-all;"><a href="${href}" target="_blank" rel="noopener" style="color:${COLOR_BRAND};text-decoration:underline;">${escapeHtml(parts.url)}</a></p>
${parts.notes.map((text) => paragraph(text, `font-size:14px;line-height:20px;color:${COLOR_MUTED};`)).join('\n')}
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
}

/**
 * Links in mail come from our public URL; anything else (a `javascript:` URL, a relative path) is a
 * bug in the caller and must not reach a mailbox.
 */
export function checkEmailLink(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('Email links must be absolute http(s) URLs');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('Email links must be absolute http(s) URLs');
  }
  return url.href;
}

/**
 * Names and addresses come from users: line breaks could forge extra lines in the text part (control
 * characters become spaces) and bidirectional overrides could disguise a link (they are dropped).
 */
export function cleanText(value: string): string {
  return value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** 'Hi Anna,' or, without a usable name, 'Hi,'. */
export function formatGreeting(firstName: string | undefined): string {
  const name = cleanText(firstName ?? '');
  return name ? `Hi ${name},` : 'Hi,';
}

/** 60 → '1 hour', 90 → '90 minutes', 2880 → '48 hours'. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  if (whole % 60 === 0) {
    const hours = whole / 60;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return whole === 1 ? '1 minute' : `${whole} minutes`;
}

/** 'This link works once.' or 'This link works once and expires in 1 hour.' */
export function formatSingleUseNote(expiresInMinutes: number | undefined): string {
  return expiresInMinutes === undefined
    ? 'This link works once.'
    : `This link works once and expires in ${formatDuration(expiresInMinutes)}.`;
}
