/**
 * Which requests of a job page count as a view (issue 4: "views are counted per day without
 * counting bots or repeated reloads"). The repeated-reload part needs memory of who came, so it
 * lives with the counter (server/services/jobs/record-job-view.ts); the rules here are pure.
 */

/**
 * Lower-case fragments of user agents that are not a person reading the page: search engine and
 * SEO crawlers, link previewers of chat and social apps, headless browsers, monitors and HTTP
 * libraries. A fragment matches anywhere in the user agent, case-insensitively.
 */
export const BOT_USER_AGENT_FRAGMENTS = [
  'bot',
  'crawl',
  'spider',
  'slurp',
  'headless',
  'preview',
  'facebookexternalhit',
  'facebookcatalog',
  'embedly',
  'whatsapp',
  'telegram',
  'skypeuripreview',
  'lighthouse',
  'pingdom',
  'uptime',
  'monitor',
  'curl',
  'wget',
  'python',
  'java/',
  'go-http-client',
  'okhttp',
  'httpclient',
  'node-fetch',
  'undici',
  'axios',
  'libwww',
  'scrapy',
  'phantomjs',
  'autocannon',
] as const;

const BOT_PATTERN = new RegExp(BOT_USER_AGENT_FRAGMENTS.map(escapeRegExp).join('|'), 'i');

/** Script runtimes whose built-in fetch names only the runtime ('node', 'Deno/2.1', 'Bun/1.1'). */
const RUNTIME_PATTERN = /^(?:node|deno|bun)(?:\/|\s|$)/i;

/**
 * Phone models whose name holds a bot fragment: their browsers are people ("CUBOT X19" is a
 * phone, not a crawler).
 */
const PERSON_EXCEPTIONS = /\bcubot\b/i;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** True for crawlers, previewers, scripts and requests without a user agent at all. */
export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  const agent = (userAgent ?? '').trim();
  if (agent === '' || RUNTIME_PATTERN.test(agent)) return true;
  if (!BOT_PATTERN.test(agent)) return false;
  // A phone model with a bot-like name is a person only if nothing else marks it as a bot.
  if (PERSON_EXCEPTIONS.test(agent)) return BOT_PATTERN.test(agent.replace(PERSON_EXCEPTIONS, ''));
  return true;
}

type HeaderValue = string | string[] | undefined;

function headerText(value: HeaderValue): string {
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
}

/**
 * A speculative load the person may never see: link prefetch (`Purpose` / `Sec-Purpose: prefetch`,
 * also `prefetch;prerender`), Firefox's `X-Moz: prefetch` and Safari's `X-Purpose: preview`.
 */
export function isSpeculativeRequest(headers: Record<string, HeaderValue>): boolean {
  return ['purpose', 'sec-purpose', 'x-purpose', 'x-moz'].some((name) => {
    const value = headerText(headers[name]);
    return value.includes('prefetch') || value.includes('preview') || value.includes('prerender');
  });
}

/**
 * Whether a request of a job page is a candidate view: a GET (not HEAD or anything else) by
 * something that is not a bot, and not a prefetch. The same visitor again the same day is dropped
 * later, by the counter. Header names are lower case, as Node gives them.
 */
export function isCountableJobView(request: {
  method: string;
  headers: Record<string, HeaderValue>;
}): boolean {
  if (request.method.toUpperCase() !== 'GET') return false;
  if (isSpeculativeRequest(request.headers)) return false;
  return !isBotUserAgent(headerText(request.headers['user-agent']));
}

/** The calendar day a view is counted on: UTC, as `job_views_daily.day` ('2026-11-20'). */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
