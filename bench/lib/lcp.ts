/**
 * Largest Contentful Paint of a page in Debian's Chromium with a mobile profile (issue 11 scope 5):
 * a 412 × 823 touch screen at 1.75× (Lighthouse's phone), 4× CPU slowdown
 * (`Emulation.setCPUThrottlingRate`), 150 ms latency and 1.6 Mbps down and up (200,000 bytes/s,
 * `Network.emulateNetworkConditions`). Every run is a new browser context: an empty HTTP cache, no
 * cookies (a first visit). LCP is read in the page from `PerformanceObserver('largest-contentful-paint',
 * buffered)` after the load event and a quiet second, with FCP and the HTML's `responseEnd` beside it.
 * Only 127.0.0.1 is reachable: every other host name resolves to nothing (`--host-resolver-rules`).
 */
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/helpers/chromium.ts';

export const MOBILE_PROFILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 150,
  /** Bytes per second, both ways: 1.6 Mbps. */
  throughputBytesPerSecond: 200_000,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
} as const;

export type LcpRun = {
  lcpMs: number | null;
  fcpMs: number | null;
  /** When the HTML had fully arrived (`responseEnd`): Chromium's throttling delays the body, not `responseStart`. */
  htmlMs: number | null;
  /** The LCP element (tag, id or class) and, for an image, its URL. */
  element: string | null;
  status: number | null;
  error?: string;
};

export type LcpResult = {
  label: string;
  path: string;
  runs: LcpRun[];
  /** Medians over the runs that produced a value. */
  medianLcpMs: number | null;
  medianFcpMs: number | null;
  medianHtmlMs: number | null;
};

/** One page's LCP in one phase of a run (page cache on or off); `error` when it was not measured. */
export type LcpPhaseResult = LcpResult & { pageCache: 'on' | 'off'; error?: string };

const BENCH_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  // Loopback only: any other host fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export async function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
}

/** One cold first visit of `url` under the mobile profile. */
async function measureOnce(browser: Browser, url: string): Promise<LcpRun> {
  const context = await browser.newContext({
    viewport: MOBILE_PROFILE.viewport,
    deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_PROFILE.userAgent,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_PROFILE.latencyMs,
      downloadThroughput: MOBILE_PROFILE.throughputBytesPerSecond,
      uploadThroughput: MOBILE_PROFILE.throughputBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const figures = await page.evaluate(
      () =>
        new Promise<{ lcp: number | null; fcp: number | null; html: number | null; element: string | null }>(
          (resolve) => {
            let last: (PerformanceEntry & { element?: Element | null; url?: string }) | undefined;
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              last = entries[entries.length - 1] as typeof last;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            // Hydration and late images may still paint a larger element: wait a quiet second.
            setTimeout(() => {
              const navigation = performance.getEntriesByType('navigation')[0] as
                | PerformanceNavigationTiming
                | undefined;
              const fcp = performance.getEntriesByName('first-contentful-paint')[0];
              const element = last?.element;
              const describe = element
                ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
                    typeof element.className === 'string' && element.className
                      ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
                      : ''
                  }${last?.url ? ` ${new URL(last.url).pathname}` : ''}`
                : null;
              resolve({
                lcp: last ? last.startTime : null,
                fcp: fcp ? fcp.startTime : null,
                html: navigation ? navigation.responseEnd : null,
                element: describe,
              });
            }, 1000);
          },
        ),
    );
    return {
      lcpMs: figures.lcp,
      fcpMs: figures.fcp,
      htmlMs: figures.html,
      element: figures.element,
      status: response?.status() ?? null,
    };
  } catch (error) {
    return {
      lcpMs: null,
      fcpMs: null,
      htmlMs: null,
      element: null,
      status: null,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await context.close();
  }
}

/** `runs` cold visits of each page, one after another (never in parallel: they would share the CPU). */
export async function measureLcp(
  browser: Browser,
  baseUrl: string,
  pages: { label: string; path: string }[],
  runs: number,
  /** Before each visit, e.g. to put the page in the server's page cache. */
  beforeVisit?: (url: string) => Promise<void>,
): Promise<LcpResult[]> {
  const results: LcpResult[] = [];
  for (const target of pages) {
    const url = new URL(target.path, baseUrl).href;
    const list: LcpRun[] = [];
    for (let i = 0; i < runs; i++) {
      await beforeVisit?.(url);
      list.push(await measureOnce(browser, url));
    }
    results.push({
      label: target.label,
      path: target.path,
      runs: list,
      medianLcpMs: median(list.map((r) => r.lcpMs)),
      medianFcpMs: median(list.map((r) => r.fcpMs)),
      medianHtmlMs: median(list.map((r) => r.htmlMs)),
    });
  }
  return results;
}
