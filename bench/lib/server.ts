/** The production server as a child process on a free loopback port. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import getPort from 'get-port';

export type BenchServer = {
  baseUrl: string;
  pid: number;
  /** Log lines at warn level or above (pino JSON) seen so far, and the last few output lines. */
  logStats(): {
    warnings: number;
    errors: number;
    warningMessages: Record<string, number>;
    errorMessages: Record<string, number>;
    tail: string[];
  };
  stop(): Promise<void>;
  /** Synchronous last resort (process 'exit'): SIGKILL if still running. */
  killNow(): void;
};

const TAIL_LINES = 40;

/**
 * The gist of a pino JSON warning or error line: err.message (pino appends the causes, e.g. drizzle's "Failed
 * query: <sql> params: …: <driver error>"), else msg; long ones keep their start and their end.
 */
function logMessage(line: string): string {
  let message = line;
  try {
    const entry = JSON.parse(line) as { msg?: unknown; err?: { message?: unknown } };
    message = String(entry.err?.message ?? entry.msg ?? line);
  } catch {
    // not JSON: the raw line
  }
  message = message.replace(/\s+/g, ' ').trim();
  // drizzle: "Failed query: <sql> params: <values>: <cause>": group by the query's start and the cause.
  if (message.startsWith('Failed query: ')) {
    return `${message.slice(0, 60)} … : ${message.slice(message.lastIndexOf(': ') + 2).slice(0, 160)}`;
  }
  return message.length > 220 ? `${message.slice(0, 70)} … ${message.slice(-140)}` : message;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function startServer(options: {
  root: string;
  dataDir: string;
  databaseUrl: string | undefined;
  readyTimeoutMs: number;
  /** The script to run (default: server/main.ts, the app). */
  script?: string;
  /** More environment (e.g. PAGE_CACHE=off). */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const port = await getPort({ host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    SEED_DEMO_DATA: 'false',
    DATA_DIR: options.dataDir,
    // Restarts between phases need no load balancer grace period.
    SHUTDOWN_READINESS_DELAY_MS: '0',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  const child: ChildProcess = spawn(
    process.execPath,
    [options.script ?? path.join(options.root, 'server', 'main.ts')],
    {
      cwd: options.root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const tail: string[] = [];
  let warnings = 0;
  let errors = 0;
  /** Distinct warning and error messages (bounded) and how often each was logged. */
  const warningMessages: Record<string, number> = {};
  const errorMessages: Record<string, number> = {};
  const countMessage = (messages: Record<string, number>, line: string) => {
    const message = logMessage(line);
    if (message in messages || Object.keys(messages).length < 10) {
      messages[message] = (messages[message] ?? 0) + 1;
    }
  };
  /**
   * The app's start banner: printed once every worker serves (a cluster starts them one after
   * another). Another script (the hello-world) prints none.
   */
  let isBannerShown = options.script !== undefined;
  const onLine = (line: string) => {
    if (line.includes('Nordhub is running on')) isBannerShown = true;
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
    const level = /"level":(\d+)/.exec(line)?.[1];
    if (level === '40') {
      warnings++;
      countMessage(warningMessages, line);
    } else if (level !== undefined && Number(level) >= 50) {
      errors++;
      countMessage(errorMessages, line);
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on('line', onLine);
  }
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitPromise = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });

  const server: BenchServer = {
    baseUrl,
    pid: child.pid ?? 0,
    logStats: () => ({
      warnings,
      errors,
      warningMessages: { ...warningMessages },
      errorMessages: { ...errorMessages },
      tail: [...tail],
    }),
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exitPromise;
      clearTimeout(timer);
    },
    killNow() {
      if (!exited) child.kill('SIGKILL');
    },
  };

  // Ready = /readyz answers 200 (database reachable) and the banner says every worker serves.
  // Bounded: a server that does not come up fails.
  const deadline = Date.now() + options.readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok && isBannerShown) return server;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await server.stop();
  const state = exited as { code: number | null; signal: NodeJS.Signals | null } | null;
  const why = state
    ? `exited (${state.signal ?? `code ${state.code}`})`
    : `not ready after ${options.readyTimeoutMs / 1000} s`;
  throw new Error(`server ${why}. Last output:\n${tail.join('\n')}`);
}
