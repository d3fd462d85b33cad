/**
 * `node server/main.ts` as a child process, the way production runs it (the built pages, a real
 * listener, signals), for the fault tests: its output is kept line by line with the time each line
 * arrived, so a test can measure what the server logged during a window.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nothing listens on at 127.0.0.1 (get-port also holds it back from its other callers for a while). */
export const findFreePort = (): Promise<number> => getPort({ host: '127.0.0.1' });

export type OutputLine = { at: number; stream: 'stdout' | 'stderr'; text: string; bytes: number };
export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type ServerProcess = {
  baseUrl: string;
  pid: number;
  /** Every line written so far, in order. */
  lines: OutputLine[];
  /** Resolves when the process has exited. */
  exited: Promise<ExitInfo>;
  /** The exit, once it happened. */
  exitInfo(): ExitInfo | null;
  /** Resolves when a written line matches, or rejects after `timeoutMs`. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<OutputLine>;
  signal(name: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after `timeoutMs` if still running. */
  stop(timeoutMs?: number): Promise<ExitInfo>;
  /** The last lines, for a failing assertion's message. */
  tail(count?: number): string;
};

/** Node 24 from the project (the system node may be older and cannot run .ts files). */
function projectNode(): string {
  const local = path.join(ROOT, 'node_modules', '.bin', 'node');
  return fs.existsSync(local) ? local : process.execPath;
}

/**
 * Starts the server with `env` (over the test runner's, cleaned). `command`: what runs it, from the
 * project's root; `node server/main.ts` unless given (e.g. `npm start`, as a user runs it).
 */
export async function startServerProcess(
  env: Record<string, string>,
  command: { program: string; args: string[] } = { program: projectNode(), args: ['server/main.ts'] },
): Promise<ServerProcess> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // Nothing from the test runner or a developer's settings leaks into the server.
    if (key.startsWith('VITEST') || key === 'DATABASE_URL' || key === 'SEED_DEMO_DATA') continue;
    if (key.startsWith('SMTP_') || key.startsWith('OAUTH_') || key.startsWith('SHUTDOWN_')) continue;
    if (key.startsWith('S3_') || key === 'STORAGE' || key === 'MAIL_TRANSPORT') continue;
    childEnv[key] = value;
  }
  Object.assign(childEnv, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    ...env,
  });
  const child: ChildProcess = spawn(command.program, command.args, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: OutputLine[] = [];
  const waiters = new Set<{ pattern: RegExp; resolve: (line: OutputLine) => void }>();
  const collect = (stream: 'stdout' | 'stderr') => (text: string) => {
    const line: OutputLine = { at: Date.now(), stream, text, bytes: Buffer.byteLength(text) + 1 };
    lines.push(line);
    for (const waiter of waiters) {
      if (waiter.pattern.test(text)) {
        waiters.delete(waiter);
        waiter.resolve(line);
      }
    }
  };
  if (child.stdout) readline.createInterface({ input: child.stdout }).on('line', collect('stdout'));
  if (child.stderr) readline.createInterface({ input: child.stderr }).on('line', collect('stderr'));
  let exit: ExitInfo | null = null;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: Date.now() };
      resolve(exit);
    });
  });
  const kill = () => {
    if (exit === null) child.kill('SIGKILL');
  };
  process.on('exit', kill);
  void exited.then(() => process.off('exit', kill));

  const tail = (count = 30) =>
    lines
      .slice(-count)
      .map((line) => line.text)
      .join('\n');

  return {
    baseUrl,
    pid: child.pid ?? 0,
    lines,
    exited,
    exitInfo: () => exit,
    waitForLine(pattern, timeoutMs) {
      const found = lines.find((line) => pattern.test(line.text));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { pattern, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (!waiters.delete(waiter)) return;
          reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms. Last lines:\n${tail()}`));
        }, timeoutMs);
      });
    },
    signal(name) {
      child.kill(name);
    },
    async stop(timeoutMs = 20_000) {
      if (exit) return exit;
      child.kill('SIGTERM');
      const timer = setTimeout(kill, timeoutMs);
      const info = await exited;
      clearTimeout(timer);
      return info;
    },
    tail,
  };
}

/** Polls `probe` until it returns true, or throws after `timeoutMs` with `describe()` in the message. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  describe: () => string,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
