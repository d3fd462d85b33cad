/**
 * `npm test`: everything a user needs green, in order, stopping at the first failure:
 * prepare → typecheck → lint → dependency rules → unit + API tests → fault tests → end-to-end tests
 * (Chromium). "prepare" installs what the tests need from the machine when it is missing and it can
 * (scripts/test-prerequisites.ts), and under CI=true starts the local PostgreSQL for the API tests.
 * `--prepare-only` runs that step alone; `--dry-run` with it says what it would install or start.
 * Streams each step's output, then prints a summary table with durations and the closing line
 * `Tests: N passed, N failed` (vitest's counts, read from its JSON report).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, ensurePrerequisites, prepareTestDatabase } from './test-prerequisites.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const dryRun = process.argv.includes('--dry-run');
const prepareOnly = dryRun || process.argv.includes('--prepare-only');

type Command = { program: string; args: string[] };
type Step = {
  name: string;
  commands: Command[];
  /** Runs before the commands; a returned message fails the step. */
  action?: () => Promise<string | undefined>;
  /** Checked before the commands run; a returned message fails the step. */
  precondition?: () => string | undefined;
  /** Where vitest writes its JSON report, for the test counts. */
  jsonReport?: string;
};
type StepResult = Counts & {
  name: string;
  status: 'passed' | 'failed' | 'not run';
  ms: number;
  detail?: string;
};

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-test-'));

function vitestStep(name: string, projects: string[], reportName: string): Step {
  const jsonReport = path.join(reportDir, reportName);
  return {
    name,
    jsonReport,
    commands: [
      {
        program: 'npx',
        args: [
          'vitest',
          'run',
          ...projects.flatMap((p) => ['--project', p]),
          '--reporter=default',
          '--reporter=json',
          `--outputFile=${jsonReport}`,
        ],
      },
    ],
  };
}

/** Installs what is missing (or says how), then picks the API tests' PostgreSQL for every later step. */
async function prepare(): Promise<string | undefined> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const problem = await ensurePrerequisites({
    log,
    dryRun,
    run: (command) => run(command, { DEBIAN_FRONTEND: 'noninteractive' }),
  });
  if (problem) return problem;
  const database = await prepareTestDatabase(process.env, { log, dryRun });
  if (database.problem) return database.problem;
  if (database.url) process.env.TEST_DATABASE_URL = database.url;
  return undefined;
}

const PREPARE: Step = { name: 'prepare', commands: [], action: prepare };

const STEPS: Step[] = [
  PREPARE,
  {
    name: 'typecheck',
    commands: [
      { program: 'npx', args: ['react-router', 'typegen'] },
      { program: 'npx', args: ['tsc', '-p', '.'] },
    ],
  },
  // Warnings fail too: an unused import once hid a route that was never registered.
  { name: 'lint', commands: [{ program: 'npx', args: ['biome', 'check', '--error-on-warnings', '.'] }] },
  { name: 'dependency rules', commands: [{ program: 'node', args: ['scripts/check-deps.ts'] }] },
  vitestStep('unit + api tests', ['unit', 'api'], 'unit-api.json'),
  // SIGTERM under load and PostgreSQL stopped/started, against a real server process (alone: they
  // measure timings and log volume).
  vitestStep('fault tests', ['fault'], 'fault.json'),
  {
    ...vitestStep('e2e tests', ['e2e'], 'e2e.json'),
    precondition: () =>
      fs.existsSync(CHROMIUM_PATH)
        ? undefined
        : `Chromium is missing (${CHROMIUM_PATH}). Install it with: apt-get install -y chromium`,
  },
];

/** Node 24 and the project's tools first on PATH, whoever started this script. */
function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}` };
}

/** `npx tool` runs the project's own node_modules/.bin/tool directly: same program, no npx start-up. */
function resolveCommand(command: Command): Command {
  const [tool, ...rest] = command.args;
  if (command.program === 'npx' && tool && fs.existsSync(path.join(BIN, tool))) {
    return { program: path.join(BIN, tool), args: rest };
  }
  return command;
}

function run(command: Command, extraEnv: NodeJS.ProcessEnv = {}): Promise<number> {
  const { program, args } = resolveCommand(command);
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: ROOT, stdio: 'inherit', env: childEnv(extraEnv) });
    child.on('error', (error) => {
      process.stderr.write(`could not start ${program}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

type Counts = {
  passed: number;
  failed: number;
  byBackend?: Record<string, number>;
  /** The failed tests, as `file › name: first line of the failure`, for the summary. */
  failures?: string[];
};

type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name?: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; status?: string; failureMessages?: string[] }[];
  }[];
};

/** Vitest's totals, plus passed API tests per database engine (their names end in `[pglite]` etc.). */
function readCounts(jsonReport: string | undefined): Counts {
  if (!jsonReport || !fs.existsSync(jsonReport)) return { passed: 0, failed: 0 };
  try {
    const report = JSON.parse(fs.readFileSync(jsonReport, 'utf8')) as VitestReport;
    const byBackend: Record<string, number> = {};
    const failures: string[] = [];
    for (const file of report.testResults ?? []) {
      const fileName = path.relative(ROOT, file.name ?? '');
      for (const test of file.assertionResults ?? []) {
        const backend = /\[(pglite|postgres)\]/.exec(test.fullName ?? '')?.[1];
        if (backend && test.status === 'passed') byBackend[backend] = (byBackend[backend] ?? 0) + 1;
        if (test.status === 'failed') {
          failures.push(`${fileName} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
        }
      }
      // A file that failed outside its tests (an import error, a hook that threw).
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failures.push(`${fileName}: ${firstLine(file.message)}`);
      }
    }
    return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, byBackend, failures };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

/** A failure message's first non-empty line, without colour codes, cut at 300 characters. */
function firstLine(message: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ANSI colour codes are what is removed.
  const plain = (message ?? '').replace(/\x1b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.trim()) ?? '(no message)';
  return line.trim().slice(0, 300);
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function banner(text: string): void {
  process.stdout.write(`\n\x1b[1m▶ ${text}\x1b[0m\n`);
}

async function runStep(step: Step): Promise<StepResult> {
  const started = Date.now();
  const problem = step.precondition?.() ?? (await step.action?.());
  if (problem) {
    process.stderr.write(`${problem}\n`);
    return {
      name: step.name,
      status: 'failed',
      ms: Date.now() - started,
      passed: 0,
      failed: 0,
      detail: problem,
    };
  }
  for (const command of step.commands) {
    const line = [command.program, ...command.args].join(' ');
    process.stdout.write(`$ ${line}\n`);
    const code = await run(command);
    if (code !== 0) {
      const counts = readCounts(step.jsonReport);
      return {
        name: step.name,
        status: 'failed',
        ms: Date.now() - started,
        ...counts,
        detail: `'${line}' exited with code ${code}`,
      };
    }
  }
  return { name: step.name, status: 'passed', ms: Date.now() - started, ...readCounts(step.jsonReport) };
}

function printSummary(results: StepResult[], totalMs: number): void {
  const rows = results.map((r) => [
    r.name,
    r.status,
    r.status === 'not run' ? '' : formatSeconds(r.ms),
    r.passed || r.failed ? `${r.passed} passed, ${r.failed} failed` : '',
  ]);
  const header = ['step', 'result', 'time', 'tests'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  process.stdout.write(`\nSummary\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const row of rows) process.stdout.write(`${format(row)}\n`);
  process.stdout.write(
    `${'total'.padEnd(widths[0] ?? 0)}  ${''.padEnd(widths[1] ?? 0)}  ${formatSeconds(totalMs)}\n`,
  );
  for (const result of results) {
    const engines = Object.entries(result.byBackend ?? {});
    if (engines.length === 0) continue;
    const list = engines.map(([engine, count]) => `${count} passed on ${engine}`).join(', ');
    process.stdout.write(`API tests by database (${result.name}): ${list}\n`);
  }
  // Named here as well as in vitest's output, so the run's last lines say what failed.
  for (const result of results) {
    if (!result.failures?.length) continue;
    process.stdout.write(`\nFailed in ${result.name}:\n`);
    for (const failure of result.failures) process.stdout.write(`  ✗ ${failure}\n`);
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const results: StepResult[] = [];
  let failedStep: StepResult | undefined;
  for (const step of prepareOnly ? [PREPARE] : STEPS) {
    if (failedStep) {
      results.push({ name: step.name, status: 'not run', ms: 0, passed: 0, failed: 0 });
      continue;
    }
    banner(step.name);
    const result = await runStep(step);
    results.push(result);
    if (result.status === 'failed') failedStep = result;
  }
  fs.rmSync(reportDir, { recursive: true, force: true });

  printSummary(results, Date.now() - started);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  // A failed step with no failed test in it (typecheck, lint, a crashed run) counts as one failure,
  // so the closing line never reads green when the run was red.
  const failed = results.reduce(
    (sum, r) => sum + (r.failed > 0 ? r.failed : r.status === 'failed' ? 1 : 0),
    0,
  );
  if (failedStep) {
    process.stdout.write(
      `\nFAILED at step '${failedStep.name}': ${failedStep.detail ?? 'see the output above'}\n`,
    );
  } else {
    process.stdout.write(prepareOnly ? '\nPrepared; no tests were run.\n' : '\nAll steps passed.\n');
  }
  process.stdout.write(`Tests: ${passed} passed, ${failed} failed\n`);
  return failedStep ? 1 : 0;
}

process.exitCode = await main();
