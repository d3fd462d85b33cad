/**
 * Global setup of the e2e project: the browser journeys run against the PRODUCTION server, as users
 * get it. Builds the web app once (skipped while build/ is newer than the sources), starts
 * `node server/main.ts` on a free port with a fresh data directory (so it seeds demo data into
 * PGlite), waits for /readyz, hands the base URL to the tests (`inject('baseUrl')`) and stops the
 * server at teardown. The server delivers its mail over real SMTP to a capture server started here;
 * each received mail is written as JSON to a directory the tests read (`tests/e2e/mailbox.ts`).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from '../helpers/chromium.ts';
import { type CapturedMail, startSmtpCapture } from '../helpers/smtp-capture.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the e2e server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** Where the mails the e2e server sent are written, one JSON file (a CapturedMail) each. */
    mailDir: string;
    /** Everything the e2e server wrote (stdout and stderr, pino JSON at LOG_LEVEL=info), for the log scan. */
    serverLogFile: string;
    /** Where journeys note secrets they saw (session cookies), one file per browser, for the log scan. */
    secretsDir: string;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILD_SERVER_ENTRY = path.join(ROOT, 'build', 'server', 'index.js');
/** Whatever changes the built output: the web app, the shared domain code, static files, build config. */
const BUILD_INPUTS = ['web', 'domain', 'public', 'vite.config.ts', 'react-router.config.ts'];
const READY_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 15_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing (${CHROMIUM_PATH}); the e2e tests drive Debian's Chromium.\n` +
        'Install it with: apt-get update && apt-get install -y chromium',
    );
  }
  await withBuildLock(buildWebAppIfStale);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-e2e-data-'));
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-e2e-mail-'));
  // The run's log and the secrets seen in it: tests/e2e/zz-logs.spec.ts checks that none is in the log.
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-e2e-logs-'));
  const serverLogFile = path.join(logDir, 'server.log');
  const secretsDir = path.join(logDir, 'secrets');
  fs.mkdirSync(secretsDir);
  let mailCount = 0;
  const smtp = await startSmtpCapture({
    onMail(mail: CapturedMail) {
      mailCount += 1;
      const name = `${String(mailCount).padStart(5, '0')}.json`;
      // Written under a temporary name, then renamed: a reader never sees half a file.
      fs.writeFileSync(path.join(mailDir, `.${name}`), JSON.stringify(mail));
      fs.renameSync(path.join(mailDir, `.${name}`), path.join(mailDir, name));
    },
  });
  const port = await getPort({ host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer({ port, dataDir, smtpUrl: smtp.url, logFile: serverLogFile });
  const started = Date.now();
  const cleanUp = async () => {
    await stopServer(server.child);
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(mailDir, { recursive: true, force: true });
    fs.rmSync(logDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, baseUrl);
    process.stdout.write(
      `[e2e] server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('serverLogFile', serverLogFile);
  project.provide('secretsDir', secretsDir);

  return cleanUp;
}

const BUILD_LOCK = path.join(ROOT, '.e2e-build.lock');
const BUILD_LOCK_STALE_MS = 10 * 60_000;

/**
 * Two e2e runs started at once (two terminals, two agents) must not build into `build/` together:
 * the first takes a lock directory, the others wait for it (a lock older than 10 minutes is stale).
 */
export async function withBuildLock(build: () => void): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(BUILD_LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > BUILD_LOCK_STALE_MS) fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    build();
  } finally {
    fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildWebAppIfStale(): void {
  if (fs.existsSync(BUILD_SERVER_ENTRY)) {
    const builtAt = fs.statSync(BUILD_SERVER_ENTRY).mtimeMs;
    const sourcesAt = Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(ROOT, input))));
    if (builtAt > sourcesAt) return;
  }
  process.stdout.write('[build] building the web app (npx react-router build)...\n');
  const started = Date.now();
  // NODE_ENV=production: vitest sets NODE_ENV=test, which would give a development React bundle.
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`[build] 'npx react-router build' failed (exit code ${result.status ?? result.signal}).`);
  }
  process.stdout.write(`[build] built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Node 24 from the project (the system node may be older and cannot run .ts files). */
function projectNode(): string {
  const local = path.join(ROOT, 'node_modules', '.bin', 'node');
  return fs.existsSync(local) ? local : process.execPath;
}

type RunningServer = { child: ChildProcess; output: string[]; exit: Promise<number | null> };

function startServer(options: {
  port: number;
  dataDir: string;
  smtpUrl: string;
  /** Receives the server's whole output, byte for byte. */
  logFile: string;
}): RunningServer {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // Nothing from the test runner or a developer's database settings leaks into the server.
    if (key.startsWith('VITEST') || key === 'DATABASE_URL' || key === 'SEED_DEMO_DATA') continue;
    // No PUBLIC_URL: links, checkouts and structured data must follow the port it listens on.
    if (key === 'PUBLIC_URL') continue;
    if (key.startsWith('SMTP_') || key.startsWith('OAUTH_')) continue;
    env[key] = value;
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SMTP_URL: options.smtpUrl,
    // Every journey comes from 127.0.0.1: one client as far as per-client rate limits can tell.
    RATE_LIMIT_FACTOR: '20',
    // Info: the access log (every URL) is part of what the log scan checks.
    LOG_LEVEL: 'info',
    DIGEST_RUN_ROUTE: 'true',
    // Teardown stops the server at once: no load balancer to wait for.
    SHUTDOWN_READINESS_DELAY_MS: '0',
  });
  const child = spawn(projectNode(), ['server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const partial = { stdout: '', stderr: '' };
  const collect = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    fs.appendFileSync(options.logFile, chunk);
    // A chunk may end inside a line: the rest waits for the next chunk.
    const lines = (partial[stream] + chunk.toString('utf8')).split('\n');
    partial[stream] = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 200) output.shift();
      // Warnings and errors (pino JSON of level 40 and up, stack traces on stderr) belong beside a
      // failing test; the access log and the start banner do not.
      if (stream === 'stderr' || isWarningOrWorse(line)) process.stderr.write(`[e2e server] ${line}\n`);
    }
  };
  child.stdout?.on('data', collect('stdout'));
  child.stderr?.on('data', collect('stderr'));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exit };
}

function isWarningOrWorse(line: string): boolean {
  if (!line.startsWith('{')) return false;
  try {
    return Number((JSON.parse(line) as { level?: unknown }).level) >= 40;
  } catch {
    return true;
  }
}

async function waitUntilReady(server: RunningServer, baseUrl: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void server.exit.then((code) => {
    exitCode = code;
  });
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(
        `[e2e] the server exited (code ${exitCode}) before it was ready. Its output:\n${server.output.join('\n')}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastProblem = `/readyz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `[e2e] the server was not ready within ${READY_TIMEOUT_MS / 1000} s (${lastProblem}). Its output:\n` +
      server.output.join('\n'),
  );
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
