/**
 * `npm run bench -- --all`: every run issue 11's table needs, one after the other in this one
 * command (each a whole `npm run bench` of its own in a child process, with its own fresh database,
 * servers, report and JSON file), then the table of the issue's rows over all of them
 * (issue-table.ts). `--table FILE…` prints that table again from JSON files already written.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { formatIssueTable, type RunReport } from './issue-table.ts';
import type { BenchOptions } from './options.ts';

/** The runs, in order: the page rows and JS/LCP in each, the long tail on PGlite, the mix at scale. */
export const ISSUE_RUNS: readonly (readonly string[])[] = [
  ['--db', 'postgres'],
  ['--db', 'pglite'],
  ['--db', 'postgres', '--jobs', '100000'],
  ['--db', 'postgres', '--jobs', '1000000'],
];

let running: ReturnType<typeof spawn> | null = null;

/** Stops the run in progress (Ctrl-C): the child cleans up its own servers and database. */
export function stopRunningChild(): void {
  running?.kill('SIGTERM');
}

/** One whole bench run in a child process, its output passed through; resolves to its JSON file. */
function runOne(script: string, args: readonly string[], options: BenchOptions, log: (line: string) => void) {
  const childArgs = [...args, '--duration', String(options.duration), ...(options.quick ? ['--quick'] : [])];
  log(`run: npm run bench -- ${childArgs.join(' ')}`);
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...childArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
    running = child;
    let jsonFile: string | null = null;
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      process.stdout.write(`${line}\n`);
      const written = /^JSON: (.+)$/.exec(line);
      if (written?.[1]) jsonFile = written[1];
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      running = null;
      if (code === 0 && jsonFile) resolve(jsonFile);
      else reject(new Error(`npm run bench -- ${childArgs.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Reads the runs' JSON reports (paths relative to the project root or absolute). */
export async function readRunReports(root: string, files: readonly string[]): Promise<RunReport[]> {
  return Promise.all(
    files.map(async (file) => {
      return JSON.parse(await fs.readFile(path.resolve(root, file), 'utf8')) as RunReport;
    }),
  );
}

/** Makes every run (`--all`) and prints the table; returns the JSON files, in order. */
export async function runAll(
  root: string,
  script: string,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<string[]> {
  const files: string[] = [];
  for (const [index, args] of ISSUE_RUNS.entries()) {
    log(`--all: run ${index + 1} of ${ISSUE_RUNS.length}`);
    files.push(await runOne(script, args, options, log));
  }
  process.stdout.write(`\n${formatIssueTable(await readRunReports(root, files))}\n`);
  process.stdout.write(`\nRuns: ${files.join(', ')}\n`);
  return files;
}
