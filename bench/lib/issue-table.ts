/**
 * Issue 11's table, one line per row of the issue, from the runs its rows need (their JSON reports,
 * bench/results/*.json): the page rows from every run, the long tail from PGlite with the demo's 600
 * jobs, the search mix from PostgreSQL at 100,000 and at 1,000,000 jobs. Each row gives every run's
 * figure, and its verdict says in how many of the runs it is judged on the target was met: a target
 * counts as met only when it is met in all of them.
 */
import { otherWorkPct } from './cpu.ts';
import type { LcpPhaseResult } from './lcp.ts';
import type { PageWeight } from './page-weight.ts';
import { count, formatTable, kb, ms } from './report.ts';
import { type ScenarioResult, TARGETS } from './targets.ts';

/** The parts of a run's JSON report the table reads. */
export type RunReport = {
  startedAt: string;
  finishedAt: string;
  git: { commit: string | null; dirty: boolean | null };
  machine: {
    serverWorkers: number;
    cores: number;
    cpu: string;
    node: string;
    loadAverageBefore: number;
    /** Absent in runs made before it was measured. */
    machineBusyWhileIdlePct?: number | null;
  };
  options: { duration: number };
  database: { kind: 'postgres' | 'pglite'; version: string; jobs: number; extraJobs: number };
  ceilingRuns: { connections: number; reqPerSec: number }[];
  scenarios: ScenarioResult[];
  pageWeight: { pages: PageWeight[] };
  lcp: { pages: LcpPhaseResult[] };
};

/** What a row reads from one run: its figure as text, and whether it met the target (null: none). */
type Reading = { text: string; met: boolean | null };

type Row = {
  what: string;
  target: string;
  /** The runs the target is judged on (the others' figures are shown for comparison). */
  judgedOn: (run: RunReport) => boolean;
  judgedOnText: string;
  read: (run: RunReport) => Reading | null;
};

export function runLabel(run: RunReport): string {
  return `${run.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${count(run.database.jobs)} jobs`;
}

/** Requests a second as a whole number with thousands separators. */
const perSecond = (value: number) => count(Math.round(value));

const isDemoOnly = (run: RunReport) => run.database.extraJobs === 0;
const everyRun = () => true;

const ratioText = (s: ScenarioResult) => `${perSecond(s.reqPerSec)} req/s (${(s.ratio ?? 0).toFixed(3)}x)`;

function cachedPageRow(what: string, name: (n: string) => boolean, ratioTarget: number, p99Ms?: number): Row {
  return {
    what,
    target: `>= ${ratioTarget}x${p99Ms === undefined ? '' : `, p99 <= ${p99Ms} ms`}`,
    judgedOn: everyRun,
    judgedOnText: 'every run',
    read: (run) => {
      const s = run.scenarios.find((one) => one.pageCache === 'on' && name(one.name));
      if (!s) return null;
      const p99 = s.latencyMs.p99 ?? Number.POSITIVE_INFINITY;
      const met = (s.ratio ?? 0) >= ratioTarget && (p99Ms === undefined || p99 <= p99Ms);
      return { text: `${ratioText(s)}${p99Ms === undefined ? '' : `, p99 ${ms(s.latencyMs.p99)} ms`}`, met };
    },
  };
}

/** Throughput and p95 of a scenario. */
const rateText = (s: ScenarioResult) => `${perSecond(s.reqPerSec)} req/s, p95 ${ms(s.latencyMs.p95)} ms`;

/** A row without a target: a scenario's figure in every run that has it, for comparison. */
function shownRow(
  what: string,
  isScenario: (s: ScenarioResult) => boolean,
  text: (s: ScenarioResult) => string,
): Row {
  return {
    what,
    target: '-',
    judgedOn: everyRun,
    judgedOnText: '-',
    read: (run) => {
      const s = run.scenarios.find(isScenario);
      return s ? { text: text(s), met: null } : null;
    },
  };
}

/** The bare server sending a copy of one of our answers: how far the same bytes go without us. */
function copyRow(what: string, copyOf: string): Row {
  return shownRow(what, (s) => s.name.startsWith(`bare Fastify, a copy of ${copyOf} (`), ratioText);
}

/** A long tail with filters (no target in the issue; runs made before it have '-'). */
function filteredTailRow(what: string, api: string): Row {
  return shownRow(what, (s) => s.name === `${api} (long tail with filters)`, rateText);
}

function searchMixRow(connections: 20 | 50, jobs: number, p95TargetMs: number): Row {
  const isAt = (run: RunReport) =>
    jobs === TARGETS.searchTargetJobs
      ? run.database.jobs >= TARGETS.searchTargetJobs && run.database.jobs < TARGETS.searchTargetJobsLarge
      : run.database.jobs >= TARGETS.searchTargetJobsLarge;
  return {
    what: `search API mix without the public cache, ${count(jobs)} jobs, ${connections} conn.`,
    target: `p95 <= ${p95TargetMs} ms`,
    judgedOn: (run) => run.database.kind === 'postgres' && isAt(run),
    judgedOnText:
      jobs === TARGETS.searchTargetJobs
        ? `PostgreSQL with ${count(jobs)} to ${count(TARGETS.searchTargetJobsLarge - 1)} jobs`
        : `PostgreSQL with ${count(jobs)} jobs or more`,
    read: (run) => {
      const s = run.scenarios.find(
        (one) =>
          one.name.startsWith('job search API (mix, no list cache)') && one.connections === connections,
      );
      if (!s) return null;
      const p95 = s.latencyMs.p95 ?? Number.POSITIVE_INFINITY;
      return { text: rateText(s), met: p95 <= p95TargetMs };
    },
  };
}

const ROWS: Row[] = [
  {
    what: 'bare Fastify JSON hello-world (the ceiling)',
    target: '-',
    judgedOn: everyRun,
    judgedOnText: '-',
    read: (run) => {
      const rates = run.ceilingRuns.map((c) => c.reqPerSec);
      if (rates.length === 0) return null;
      return { text: `${perSecond(Math.min(...rates))}–${perSecond(Math.max(...rates))} req/s`, met: null };
    },
  },
  cachedPageRow(
    'anonymous job page, one job, 20 conn.',
    (n) => n.startsWith('job page, one job'),
    TARGETS.oneJobPageRatio,
    TARGETS.oneJobPageP99Ms,
  ),
  cachedPageRow(
    'anonymous job pages, a spread of 200 jobs',
    (n) => n.startsWith('job pages,'),
    TARGETS.spreadJobPagesRatio,
  ),
  cachedPageRow('home page', (n) => n.startsWith('home page'), TARGETS.homePageRatio),
  copyRow("(bare Fastify sending a copy of the job page's answer: the job page rows' reach)", 'a job page'),
  copyRow(
    "(bare Fastify sending a copy of the home page's answer: the home page row's reach)",
    'the home page',
  ),
  {
    what: 'job pages signed in (talent@), a spread of 200 jobs, 20 conn. (issue 36)',
    target: `>= ${TARGETS.signedInJobPagesRatio}x, p95 < ${TARGETS.signedInJobPagesP95Ms} ms`,
    judgedOn: (run) =>
      (run.database.kind === 'pglite' && isDemoOnly(run)) ||
      (run.database.kind === 'postgres' &&
        run.database.jobs >= TARGETS.searchTargetJobs &&
        run.database.jobs < TARGETS.searchTargetJobsLarge),
    judgedOnText: `PGlite with the 600 demo jobs and PostgreSQL with ${count(TARGETS.searchTargetJobs)} jobs`,
    read: (run) => {
      const s = run.scenarios.find((one) => one.name.startsWith('job pages signed in'));
      if (!s) return null;
      const p95 = s.latencyMs.p95 ?? Number.POSITIVE_INFINITY;
      return {
        text: `${ratioText(s)}, p50 ${ms(s.latencyMs.p50)}, p95 ${ms(s.latencyMs.p95)} ms`,
        met: (s.ratio ?? 0) >= TARGETS.signedInJobPagesRatio && p95 < TARGETS.signedInJobPagesP95Ms,
      };
    },
  },
  {
    what: 'uncached job page (cache off), one render',
    target: `<= 1 ms CPU, >= ${TARGETS.uncachedJobPageRatio}x`,
    judgedOn: everyRun,
    judgedOnText: 'every run',
    read: (run) => {
      const s = run.scenarios.find(
        (one) => one.pageCache === 'off' && one.name.startsWith('job page, one job'),
      );
      if (!s) return null;
      const cpuMs = s.cpu.serverMsPerRequest;
      const inProcess = run.database.kind === 'pglite' ? ' (database in the process)' : '';
      return {
        text: `${ms(cpuMs)} ms server CPU${inProcess}, ${ratioText(s)}`,
        met: cpuMs !== null && cpuMs <= 1 && (s.ratio ?? 0) >= TARGETS.uncachedJobPageRatio,
      };
    },
  },
  {
    what: 'jobs API, a long tail of distinct searches, 600 jobs',
    target: `>= ${count(TARGETS.longTailRps)} req/s, p95 <= ${TARGETS.longTailP95Ms} ms`,
    judgedOn: (run) => run.database.kind === 'pglite' && isDemoOnly(run),
    judgedOnText: 'PGlite with the 600 demo jobs',
    read: (run) => {
      const s = run.scenarios.find((one) => one.name.startsWith('job search API (long tail)'));
      if (!s) return null;
      const p95 = s.latencyMs.p95 ?? Number.POSITIVE_INFINITY;
      return { text: rateText(s), met: s.reqPerSec >= TARGETS.longTailRps && p95 <= TARGETS.longTailP95Ms };
    },
  },
  filteredTailRow('(jobs API, a long tail of searches with filters: no target)', 'job search API'),
  filteredTailRow('(facets API, the same searches: no target)', 'job facets API'),
  searchMixRow(20, TARGETS.searchTargetJobs, TARGETS.searchP95At20Ms),
  searchMixRow(50, TARGETS.searchTargetJobs, TARGETS.searchP95At50Ms),
  searchMixRow(20, TARGETS.searchTargetJobsLarge, TARGETS.searchP95At20MsAt1M),
  searchMixRow(50, TARGETS.searchTargetJobsLarge, TARGETS.searchP95At50MsAt1M),
  {
    what: '/jobs first-load JS',
    target: `<= ${TARGETS.jobsPageJsGzipBytes / 1000} KB gzip`,
    judgedOn: everyRun,
    judgedOnText: 'every run',
    read: (run) => {
      const page = run.pageWeight.pages.find((p) => p.path === '/jobs' && p.status === 200);
      return page
        ? { text: `${kb(page.js.gzip)} gzip`, met: page.js.gzip <= TARGETS.jobsPageJsGzipBytes }
        : null;
    },
  },
  {
    what: 'job page LCP, Chromium mobile profile (cached / rendered)',
    target: `<= ${TARGETS.jobPageLcpMs / 1000} s`,
    judgedOn: everyRun,
    judgedOnText: 'every run',
    read: (run) => {
      const visits = run.lcp.pages.filter((p) => p.label === 'job page');
      if (visits.length === 0) return null;
      const values = visits.map((p) => p.medianLcpMs);
      return {
        text: values.map((v) => (v === null ? 'not measured' : `${ms(v)} ms`)).join(' / '),
        met: values.every((v) => v !== null && v <= TARGETS.jobPageLcpMs),
      };
    },
  },
];

/** The verdict of one row over the runs it is judged on. */
function verdict(row: Row, runs: RunReport[]): string {
  const judged = runs.filter(row.judgedOn).map((run) => row.read(run));
  const measured = judged.filter((reading): reading is Reading => reading !== null && reading.met !== null);
  if (row.target === '-') return '';
  if (measured.length === 0) return `NOT MEASURED (judged on ${row.judgedOnText})`;
  const metIn = measured.filter((reading) => reading.met).length;
  const where = row.judgedOnText === 'every run' ? '' : ` (judged on ${row.judgedOnText})`;
  return metIn === measured.length
    ? `met${measured.length > 1 ? ` in all ${measured.length} runs` : ''}${where}`
    : `MISSED in ${measured.length - metIn} of ${measured.length} run${measured.length > 1 ? 's' : ''}${where}`;
}

/**
 * Other work on the machine during a run: its CPU while the bench idled before the scenarios, and
 * the most any scenario saw beside the server, PostgreSQL and the client (% of one core).
 */
function otherWork(run: RunReport): string {
  const idle = run.machine.machineBusyWhileIdlePct;
  const during = run.scenarios
    .map((s) => otherWorkPct(s.cpu, run.machine.cores))
    .filter((pct): pct is number => pct !== null);
  const idleText = idle === undefined || idle === null ? '' : `${idle}% of the machine while idle, `;
  return `${idleText}at most ${during.length > 0 ? Math.round(Math.max(...during)) : '?'}% of a core during a scenario`;
}

/** The table as text: the runs (date, commit, machine), then one line per row of the issue. */
export function formatIssueTable(runs: RunReport[]): string {
  const out: string[] = [
    "Issue 11's table (figures not asserted; a target is met when it is met in every run it is judged on):",
  ];
  for (const [index, run] of runs.entries()) {
    const commit = `${run.git.commit?.slice(0, 7) ?? '?'}${run.git.dirty ? ' + uncommitted changes' : ''}`;
    out.push(
      `  run ${index + 1}: ${runLabel(run)} (${run.database.version}), ${run.machine.serverWorkers === 1 ? 'one server process' : `${run.machine.serverWorkers} server processes`}, ${run.startedAt} to ${run.finishedAt}, commit ${commit}, ${run.options.duration} s a scenario, other work: ${otherWork(run)}`,
    );
  }
  const first = runs[0];
  if (first)
    out.push(`  machine: ${first.machine.cores} cores (${first.machine.cpu}), Node ${first.machine.node}`);
  out.push('');
  out.push(
    formatTable(
      ['what', ...runs.map(runLabel), 'target', 'verdict'],
      ROWS.map((row) => [
        row.what,
        ...runs.map((run) => row.read(run)?.text ?? '-'),
        row.target,
        verdict(row, runs),
      ]),
      ['left', ...runs.map(() => 'left' as const), 'left', 'left'],
    ),
  );
  return out.join('\n');
}
