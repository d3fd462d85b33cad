import { describe, expect, it } from 'vitest';
import { isBotUserAgent, isCountableJobView, isSpeculativeRequest, viewDay } from './view-counting.ts';

const CHROME_DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('isBotUserAgent', () => {
  it.each([
    ['Chrome on Windows', CHROME_DESKTOP],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    [
      'Edge on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Chrome on a CUBOT phone',
      'Mozilla/5.0 (Linux; Android 11; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    ],
  ])('a person: %s', (_name, agent) => {
    expect(isBotUserAgent(agent)).toBe(false);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Yahoo Slurp', 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)'],
    ['DuckDuckBot', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'],
    ['Baidu spider', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['Common Crawl', 'CCBot/2.0 (https://commoncrawl.org/faq/)'],
    ['SEO crawler', 'Mozilla/5.0 (compatible; SemrushCrawler; +http://www.semrush.com/bot.html)'],
    ['Facebook preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    [
      'LinkedIn preview',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    ],
    ['Slack unfurl', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['WhatsApp preview', 'WhatsApp/2.23.20.0'],
    ['Telegram preview', 'TelegramBot (like TwitterBot)'],
    ['Skype preview', 'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5'],
    [
      'headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ],
    ['Lighthouse', `${CHROME_DESKTOP} Chrome-Lighthouse`],
    ['uptime monitor', 'Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)'],
    ['curl', 'curl/8.5.0'],
    ['Wget', 'Wget/1.21.4'],
    ['python requests', 'python-requests/2.32.3'],
    ['Java', 'Java/17.0.2'],
    ['Go', 'Go-http-client/2.0'],
    ['node-fetch', 'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)'],
    ['Node fetch', 'node'],
    ['undici', 'undici'],
    ['Deno fetch', 'Deno/2.1.4'],
    ['Bun fetch', 'Bun/1.1.38'],
    ['axios', 'axios/1.7.9'],
    ['OkHttp', 'okhttp/4.12.0'],
    ['load generator', 'autocannon/8.0.0'],
    ['no user agent', ''],
    ['blank user agent', '   '],
  ])('not a person: %s', (_name, agent) => {
    expect(isBotUserAgent(agent)).toBe(true);
  });

  it('treats a missing user agent as a bot', () => {
    expect(isBotUserAgent(undefined)).toBe(true);
    expect(isBotUserAgent(null)).toBe(true);
  });

  it('still sees a bot that names a CUBOT phone', () => {
    expect(isBotUserAgent('Mozilla/5.0 (Linux; Android 11; CUBOT X30) Googlebot/2.1')).toBe(true);
  });
});

describe('isSpeculativeRequest', () => {
  it.each([
    [{ purpose: 'prefetch' }, true],
    [{ 'sec-purpose': 'prefetch' }, true],
    [{ 'sec-purpose': 'prefetch;prerender' }, true],
    [{ 'x-moz': 'prefetch' }, true],
    [{ 'x-purpose': 'preview' }, true],
    [{ 'sec-purpose': 'Prefetch' }, true],
    [{ 'sec-fetch-mode': 'navigate' }, false],
    [{}, false],
  ])('%o → %s', (headers, expected) => {
    expect(isSpeculativeRequest(headers)).toBe(expected);
  });
});

describe('isCountableJobView', () => {
  it('counts a GET by a browser', () => {
    expect(isCountableJobView({ method: 'GET', headers: { 'user-agent': CHROME_DESKTOP } })).toBe(true);
  });

  it.each(['HEAD', 'POST', 'OPTIONS'])('does not count a %s', (method) => {
    expect(isCountableJobView({ method, headers: { 'user-agent': CHROME_DESKTOP } })).toBe(false);
  });

  it('does not count a prefetch or a bot', () => {
    expect(
      isCountableJobView({
        method: 'GET',
        headers: { 'user-agent': CHROME_DESKTOP, 'sec-purpose': 'prefetch' },
      }),
    ).toBe(false);
    expect(isCountableJobView({ method: 'GET', headers: { 'user-agent': 'Googlebot/2.1' } })).toBe(false);
    expect(isCountableJobView({ method: 'GET', headers: {} })).toBe(false);
  });
});

describe('viewDay', () => {
  it.each([
    ['2026-11-20T00:00:00.000Z', '2026-11-20'],
    ['2026-11-20T23:59:59.999Z', '2026-11-20'],
    ['2026-11-20T23:30:00.000-01:00', '2026-11-21'],
  ])('%s is counted on %s (UTC)', (instant, day) => {
    expect(viewDay(new Date(instant))).toBe(day);
  });
});
