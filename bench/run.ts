/**
 * `npm run bench`: seeds a fresh database, builds the web app if needed, starts the production server
 * and a bare Fastify hello-world as child processes on 127.0.0.1 and measures them with autocannon:
 * the job search API (a mix at 20 and 50 connections, a long tail of distinct searches, a long tail
 * of searches with filters and their facets), one job
 * page, a spread of up to 200 job pages and the home page, with the page cache on and then (after a
 * restart with PAGE_CACHE=off) off; the hello-world runs between scenarios and every throughput is
 * also printed as a ratio to it. Then the JS and CSS a first visit to /jobs and to a job page
 * downloads. Prints tables, writes bench/results/<timestamp>.json. It reports figures and prints the
 * targets beside them; it never fails on a missed target. `--all` makes every run issue 11's table
 * needs (bench/lib/all-runs.ts) and prints that table (bench/lib/issue-table.ts). See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRunReports, runAll, stopRunningChild } from './lib/all-runs.ts';
import {
  type LabelledSample,
  type LoadRequest,
  percentile,
  runLoad,
  sortedLatencies,
  stopRunningLoad,
} from './lib/autocannon.ts';
import { buildStaleReason, buildWebApp } from './lib/build.ts';
import { type CpuUsage, cpuSnapshot, cpuUsageBetween, findPostmaster, otherWorkPct } from './lib/cpu.ts';
import {
  countActiveQueries,
  DEFAULT_BENCH_DATABASE_URL,
  isPostgresReachable,
  listBackendPids,
  type PreparedDatabase,
  prepareDatabase,
} from './lib/database.ts';
import { formatIssueTable } from './lib/issue-table.ts';
import { type LcpPhaseResult, launchBenchBrowser, MOBILE_PROFILE, measureLcp } from './lib/lcp.ts';
import { type BenchOptions, parseOptions, USAGE } from './lib/options.ts';
import { measurePageWeights, type PageWeight } from './lib/page-weight.ts';
import { count, formatTable, kb, ms, rate } from './lib/report.ts';
import { type BenchServer, startServer } from './lib/server.ts';
import { type ScenarioResult, TARGETS } from './lib/targets.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

/** Above this share of all cores busy while the bench idles, other work is running: a warning. */
const OTHER_WORK_WARNING_PCT = 10;

const log = (line: string) => process.stdout.write(`[bench] ${line}\n`);

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

// ---------------------------------------------------------------------------------------------------
// Cleanup: the server child and the temporary DATA_DIR go away on success, failure and Ctrl-C.

let server: BenchServer | undefined;
let ceiling: BenchServer | undefined;
let tempDataDir: string | undefined;
let cleaning: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    stopRunningLoad();
    stopRunningChild();
    if (server) {
      log(`stopping server (pid ${server.pid})`);
      await server.stop().catch(() => {});
    }
    if (ceiling) await ceiling.stop().catch(() => {});
    if (tempDataDir) await fs.rm(tempDataDir, { recursive: true, force: true }).catch(() => {});
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  server?.killNow();
  ceiling?.killNow();
});
// autocannon's request timer warns when a response comes later than its timer expected: noise here.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name !== 'TimeoutNegativeWarning')
    process.stderr.write(`${warning.name}: ${warning.message}\n`);
});

// ---------------------------------------------------------------------------------------------------

async function chooseDatabase(
  options: BenchOptions,
): Promise<{ kind: 'postgres' | 'pglite'; note?: string }> {
  const url = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
  if (options.db === 'pglite') return { kind: 'pglite' };
  const reachable = await isPostgresReachable(url);
  if (reachable) return { kind: 'postgres' };
  if (options.db === 'postgres') {
    throw new Error(`--db postgres: no PostgreSQL answers at ${new URL(url).host} (set BENCH_DATABASE_URL)`);
  }
  return {
    kind: 'pglite',
    note: `PostgreSQL at ${new URL(url).host} is not reachable: falling back to PGlite (embedded, single connection; figures are not comparable with PostgreSQL runs)`,
  };
}

/**
 * Waits (bounded) until the server has no work left: on PostgreSQL no query running in the bench
 * database, then /readyz answering within 100 ms, twice in a row. Returns the time waited.
 */
async function waitUntilIdle(baseUrl: string, databaseUrl: string | undefined): Promise<number> {
  const started = performance.now();
  const deadline = Date.now() + 120_000;
  let quietChecks = 0;
  while (Date.now() < deadline) {
    await sleep(200);
    if (databaseUrl && (await countActiveQueries(databaseUrl)) > 0) {
      quietChecks = 0;
      continue;
    }
    const t0 = performance.now();
    const response = await fetch(new URL('/readyz', baseUrl), { signal: AbortSignal.timeout(30_000) }).catch(
      () => null,
    );
    await response?.arrayBuffer();
    quietChecks = response?.ok && performance.now() - t0 < 100 ? quietChecks + 1 : 0;
    if (quietChecks >= 2) break;
  }
  return Math.round(performance.now() - started);
}

async function getJson(baseUrl: string, urlPath: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(urlPath, baseUrl), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the message
  }
  return { status: response.status, body };
}

/** The seeded talent whose signed-in pages the signed-in rows load (the demo password). */
const SIGNED_IN_EMAIL = 'talent@nordhub.test';
const DEMO_PASSWORD = 'Nordhub-demo-2026!';

/** Signs in through the API and returns the `Cookie` header value of the session it started. */
async function signInCookie(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(new URL('/api/users/sign-in', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`signing in as ${email} answered ${response.status}`);
  for (const header of response.headers.getSetCookie()) {
    const match = /^((?:__Host-)?nh_session)=([^;]+)/.exec(header);
    if (match) return `${match[1]}=${match[2]}`;
  }
  throw new Error(`signing in as ${email} set no session cookie`);
}

type JobsPage = {
  jobs: { id: string; status: string; company: { name: string } }[];
  pagination: { total: number; isTotalCapped: boolean };
};

function asJobsPage(body: unknown): JobsPage {
  const page = body as Partial<JobsPage> | null;
  if (!page || !Array.isArray(page.jobs) || !page.pagination) {
    throw new Error(`unexpected /api/jobs body: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return page as JobsPage;
}

/** A one-typo version of a company name: two neighbouring letters swapped in its longest word. */
function companyTypo(name: string): string {
  const word = name.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
  const lower = word.toLowerCase();
  if (lower.length < 4) return `${lower}x`;
  for (let i = Math.floor(lower.length / 2); i < lower.length - 1; i++) {
    if (lower[i] !== lower[i + 1])
      return `${lower.slice(0, i)}${lower[i + 1]}${lower[i]}${lower.slice(i + 2)}`;
  }
  return lower.slice(0, -1);
}

function searchMix(typo: string): LoadRequest[] {
  const q = (value: string) => encodeURIComponent(value);
  return [
    { label: 'browse', path: '/api/jobs' },
    { label: 'page 3', path: '/api/jobs?page=3' },
    { label: 'q=engineer', path: '/api/jobs?q=engineer' },
    { label: 'q=design', path: '/api/jobs?q=design' },
    { label: `q=${typo} (company typo)`, path: `/api/jobs?q=${q(typo)}` },
    { label: 'DK + backend', path: '/api/jobs?country=DK&roles=backenddeveloper' },
    { label: 'country=REMOTE', path: '/api/jobs?country=REMOTE' },
    { label: 'internship', path: '/api/jobs?positionTypes=internship' },
    { label: 'sort=mostviewed', path: '/api/jobs?sort=mostviewed' },
  ];
}

/** Words of job titles and skills, for the long tail of distinct searches. */
const SEARCH_WORDS = [
  'engineer',
  'developer',
  'designer',
  'product',
  'data',
  'marketing',
  'sales',
  'backend',
  'frontend',
  'python',
  'react',
  'typescript',
  'go',
  'java',
  'cloud',
  'devops',
  'security',
  'mobile',
  'ios',
  'android',
  'analyst',
  'manager',
  'lead',
  'senior',
  'junior',
  'intern',
  'growth',
  'content',
  'finance',
  'operations',
  'support',
  'customer',
  'research',
  'machine',
  'learning',
  'platform',
  'game',
  'hardware',
  'energy',
  'climate',
];
const SEARCH_COUNTRIES = ['', 'DK', 'SE', 'NO', 'FI', 'IS', 'REMOTE'];

/**
 * A long tail of distinct API searches: every search text (one word, or two different words: 1,600
 * texts) × country × page 1–3 = 33,600 paths, in a fixed shuffled order. Each path comes back only
 * after all the others, which takes longer than the public list cache keeps an answer
 * (PUBLIC_CACHE_SECONDS, 10 s) at any rate this scenario reaches without it: the searches are
 * uncached, as the long tail of real traffic is.
 */
function longTailSearches(): LoadRequest[] {
  const paths: string[] = [];
  for (const text of searchTexts()) {
    for (const country of SEARCH_COUNTRIES) {
      for (const page of [1, 2, 3]) {
        const params = new URLSearchParams({ q: text });
        if (country) params.set('country', country);
        if (page > 1) params.set('page', String(page));
        paths.push(`/api/jobs?${params}`);
      }
    }
  }
  // A fixed shuffle: the same order every run.
  const random = seededRandom(11);
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [paths[i], paths[j]] = [paths[j] as string, paths[i] as string];
  }
  return paths.map((path) => ({ label: 'long tail', path }));
}

/** Every search word, and every ordered pair of two different ones: 1,600 texts. */
function searchTexts(): string[] {
  const texts = [...SEARCH_WORDS];
  for (const first of SEARCH_WORDS) {
    for (const second of SEARCH_WORDS) if (first !== second) texts.push(`${first} ${second}`);
  }
  return texts;
}

/** A fixed pseudo-random sequence (mulberry32): the same numbers in [0, 1) every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The filters a visitor of /jobs combines with a text (or without one), as the search form sends them. */
const FILTER_CHOICES = {
  country: ['', '', 'DK', 'SE', 'NO', 'FI', 'IS', 'REMOTE', 'DK,SE', 'NO,FI,IS', 'SE,REMOTE'],
  positionTypes: ['', '', '', 'fulltime', 'internship', 'parttime', 'freelance,parttime'],
  roles: [
    '',
    '',
    '',
    'backenddeveloper',
    'design',
    'fullstackdeveloper,frontenddeveloper',
    'customersuccess',
  ],
  salaryType: ['', '', '', '', 'range', 'unpaid', 'competitive'],
  extra: ['', '', '', '', '', '', 'visa=true', 'hasSalary=true', 'remote=true'],
  sort: ['', '', '', 'relevance', 'mostviewed'],
  page: [1, 1, 1, 1, 1, 1, 2, 2, 3],
};

/**
 * A long tail of searches with filters, as /jobs sends them: a text in nine of ten (one word or
 * two), then any of country, position types, roles, salary, visa or remote, a sort and a page,
 * drawn from a fixed pseudo-random sequence (FILTER_CHOICES): 20,000 distinct searches, each after
 * all the others, so uncached like the long tail above. `facets`: the same searches' facets
 * (/api/jobs/facets, read by every /jobs page; without sort and page, which they ignore).
 */
function longTailWithFilters(): { searches: LoadRequest[]; facets: LoadRequest[] } {
  const texts = searchTexts();
  const random = seededRandom(27);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const searches = new Set<string>();
  const facets = new Set<string>();
  while (searches.size < 20_000) {
    const params = new URLSearchParams();
    const text = random() < 0.9 ? pick(random() < 0.4 ? SEARCH_WORDS : texts) : '';
    if (text) params.set('q', text);
    for (const name of ['country', 'positionTypes', 'roles', 'salaryType'] as const) {
      const value = pick(FILTER_CHOICES[name]);
      if (value) params.set(name, value);
    }
    const extra = pick(FILTER_CHOICES.extra);
    if (extra) params.set(...(extra.split('=') as [string, string]));
    facets.add(`/api/jobs/facets?${params}`);
    const sort = pick(FILTER_CHOICES.sort);
    if (sort && (text || sort !== 'relevance')) params.set('sort', sort);
    const page = pick(FILTER_CHOICES.page);
    if (page > 1) params.set('page', String(page));
    searches.add(`/api/jobs?${params}`);
  }
  return {
    searches: [...searches].map((path) => ({ label: 'long tail with filters', path })),
    facets: [...facets].map((path) => ({ label: 'long tail with filters, facets', path })),
  };
}

function summarise(
  name: string,
  pageCache: 'on' | 'off',
  connections: number,
  requests: LoadRequest[],
  run: Awaited<ReturnType<typeof runLoad>>,
  cpu: CpuUsage,
  drainMs: number,
  withBreakdown: boolean,
): ScenarioResult {
  const { result, samples } = run;
  const sorted = sortedLatencies(samples);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats)) statusCodes[code] = stat.count;
  const scenario: ScenarioResult = {
    name,
    pageCache,
    connections,
    ceilingReqPerSec: null,
    ratio: null,
    durationS: result.duration,
    paths: requests.length,
    requests: samples.length,
    reqPerSec: result.requests.average,
    latencyMs: {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      mean: result.latency.mean,
      max: result.latency.max,
    },
    autocannonLatencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    cpu,
    drainMs,
  };
  if (withBreakdown) {
    const byLabel = new Map<string, LabelledSample[]>();
    for (const sample of samples) {
      const list = byLabel.get(sample.label) ?? [];
      list.push(sample);
      byLabel.set(sample.label, list);
    }
    scenario.perRequest = requests.map((request) => {
      const list = byLabel.get(request.label) ?? [];
      const latencies = sortedLatencies(list);
      return {
        label: request.label,
        path: request.path,
        requests: list.length,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        non2xx: list.filter((s) => s.status < 200 || s.status > 299).length,
      };
    });
  }
  return scenario;
}

function gitInfo(): { commit: string | null; dirty: boolean | null } {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const status = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });
    return { commit, dirty: status.trim().length > 0 };
  } catch {
    return { commit: null, dirty: null };
  }
}

function autocannonVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('autocannon/package.json') as { version: string }).version;
}

const LCP_RUNS = 3;

/**
 * LCP of a job page and /jobs on the running server (bench/lib/lcp.ts). Reports, never throws: a
 * missing Chromium or a failed launch becomes a result with `error`.
 */
async function measureLcpPhase(
  baseUrl: string,
  pageCache: 'on' | 'off',
  jobId: string,
): Promise<LcpPhaseResult[]> {
  const pages = [
    { label: 'job page', path: `/jobs/${jobId}` },
    { label: '/jobs', path: '/jobs' },
  ];
  const failed = (error: unknown): LcpPhaseResult[] =>
    pages.map((page) => ({
      ...page,
      pageCache,
      runs: [],
      medianLcpMs: null,
      medianFcpMs: null,
      medianHtmlMs: null,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    }));
  let browser: Awaited<ReturnType<typeof launchBenchBrowser>>;
  try {
    browser = await launchBenchBrowser();
  } catch (error) {
    log(`  LCP not measured: Chromium did not start (${failed(error)[0]?.error})`);
    return failed(error);
  }
  try {
    // With the page cache on, the page is stored before each visit, so the browser gets a HIT.
    const prime =
      pageCache === 'on'
        ? async (url: string) => {
            await fetch(url, { signal: AbortSignal.timeout(15_000) }).then((r) => r.arrayBuffer());
          }
        : undefined;
    const results = await measureLcp(browser, baseUrl, pages, LCP_RUNS, prime);
    return results.map((result) => ({ ...result, pageCache }));
  } catch (error) {
    return failed(error);
  } finally {
    await browser.close().catch(() => {});
  }
}

async function main(): Promise<void> {
  let options: BenchOptions | null;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (!options) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (options.tableFrom) {
    process.stdout.write(`${formatIssueTable(await readRunReports(ROOT, options.tableFrom))}\n`);
    return;
  }
  if (options.all) {
    await runAll(ROOT, fileURLToPath(import.meta.url), options, log);
    return;
  }
  const startedAt = new Date();
  const warmupS = options.quick ? 2 : 5;

  // 1. Database choice, build.
  const choice = await chooseDatabase(options);
  if (choice.note) log(`NOTE: ${choice.note}`);
  const stale = buildStaleReason(ROOT);
  let buildMs: number | null = null;
  if (stale) {
    log(`building the web app (${stale})`);
    buildMs = await buildWebApp(ROOT);
  } else {
    log('build/ is fresh: not rebuilding');
  }

  // 2. Fresh database, seeded.
  const database: PreparedDatabase = await prepareDatabase({
    kind: choice.kind,
    postgresUrl: process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL,
    extraJobs: options.jobs,
    now: startedAt,
    log,
  });
  tempDataDir = database.dataDir;

  // 3. Servers: the app (page cache on first), and the bare hello-world every figure is divided by.
  // `listCache: false` also turns off the public list caches (PUBLIC_CACHE_SECONDS=0): every search's
  // page is read from the database, as the long tail of real traffic is. Its count per filter
  // combination and the startups resembling its text stay cached (JOB_COUNT_CACHE_SECONDS, 30 s), as
  // they do in production (ADR 016).
  const startApp = async (pageCache: 'on' | 'off', listCache = true) => {
    log(
      `starting the production server (PAGE_CACHE=${pageCache}${listCache ? '' : ', PUBLIC_CACHE_SECONDS=0'})`,
    );
    const started = await startServer({
      root: ROOT,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      readyTimeoutMs: 120_000,
      env: { PAGE_CACHE: pageCache, ...(listCache ? {} : { PUBLIC_CACHE_SECONDS: '0' }) },
    });
    log(`server ready on ${started.baseUrl} (pid ${started.pid})`);
    return started;
  };
  server = await startApp('on');
  let baseUrl = server.baseUrl;
  ceiling = await startServer({
    root: ROOT,
    dataDir: database.dataDir,
    databaseUrl: undefined,
    readyTimeoutMs: 30_000,
    script: path.join(ROOT, 'bench', 'lib', 'hello-world-server.ts'),
  });
  const ceilingUrl = ceiling.baseUrl;
  const ceilingPid = ceiling.pid;
  log(`hello-world ready on ${ceilingUrl} (pid ${ceiling.pid})`);

  // 4. Inputs: up to 200 active job ids, a company name to misspell; every path answers before load.
  const jobIds: string[] = [];
  let companyName = 'Nordhub';
  for (let page = 1; page <= 4 && jobIds.length < 200; page++) {
    const listed = await getJson(baseUrl, `/api/jobs?perPage=50&page=${page}`);
    if (listed.status !== 200) throw new Error(`/api/jobs?perPage=50&page=${page} answered ${listed.status}`);
    const jobsPage = asJobsPage(listed.body);
    if (page === 1) companyName = jobsPage.jobs[0]?.company.name ?? companyName;
    jobIds.push(...jobsPage.jobs.filter((j) => j.status === 'ACTIVE').map((j) => j.id));
    if (jobsPage.jobs.length < 50) break;
  }
  if (jobIds.length === 0) throw new Error('no ACTIVE jobs listed: nothing to load the job page with');
  const typo = companyTypo(companyName);
  const mix = searchMix(typo);
  const longTail = longTailSearches();
  const withFilters = longTailWithFilters();
  const oneJob: LoadRequest[] = [{ label: 'job page', path: `/jobs/${jobIds[0]}` }];
  const jobPages: LoadRequest[] = jobIds.map((id) => ({ label: 'job page', path: `/jobs/${id}` }));
  const home: LoadRequest[] = [{ label: 'home', path: '/' }];
  const hello: LoadRequest[] = [{ label: 'hello-world', path: '/' }];
  // Signed-in pages (issue 36): the same job pages for a signed-in talent. A session cookie means no stored page
  // (ADR 015): every request reads the session, the viewer's state and renders.
  const sessionCookie = await signInCookie(baseUrl, SIGNED_IN_EMAIL);
  const signedIn = { cookie: sessionCookie };
  for (const request of jobPages.slice(0, 3)) {
    const response = await fetch(new URL(request.path, baseUrl), {
      headers: signedIn,
      signal: AbortSignal.timeout(30_000),
    });
    const html = await response.text();
    if (response.status !== 200) log(`WARNING: ${request.path} signed in answered ${response.status}`);
    else if (!html.includes('User menu for '))
      log(`WARNING: ${request.path} with the session cookie does not look signed in`);
  }

  const searchTotals: Record<string, { status: number; total: number | null; capped: boolean | null }> = {};
  for (const request of mix) {
    const { status, body } = await getJson(baseUrl, request.path);
    const page = status === 200 ? asJobsPage(body) : null;
    searchTotals[request.label] = {
      status,
      total: page?.pagination.total ?? null,
      capped: page?.pagination.isTotalCapped ?? null,
    };
    if (status !== 200)
      log(`WARNING: ${request.path} answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
  for (const request of [...jobPages.slice(0, 3), ...home, ...longTail.slice(0, 3)]) {
    const response = await fetch(new URL(request.path, baseUrl), { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    if (response.status !== 200) log(`WARNING: ${request.path} answered ${response.status}`);
  }
  // The job page's and the home page's answers as the load gets them (no Accept-Encoding:
  // uncompressed), headers and bodies, handed to the hello-world server, which then sends copies of
  // them: the second ceilings.
  const copyAnswer = async (name: string, pagePath: string): Promise<number> => {
    const answer = await fetch(new URL(pagePath, baseUrl), {
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const [header, value] of answer.headers) {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(header)) {
        headers[header] = value;
      }
    }
    const copied = await fetch(new URL(`/copy/${name}`, ceilingUrl), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ headers, body: body.toString('base64') }),
    });
    if (!copied.ok) throw new Error(`the hello-world server refused the ${name} copy: ${copied.status}`);
    return body.length;
  };
  const jobPageBytes = await copyAnswer('job-page', oneJob[0]?.path ?? '/');
  const homePageBytes = await copyAnswer('home-page', '/');

  // 5. Warm-up (discarded): every request kind, so JIT, plan caches and the pool are warm.
  const warmUp = async () => {
    log(`warm-up: ${warmupS} s at 10 connections over all request kinds (not measured)`);
    if (!options.signedInOnly) {
      await runLoad({
        baseUrl,
        connections: 10,
        duration: warmupS,
        requests: [...mix, ...longTail.slice(0, 50), ...jobPages, ...home],
      });
    }
    await runLoad({ baseUrl, connections: 10, duration: warmupS, requests: jobPages, headers: signedIn });
    await runLoad({ baseUrl: ceilingUrl, connections: 10, duration: Math.min(2, warmupS), requests: hello });
  };
  await warmUp();

  // 6. Measured scenarios. The hello-world runs before the first and after every scenario (same
  // connections, half the duration, at least 2 s): each ratio divides by the mean of the runs
  // just before and after it, so noise on the machine hits both sides.
  /** `onCeiling`: the load goes to the bare hello-world server instead of the app. */
  type Step = {
    name: string;
    connections: number;
    requests: LoadRequest[];
    breakdown: boolean;
    onCeiling?: true;
    /** Headers every request of the step carries (the signed-in rows' session cookie). */
    headers?: Record<string, string>;
  };
  const signedInStep: Step = {
    name: `job pages signed in (talent@), ${jobPages.length} jobs`,
    connections: 20,
    requests: jobPages,
    breakdown: false,
    headers: signedIn,
  };
  const phases: { pageCache: 'on' | 'off'; listCache?: false; steps: Step[] }[] = [
    {
      pageCache: 'on',
      steps: [
        { name: 'job search API (mix)', connections: 20, requests: mix, breakdown: true },
        { name: 'job search API (mix)', connections: 50, requests: mix, breakdown: true },
        { name: 'job search API (long tail)', connections: 20, requests: longTail, breakdown: false },
        {
          name: 'job search API (long tail with filters)',
          connections: 20,
          requests: withFilters.searches,
          breakdown: false,
        },
        {
          name: 'job facets API (long tail with filters)',
          connections: 20,
          requests: withFilters.facets,
          breakdown: false,
        },
        { name: 'job page, one job', connections: 20, requests: oneJob, breakdown: false },
        { name: `job pages, ${jobPages.length} jobs`, connections: 20, requests: jobPages, breakdown: false },
        { name: 'home page /', connections: 20, requests: home, breakdown: false },
        signedInStep,
        // The most any server answers here with a job page's or the home page's answer: the bare
        // Fastify sending a copy of it (the same headers and bytes; no database, no cache, no hooks
        // of ours). The distance from the page's scenario to it is ours; from it to the hello-world,
        // the answer's size.
        {
          name: `bare Fastify, a copy of a job page (${Math.round(jobPageBytes / 1000)} KB)`,
          connections: 20,
          requests: [{ label: 'copy of a job page', path: '/copy/job-page' }],
          breakdown: false,
          onCeiling: true,
        },
        {
          name: `bare Fastify, a copy of the home page (${Math.round(homePageBytes / 1000)} KB)`,
          connections: 20,
          requests: [{ label: 'copy of the home page', path: '/copy/home-page' }],
          breakdown: false,
          onCeiling: true,
        },
      ],
    },
    {
      pageCache: 'off',
      steps: [
        { name: 'job page, one job', connections: 20, requests: oneJob, breakdown: false },
        { name: `job pages, ${jobPages.length} jobs`, connections: 20, requests: jobPages, breakdown: false },
        { name: 'home page /', connections: 20, requests: home, breakdown: false },
      ],
    },
    {
      // The issue's "search API mix without the public cache": each of the nine searches reads its
      // page from the database every time (its count is kept per filter combination, ADR 016).
      pageCache: 'off',
      listCache: false,
      steps: [
        { name: 'job search API (mix, no list cache)', connections: 20, requests: mix, breakdown: true },
        { name: 'job search API (mix, no list cache)', connections: 50, requests: mix, breakdown: true },
      ],
    },
  ];
  if (options.signedInOnly) {
    phases.splice(0, phases.length, { pageCache: 'on', steps: [signedInStep] });
  }
  const ceilingS = Math.max(2, Math.round(options.duration / 2));
  const ceilingRuns: { connections: number; reqPerSec: number; p50: number | null }[] = [];
  const measureCeiling = async (connections: number) => {
    const run = await runLoad({ baseUrl: ceilingUrl, connections, duration: ceilingS, requests: hello });
    const sorted = sortedLatencies(run.samples);
    ceilingRuns.push({ connections, reqPerSec: run.result.requests.average, p50: percentile(sorted, 50) });
    return run.result.requests.average;
  };
  const scenarios: ScenarioResult[] = [];
  const lcp: LcpPhaseResult[] = [];
  const earlierServerLogs: ReturnType<BenchServer['logStats']>[] = [];
  let loadBefore: number[] | null = null;
  let busyWhileIdle: number | null = null;
  for (const phase of phases) {
    if (phase !== phases[0]) {
      earlierServerLogs.push(server.logStats());
      await server.stop();
      server = await startApp(phase.pageCache, phase.listCache ?? true);
      baseUrl = server.baseUrl;
      await warmUp();
    }
    const backendPids = database.databaseUrl ? await listBackendPids(database.databaseUrl) : [];
    const postmasterPid = backendPids[0] === undefined ? null : findPostmaster(backendPids[0]);
    const postgres =
      postmasterPid !== null && database.databaseName
        ? { postmasterPid, databaseName: database.databaseName }
        : null;
    await waitUntilIdle(baseUrl, database.databaseUrl);
    if (loadBefore === null) {
      loadBefore = os.loadavg();
      // The machine's CPU while the servers and the client idle (2 s): other work, if any. The load
      // average alone cannot tell: it still holds the seeding and the warm-up of a minute ago.
      const idleStart = cpuSnapshot(server.pid, postgres);
      await sleep(2_000);
      busyWhileIdle = cpuUsageBetween(idleStart, cpuSnapshot(server.pid, postgres), 0).machineBusyPct;
    }
    let before = await measureCeiling(phase.steps[0]?.connections ?? 20);
    for (const step of phase.steps) {
      log(
        `${step.name} (page cache ${phase.pageCache}) at ${step.connections} connections for ${options.duration} s`,
      );
      const target = step.onCeiling
        ? { url: ceilingUrl, pid: ceilingPid }
        : { url: baseUrl, pid: server.pid };
      const cpuBefore = cpuSnapshot(target.pid, postgres);
      const run = await runLoad({
        baseUrl: target.url,
        connections: step.connections,
        duration: options.duration,
        requests: step.requests,
        headers: step.headers,
      });
      const cpu = cpuUsageBetween(cpuBefore, cpuSnapshot(target.pid, postgres), run.samples.length);
      // Requests autocannon gave up on may still be queued in the server: let them finish so they do
      // not load the next run.
      const drainMs = await waitUntilIdle(baseUrl, database.databaseUrl);
      if (drainMs > 1_000) log(`  the server needed ${(drainMs / 1000).toFixed(1)} s to finish queued work`);
      const after = await measureCeiling(step.connections);
      const scenario = summarise(
        step.name,
        phase.pageCache,
        step.connections,
        step.requests,
        run,
        cpu,
        drainMs,
        step.breakdown,
      );
      scenario.ceilingReqPerSec = (before + after) / 2;
      scenario.ratio = scenario.ceilingReqPerSec > 0 ? scenario.reqPerSec / scenario.ceilingReqPerSec : null;
      scenarios.push(scenario);
      before = after;
    }
    // LCP under the mobile profile, on the idle server: cold browser visits of a job page and /jobs,
    // from the page cache (each page asked once before every visit, so the visit is a HIT) and then,
    // after the restart, rendered for every visit.
    if (phase.listCache === false || options.signedInOnly) continue;
    log(`LCP in Chromium, mobile profile, ${LCP_RUNS} cold visits per page (page cache ${phase.pageCache})`);
    lcp.push(...(await measureLcpPhase(baseUrl, phase.pageCache, jobIds[0] as string)));
  }

  // 7. Page weight.
  if (!options.signedInOnly) log('page weight: /jobs and a job page');
  const weights: Awaited<ReturnType<typeof measurePageWeights>> = options.signedInOnly
    ? { pages: [], assets: [] }
    : await measurePageWeights(baseUrl, ['/jobs', `/jobs/${jobIds[0]}`], path.join(ROOT, 'build', 'client'));
  const unserved = weights.assets.filter((a) => a.source === 'build');
  const addCounts = (all: Record<string, number>, one: Record<string, number>) => {
    const sum = { ...all };
    for (const [message, times] of Object.entries(one)) sum[message] = (sum[message] ?? 0) + times;
    return sum;
  };
  const serverLog = [...earlierServerLogs, server.logStats()].reduce((all, one) => ({
    warnings: all.warnings + one.warnings,
    errors: all.errors + one.errors,
    warningMessages: addCounts(all.warningMessages, one.warningMessages),
    errorMessages: addCounts(all.errorMessages, one.errorMessages),
    tail: one.tail,
  }));
  await cleanup();

  // 8. Report.
  const cpus = os.cpus();
  const git = gitInfo();
  const machine = {
    /** Server processes: on PostgreSQL WEB_CONCURRENCY workers (default one per core), on PGlite one. */
    serverWorkers:
      database.kind === 'postgres' ? Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism()) : 1,
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    /** 1-minute load average just before the measured scenarios: above ~0.5 per core, other work was running. */
    loadAverageBefore: Number(loadBefore?.[0]?.toFixed(2) ?? 0),
    /** % of all cores busy during 2 s before the scenarios while the bench's own processes idled: other work. */
    machineBusyWhileIdlePct: busyWhileIdle === null ? null : Number(busyWhileIdle.toFixed(1)),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    autocannon: autocannonVersion(),
  };
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    git,
    machine,
    options,
    database: {
      kind: database.kind,
      version: database.serverVersion,
      url: database.displayUrl ?? null,
      note: choice.note ?? null,
      extraJobs: options.jobs,
      ...database.counts,
      timingsMs: database.timingsMs,
    },
    buildMs,
    method: {
      load: 'autocannon programmatic API, in the bench process, against 127.0.0.1; HTTP/1.1 keep-alive, no pipelining, no Accept-Encoding (uncompressed answers; browsers get brotli)',
      reqPerSec: 'autocannon requests.average (mean of per-second samples)',
      latency:
        'p50/p95/p99 are exact nearest-rank percentiles over every response latency (autocannon response events); autocannonLatencyMs holds its HDR percentiles (no p95)',
      gzip: 'node:zlib gzipSync level 9 of each file, summed',
      lcp: 'Debian Chromium (playwright-core), new context per visit (cold HTTP cache), CDP CPU throttling and network emulation, PerformanceObserver largest-contentful-paint (buffered) after load + 1 s; median of the runs',
      warmupS,
    },
    targets: TARGETS,
    /** Every run of the bare Fastify hello-world (the ratios' denominators), in order. */
    ceilingRuns,
    searchTotals,
    scenarios,
    pageWeight: weights,
    lcp: { profile: MOBILE_PROFILE, runsPerPage: LCP_RUNS, pages: lcp },
    /** Assets the pages reference that the server did not answer 200 for (sizes read from build/client). */
    unservedAssets: unserved.map((a) => ({ url: a.url, status: a.status })),
    serverLog: {
      warnings: serverLog.warnings,
      errors: serverLog.errors,
      warningMessages: serverLog.warningMessages,
      errorMessages: serverLog.errorMessages,
    },
  };

  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  printReport(report, scenarios, weights.pages, lcp, file);
}

function targetFor(scenario: ScenarioResult, jobsTotal: number): string {
  const at100k =
    jobsTotal >= TARGETS.searchTargetJobs ? '' : ` (set for ${count(TARGETS.searchTargetJobs)} jobs)`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const ratio = scenario.ratio ?? 0;
  if (scenario.name.startsWith('job search API (long tail)')) {
    const p95 = scenario.latencyMs.p95 ?? Number.POSITIVE_INFINITY;
    return `>= ${count(TARGETS.longTailRps)} req/s: ${verdict(scenario.reqPerSec >= TARGETS.longTailRps)}; p95 <= ${TARGETS.longTailP95Ms} ms: ${verdict(p95 <= TARGETS.longTailP95Ms)}`;
  }
  if (scenario.name.startsWith('job page, one job')) {
    if (scenario.pageCache === 'off') {
      return `>= ${TARGETS.uncachedJobPageRatio}x: ${verdict(ratio >= TARGETS.uncachedJobPageRatio)}`;
    }
    const p99 = scenario.latencyMs.p99 ?? Number.POSITIVE_INFINITY;
    return `>= ${TARGETS.oneJobPageRatio}x: ${verdict(ratio >= TARGETS.oneJobPageRatio)}; p99 <= ${TARGETS.oneJobPageP99Ms} ms: ${verdict(p99 <= TARGETS.oneJobPageP99Ms)}`;
  }
  if (scenario.name.startsWith('job pages signed in')) {
    const p95 = scenario.latencyMs.p95 ?? Number.POSITIVE_INFINITY;
    return `>= ${TARGETS.signedInJobPagesRatio}x: ${verdict(ratio >= TARGETS.signedInJobPagesRatio)}; p95 < ${TARGETS.signedInJobPagesP95Ms} ms: ${verdict(p95 < TARGETS.signedInJobPagesP95Ms)} (issue 36: PGlite, and PostgreSQL at ${count(TARGETS.searchTargetJobs)} jobs)`;
  }
  if (scenario.name.startsWith('job pages,') && scenario.pageCache === 'on') {
    return `>= ${TARGETS.spreadJobPagesRatio}x: ${verdict(ratio >= TARGETS.spreadJobPagesRatio)}`;
  }
  if (scenario.name.startsWith('home page') && scenario.pageCache === 'on') {
    return `>= ${TARGETS.homePageRatio}x: ${verdict(ratio >= TARGETS.homePageRatio)}`;
  }
  if (scenario.name.startsWith('job search API (mix, no list cache)')) {
    const isLarge = jobsTotal >= TARGETS.searchTargetJobsLarge;
    const at50 = scenario.connections >= 50;
    const p95Target = isLarge
      ? at50
        ? TARGETS.searchP95At50MsAt1M
        : TARGETS.searchP95At20MsAt1M
      : at50
        ? TARGETS.searchP95At50Ms
        : TARGETS.searchP95At20Ms;
    const p95 = scenario.latencyMs.p95 ?? Number.POSITIVE_INFINITY;
    const setFor = isLarge ? ' (set for 1,000,000 jobs)' : at100k;
    return `p95 <= ${p95Target} ms${setFor}: ${verdict(p95 <= p95Target)}`;
  }
  if (scenario.name.startsWith('bare Fastify')) return "the page scenarios' reach: no target";
  if (scenario.name.includes('(long tail with filters)'))
    return 'no target in issue 11 (/jobs as visitors use it)';
  if (scenario.name.startsWith('job search')) {
    return `>= ${TARGETS.jobsApiRps} req/s: ${verdict(scenario.reqPerSec >= TARGETS.jobsApiRps)}`;
  }
  return '-';
}

function printReport(
  report: {
    machine: {
      serverWorkers: number;
      cores: number;
      cpu: string;
      memoryGiB: number;
      loadAverageBefore: number;
      machineBusyWhileIdlePct: number | null;
      node: string;
      autocannon: string;
      os: string;
    };
    database: {
      kind: string;
      version: string;
      jobs: number;
      activeJobs: number;
      extraJobs: number;
      note: string | null;
    };
    options: BenchOptions;
    git: { commit: string | null; dirty: boolean | null };
    serverLog: {
      warnings: number;
      errors: number;
      /** Absent in runs saved before 2026-11-27 (session 17). */
      warningMessages?: Record<string, number>;
      errorMessages: Record<string, number>;
    };
    method: { warmupS: number };
    unservedAssets: { url: string; status: number }[];
    ceilingRuns: { connections: number; reqPerSec: number }[];
  },
  scenarios: ScenarioResult[],
  pages: PageWeight[],
  lcp: LcpPhaseResult[],
  file: string,
): void {
  const { machine, database, options } = report;
  const out: string[] = [''];
  out.push(
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, ${machine.os}; Node ${machine.node}; autocannon ${machine.autocannon}`,
  );
  out.push(
    `Database: ${database.kind} (${database.version}); ${count(database.jobs)} jobs (${count(database.activeJobs)} active; demo seed + ${count(database.extraJobs)} extra)`,
  );
  if (database.note) out.push(`NOTE: ${database.note}`);
  out.push(
    `Server: ${machine.serverWorkers} ${machine.serverWorkers === 1 ? 'process' : 'worker processes (WEB_CONCURRENCY)'}${database.kind === 'pglite' ? ' (embedded PGlite runs one)' : ''}; its CPU below sums them all; the hello-world ceiling is one process`,
  );
  const idleBusy = machine.machineBusyWhileIdlePct;
  const busy = idleBusy !== null && idleBusy > OTHER_WORK_WARNING_PCT;
  out.push(
    `Before the scenarios: the machine was ${idleBusy === null ? '?' : `${idleBusy}%`} busy while the bench idled (load average ${machine.loadAverageBefore}, which still holds the seeding and warm-up)${busy ? ' — WARNING: other work was running; figures are pessimistic and noisy' : ''}`,
  );
  out.push(
    `Load: ${options.duration} s per scenario after a ${report.method.warmupS} s warm-up; client and server share this machine; commit ${report.git.commit ?? '?'}${report.git.dirty ? ' (+ uncommitted changes)' : ''}`,
  );
  out.push('');
  out.push(
    formatTable(
      [
        'scenario',
        'page cache',
        'connections',
        'req/s',
        'hello-world req/s',
        'ratio',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'errors',
        'non-2xx',
        'target (not asserted)',
      ],
      scenarios.map((s) => [
        s.name,
        s.pageCache,
        String(s.connections),
        rate(s.reqPerSec),
        s.ceilingReqPerSec === null ? '-' : rate(s.ceilingReqPerSec),
        s.ratio === null ? '-' : `${s.ratio.toFixed(3)}x`,
        ms(s.latencyMs.p50),
        ms(s.latencyMs.p95),
        ms(s.latencyMs.p99),
        count(s.errors),
        count(s.non2xx),
        targetFor(s, database.jobs),
      ]),
      [
        'left',
        'left',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        'left',
      ],
    ),
  );
  out.push(
    'req/s: autocannon mean of per-second samples. hello-world req/s: a bare Fastify JSON hello-world in the same run, the mean of its runs just before and after the scenario; ratio = req/s ÷ hello-world req/s. p50/p95/p99: exact nearest-rank percentiles of every response latency. errors: socket errors + timeouts.',
  );
  out.push(
    `hello-world runs (req/s, in order): ${report.ceilingRuns.map((run) => `${rate(run.reqPerSec)} @${run.connections}`).join(', ')}`,
  );

  const pct = (value: number | null) => (value === null ? '-' : `${value.toFixed(0)}%`);
  out.push('');
  out.push(
    `CPU during each scenario (% of one core; machine = % of all ${machine.cores} cores; other = machine − server − postgres all − bench client):`,
  );
  out.push(
    formatTable(
      [
        'scenario',
        'connections',
        'server',
        'server ms/req',
        'bench db',
        'db ms/req',
        'postgres all',
        'bench client',
        'machine',
        'other',
        'drain s',
      ],
      scenarios.map((s) => {
        const { cpu } = s;
        const name = s.pageCache === 'off' ? `${s.name} (page cache off)` : s.name;
        const other = otherWorkPct(cpu, machine.cores);
        return [
          name,
          String(s.connections),
          pct(cpu.serverPct),
          ms(cpu.serverMsPerRequest),
          database.kind === 'pglite' ? 'in server' : pct(cpu.databasePct),
          database.kind === 'pglite' ? '-' : ms(cpu.databaseMsPerRequest),
          database.kind === 'pglite' ? '-' : pct(cpu.postgresPct),
          pct(cpu.benchClientPct),
          pct(cpu.machineBusyPct),
          pct(other),
          (s.drainMs / 1000).toFixed(1),
        ];
      }),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
    ),
  );
  out.push(
    'bench db = PostgreSQL processes serving the bench database (a lower bound: short-lived parallel workers are missed); postgres all = the whole PostgreSQL server, every database; drain = time after the load stopped until the server was idle.',
  );

  const [at20, at50] = scenarios.filter((s) => s.perRequest);
  if (at20?.perRequest && at50?.perRequest) {
    out.push('');
    out.push('Job search mix, per request (latency under the mixed load):');
    out.push(
      formatTable(
        ['request', 'p50 @20', 'p95 @20', 'p50 @50', 'p95 @50', 'non-2xx', 'path'],
        at20.perRequest.map((r, i) => {
          const other = at50.perRequest?.[i];
          return [
            r.label,
            ms(r.p50),
            ms(r.p95),
            ms(other?.p50),
            ms(other?.p95),
            count(r.non2xx + (other?.non2xx ?? 0)),
            r.path,
          ];
        }),
        ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
      ),
    );
  }

  out.push('');
  out.push(
    'Page weight (first visit; each asset fetched once; gzip = node:zlib gzipSync level 9 per file, br = brotli quality 11 as the build precompresses it; 1 KB = 1,000 bytes):',
  );
  out.push(
    formatTable(
      [
        'page',
        'JS files',
        'JS raw',
        'JS gzip',
        'JS br',
        'CSS files',
        'CSS raw',
        'CSS gzip',
        'HTML raw',
        'HTML gzip',
        'target',
      ],
      pages.map((p) => [
        p.path.startsWith('/jobs/') ? '/jobs/{id}' : p.path,
        String(p.js.files),
        kb(p.js.raw),
        kb(p.js.gzip),
        kb(p.js.br),
        String(p.css.files),
        kb(p.css.raw),
        kb(p.css.gzip),
        kb(p.html.raw),
        kb(p.html.gzip),
        p.status !== 200
          ? `NOT MEASURED: the page answered ${p.status}`
          : p.path === '/jobs'
            ? `JS <= ${TARGETS.jobsPageJsGzipBytes / 1000} KB gzip: ${p.js.gzip <= TARGETS.jobsPageJsGzipBytes ? 'met' : 'MISSED'}`
            : '-',
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
  );
  for (const p of pages) {
    out.push(
      `  ${p.path}: JS ${count(p.js.raw)} B raw / ${count(p.js.gzip)} B gzip; CSS ${count(p.css.raw)} B raw / ${count(p.css.gzip)} B gzip; inline <script> ${count(p.inlineScriptRaw)} B (in the HTML)`,
    );
  }
  out.push('');
  out.push(
    `LCP (Chromium, mobile profile: ${MOBILE_PROFILE.viewport.width}x${MOBILE_PROFILE.viewport.height}, ${MOBILE_PROFILE.cpuSlowdown}x CPU, ${MOBILE_PROFILE.latencyMs} ms latency, ${(MOBILE_PROFILE.throughputBytesPerSecond * 8) / 1e6} Mbps; cold browser cache; median of ${LCP_RUNS}):`,
  );
  out.push(
    formatTable(
      ['page', 'page cache', 'LCP', 'FCP', 'HTML done', 'runs (LCP ms)', 'LCP element', 'target'],
      lcp.map((r) => {
        const isJobPage = r.label === 'job page';
        const target =
          r.medianLcpMs === null
            ? `NOT MEASURED${r.error ? `: ${r.error}` : ''}`
            : isJobPage
              ? `<= ${TARGETS.jobPageLcpMs / 1000} s: ${r.medianLcpMs <= TARGETS.jobPageLcpMs ? 'met' : 'MISSED'}`
              : '-';
        return [
          isJobPage ? '/jobs/{id}' : r.path,
          r.pageCache === 'on' ? 'on (HIT)' : 'off',
          ms(r.medianLcpMs),
          ms(r.medianFcpMs),
          ms(r.medianHtmlMs),
          r.runs
            .map((run) => (run.lcpMs === null ? (run.error ?? '-') : String(Math.round(run.lcpMs))))
            .join(', '),
          r.runs.find((run) => run.element)?.element ?? '-',
          target,
        ];
      }),
      ['left', 'left', 'right', 'right', 'right', 'left', 'left', 'left'],
    ),
  );
  if (report.unservedAssets.length > 0) {
    const statuses = [...new Set(report.unservedAssets.map((a) => a.status))].join(', ');
    out.push(
      `  WARNING: the server did not serve ${report.unservedAssets.length} of these assets (HTTP ${statuses}): a browser would get no JS/CSS. Their sizes above are read from build/client.`,
    );
    for (const asset of report.unservedAssets) out.push(`    ${asset.status} ${asset.url}`);
  }
  if (report.serverLog.warnings + report.serverLog.errors > 0) {
    out.push('');
    out.push(
      `Server logged ${report.serverLog.warnings} warning(s) and ${report.serverLog.errors} error(s) during the run.`,
    );
    for (const [message, times] of Object.entries(report.serverLog.errorMessages)) {
      out.push(`  error: ${times} × ${message}`);
    }
    for (const [message, times] of Object.entries(report.serverLog.warningMessages ?? {})) {
      out.push(`  warning: ${times} × ${message}`);
    }
  }
  out.push('');
  out.push(`JSON: ${path.relative(ROOT, file)}`);
  process.stdout.write(`${out.join('\n')}\n`);
}

try {
  await main();
  await cleanup();
} catch (error) {
  process.stderr.write(
    `\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  const tail = server?.logStats().tail ?? [];
  if (tail.length > 0) process.stderr.write(`\nlast server output:\n${tail.join('\n')}\n`);
  await cleanup();
  process.exitCode = 1;
}
