import cluster, { type Worker } from 'node:cluster';
import type { Env } from './env.ts';
import { BROADCAST_TIMEOUT_MS, PAGE_CACHE_MESSAGES } from './http/page-cache-sync.ts';

/**
 * Several worker processes on PostgreSQL (issue 11 scope 3, WEB_CONCURRENCY): this primary process
 * serves nothing itself. It starts the workers (node:cluster: they share the listening port, the
 * primary hands each new connection to the next worker), relays the page cache purges between them
 * (page-cache-sync.ts), restarts a worker that dies (with backoff), and on SIGTERM/SIGINT passes the
 * signal on to every worker, which shuts down as a single process does (readiness 503, drain,
 * exit 0), and exits 0 when all of them did.
 *
 * Every worker boots the same way (wait for the database, migrations under an advisory lock, demo
 * data under another), and listens once that is done; only worker 1, at the server's start, listens
 * first, so /healthz answers while the database is awaited (see `fork`). The other workers are
 * started once worker 1 serves: started together, one could finish its boot first, and worker 1,
 * still booting, would then take its share of the connections only to answer them 503 "starting"
 * (seen under load on a busy machine). Worker 1 alone runs the
 * scheduled work and the mail queue (NORDHUB_WORKER_INDEX=1), so per instance there is one pg-boss
 * worker and one mail poller.
 * Shared state lives in the database (sessions, sign-in failures, captcha replays, view counts, the
 * page cache's generation, rate limits: ADR 026).
 */

/** worker → primary: the worker serves (after its boot), with the port it listens on. */
export const READY_MESSAGE = 'nordhub:ready';

type Message = { type?: unknown; id?: unknown; port?: unknown; banner?: unknown };

const RESTART_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];
/** A worker that served this long before dying restarts at once (its crash was not a loop). */
const STABLE_MS = 60_000;

export function runPrimary(env: Env, options: { entry: string; banner: (port: number) => string }): void {
  const count = env.WEB_CONCURRENCY;
  const workers = new Map<number, Worker>();
  /** Workers whose boot finished (the banner waits for all of them). */
  const ready = new Set<Worker>();
  /** Workers that answer page cache purges (they joined before serving anything). */
  const purgeable = new Set<Worker>();
  const startedAt = new Map<Worker, number>();
  const crashes = new Map<number, number>();
  let isShuttingDown = false;
  let forwardedSignal = null as NodeJS.Signals | null;
  /** Workers that served at some point (their boot finished). */
  const served = new WeakSet<Worker>();
  let isUp = false;
  /** Workers 2…count, started once worker 1 serves (see above). */
  let areOthersStarted = count === 1;
  let exitCode = 0;

  cluster.setupPrimary({ exec: options.entry, args: process.argv.slice(2) });
  const log = (text: string) =>
    process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: text })}\n`);
  const logError = (text: string, details: object = {}) =>
    process.stderr.write(
      `${JSON.stringify({ level: 50, time: Date.now(), pid: process.pid, ...details, msg: text })}\n`,
    );

  /**
   * `isFirstStart`: the server's start, not a restart. Worker 1 then listens during its boot (so
   * /healthz answers while the database is awaited); every other worker, and every restarted one,
   * listens only once it serves: the primary hands connections to every listening worker, and one
   * still booting would answer them 503 while the others serve.
   */
  const fork = (index: number, isFirstStart: boolean) => {
    const worker = cluster.fork({
      NORDHUB_WORKER_INDEX: String(index),
      NORDHUB_WORKER_LISTENS_DURING_BOOT: String(isFirstStart && index === 1),
    });
    workers.set(index, worker);
    startedAt.set(worker, Date.now());
    worker.on('message', (message: Message) => onMessage(worker, index, message));
    worker.on('exit', (code, signal) => onExit(worker, index, code, signal as NodeJS.Signals | null));
  };

  const onMessage = (worker: Worker, index: number, message: Message) => {
    if (message?.type === READY_MESSAGE) {
      ready.add(worker);
      served.add(worker);
      if (!areOthersStarted && !isShuttingDown) {
        areOthersStarted = true;
        for (let other = 2; other <= count; other++) fork(other, true);
      }
      if (!isUp && ready.size === count) {
        isUp = true;
        const port = typeof message.port === 'number' ? message.port : env.PORT;
        process.stdout.write(options.banner(port));
      }
      crashes.set(index, 0);
      return;
    }
    if (message?.type === PAGE_CACHE_MESSAGES.join) {
      purgeable.add(worker);
      return;
    }
    if (message?.type === PAGE_CACHE_MESSAGES.invalidate) {
      void purgeOthers(worker).then(() => {
        if (worker.isConnected()) worker.send({ type: PAGE_CACHE_MESSAGES.done, id: message.id });
      });
    }
  };

  /** Empties the page cache of every other serving worker; resolves when all answered (or timed out). */
  let nextPurge = 1;
  const purgeOthers = (from: Worker) =>
    new Promise<void>((resolve) => {
      const id = nextPurge++;
      const waiting = new Set([...purgeable].filter((worker) => worker !== from && worker.isConnected()));
      if (waiting.size === 0) return resolve();
      const finish = () => {
        clearTimeout(timer);
        for (const worker of waiting) worker.off('message', onAck);
        resolve();
      };
      const timer = setTimeout(finish, BROADCAST_TIMEOUT_MS);
      const onAck = function (this: Worker, message: Message) {
        if (message?.type !== PAGE_CACHE_MESSAGES.ack || message.id !== id) return;
        waiting.delete(this);
        this.off('message', onAck);
        if (waiting.size === 0) finish();
      };
      for (const worker of waiting) {
        worker.on('message', onAck);
        worker.send({ type: PAGE_CACHE_MESSAGES.purge, id }, undefined, (error) => {
          if (error) {
            waiting.delete(worker);
            if (waiting.size === 0) finish();
          }
        });
      }
    });

  const onExit = (worker: Worker, index: number, code: number | null, signal: NodeJS.Signals | null) => {
    ready.delete(worker);
    purgeable.delete(worker);
    if (workers.get(index) === worker) workers.delete(index);
    if (isShuttingDown) {
      // The primary's exit code says whether every worker drained cleanly. A worker the signal
      // reached while it was still loading (before its handlers) had nothing to drain.
      const diedLoading = signal !== null && signal === forwardedSignal && !served.has(worker);
      if (code !== 0 && !diedLoading) exitCode = 1;
      if (workers.size === 0) {
        log(`all workers stopped; exiting ${exitCode}`);
        process.exit(exitCode);
      }
      return;
    }
    if (!isUp) {
      // A worker that dies before the server ever served is a failed start, not a crash to retry.
      logError('a worker failed to start; stopping', { worker: index, code, signal });
      shutdown('SIGTERM', 1);
      return;
    }
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    const attempt = lived > STABLE_MS ? 0 : (crashes.get(index) ?? 0);
    crashes.set(index, attempt + 1);
    const delayMs = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)] ?? 30_000;
    logError('worker died; restarting it', { worker: index, code, signal, restartInMs: delayMs });
    setTimeout(() => {
      if (!isShuttingDown) fork(index, false);
    }, delayMs).unref();
  };

  const shutdown = (signal: NodeJS.Signals, code = 0) => {
    if (code !== 0) exitCode = code;
    if (isShuttingDown) {
      // A second Ctrl+C (or the terminal's own SIGINT to the group): the workers decide.
      return;
    }
    isShuttingDown = true;
    forwardedSignal = signal;
    log(`${signal}: stopping ${workers.size} workers`);
    for (const worker of workers.values()) {
      if (!worker.isDead()) worker.process.kill(signal);
    }
    if (workers.size === 0) process.exit(exitCode);
    // Each worker exits on its own after the readiness delay and grace period; this is a backstop.
    const force = setTimeout(
      () => {
        logError('workers did not stop in time; killing them');
        for (const worker of workers.values()) worker.process.kill('SIGKILL');
        process.exit(1);
      },
      env.SHUTDOWN_READINESS_DELAY_MS + env.SHUTDOWN_GRACE_MS + 5_000,
    );
    force.unref();
  };

  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  fork(1, true);
}
