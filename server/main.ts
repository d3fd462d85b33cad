import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createCaptchaVerifier } from './adapters/captcha/captcha-verifier.ts';
import { createMailSender } from './adapters/mail/mail-sender.ts';
import { createProfessionalNetwork } from './adapters/oauth/create-professional-network.ts';
import { createFileStorage, localStorageWarning } from './adapters/storage/create-file-storage.ts';
import { resolveAppSecret } from './app-secret.ts';
import { AREAS } from './areas.ts';
import { READY_MESSAGE, runPrimary } from './cluster.ts';
import { openDatabase } from './db/client.ts';
import { createDatabaseOutageLog } from './db/database-outage.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-logins.ts';
import { isDatabaseSeeded } from './db/seed/is-database-seeded.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { type Env, loadEnv, publicUrlWarning } from './env.ts';
import { type AppDeps, buildApp } from './http/app.ts';
import { areaSchedules } from './http/app-area.ts';
import { LOG_SERIALIZERS } from './http/log-redaction.ts';
import { createPageCacheFromEnv, type PageCache } from './http/page-cache.ts';
import {
  followDatabaseInvalidations,
  joinClusterInvalidation,
  type PageCacheFollower,
} from './http/page-cache-sync.ts';
import { toPortalDeps } from './http/portal-deps.ts';
import { needsOwnMaintenance, refreshPlannerStatistics } from './jobs/database-maintenance.ts';
import { JOB_EXPIRY_QUEUE, type RecurringTask, type Scheduler, startScheduler } from './jobs/scheduler.ts';
import { hashPassword } from './services/auth/password-hashing.ts';
import { runDueDigests } from './services/digest/run-due-digests.ts';
import { createPublicCaches } from './services/public-caches.ts';

/**
 * The task followed by forgetting the pages cached so far (whatever the run changed), in this process
 * at once and in the other workers (the database triggers tell them too).
 */
function invalidatingPages(
  pageCache: PageCache | null,
  broadcast: (() => Promise<void>) | null,
  task: RecurringTask,
): RecurringTask {
  if (!pageCache) return task;
  return {
    ...task,
    run: async (now: Date) => {
      try {
        return await task.run(now);
      } finally {
        pageCache.invalidateAll();
        await broadcast?.();
      }
    },
  };
}

/** The lines printed once the server serves (by the single process, or the cluster's primary). */
function startBanner(options: { env: Env; port: number; processes: string }): string {
  const { env } = options;
  const database = env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${path.join(env.dataDir, 'pglite')}`;
  const shouldSeed = env.SEED_DEMO_DATA === 'true' || (env.SEED_DEMO_DATA === 'auto' && !env.DATABASE_URL);
  const lines = [
    '',
    `  Nordhub is running on http://localhost:${options.port}  (${env.NODE_ENV}, database: ${database})`,
    `  ${options.processes}`,
  ];
  if (shouldSeed) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) lines.push(`    ${user.email.padEnd(28)} ${user.description}`);
  }
  return `${lines.join('\n')}\n\n`;
}

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Set once a shutdown began: a boot step failing because of it (the pool closed) is no failure. */
let isShuttingDown = false;

/**
 * Boot: environment → HTTP (only /healthz and /readyz answer) → database + migrations, retried
 * until PostgreSQL answers (+ demo data) → ready → scheduled work; graceful shutdown on SIGTERM.
 */
export async function startServer(env: Env = loadEnv()) {
  // In a cluster (server/cluster.ts) this is worker NORDHUB_WORKER_INDEX; worker 1 runs the
  // scheduled work and the mail queue, the others only serve HTTP.
  const workerIndex = cluster.isWorker ? env.NORDHUB_WORKER_INDEX : undefined;
  const runsScheduledWork = env.SCHEDULER === 'on' && (workerIndex === undefined || workerIndex === 1);
  // A signal while the boot is still building the app: remembered, and acted on once it can be.
  let earlySignal = null as string | null;
  const onEarlySignal = (signal: string) => {
    earlySignal ??= signal;
  };
  process.on('SIGTERM', onEarlySignal);
  process.on('SIGINT', onEarlySignal);
  // A database outage logs one line per burst, not one per failed request or poll.
  const outage = createDatabaseOutageLog();
  const logger = pino({
    level: env.LOG_LEVEL,
    hooks: { logMethod: outage.logMethod },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    // Query values and key segments of URLs never reach the logs (links in mails carry live keys),
    // nor the values an error may carry (SQL parameters, a failing row): see log-redaction.ts.
    serializers: LOG_SERIALIZERS,
  });
  // Once per instance (worker 1 in a cluster): links would point to the listening address.
  const publicUrlProblem = publicUrlWarning(env);
  if (publicUrlProblem && (workerIndex === undefined || workerIndex === 1)) logger.warn(publicUrlProblem);
  // Uploads: this disk or the S3 bucket every instance shares (ADR 025).
  const storage = createFileStorage(env);
  const storageProblem = localStorageWarning(env);
  if (storageProblem && (workerIndex === undefined || workerIndex === 1)) logger.warn(storageProblem);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, 'pglite'),
    poolMax: env.DATABASE_POOL_MAX,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    onPoolError: (error) => logger.warn({ err: error }, 'database connection lost; the pool reconnects'),
  });
  outage.attach(logger);

  const mail = createMailSender({ env, db: database.db, logger });
  const appSecret = await resolveAppSecret(env);
  const captcha = createCaptchaVerifier({ env, db: database.db, secret: appSecret, logger });
  const professionalNetwork = createProfessionalNetwork({ env });
  const deps: AppDeps = {
    env,
    mail,
    captcha,
    professionalNetwork,
    appSecret,
    storage,
    database,
    db: database.db,
    now: () => new Date(),
    caches: createPublicCaches({
      listSeconds: env.PUBLIC_CACHE_SECONDS,
      countSeconds: env.JOB_COUNT_CACHE_SECONDS,
    }),
    rootDir: ROOT_DIR,
    lifecycle: { isShuttingDown: false, isStarting: true },
  };
  // The page cache (ADR 015), kept right across processes: the other workers of this server empty
  // theirs before a write's answer leaves; the database notifies every process (page-cache-sync.ts).
  const pageCache = createPageCacheFromEnv(env);
  const pageCacheBroadcast = joinClusterInvalidation(pageCache);
  deps.pageCache = pageCache;
  deps.pageCacheBroadcast = pageCacheBroadcast;
  let pageCacheFollower = null as PageCacheFollower | null;
  const app = await buildApp({ deps, logger, withPages: true });
  const listensDuringBoot = !cluster.isWorker || env.NORDHUB_WORKER_LISTENS_DURING_BOOT;
  const listen = () => app.listen({ port: env.PORT, host: env.HOST });

  let scheduler = null as Scheduler | null;
  const boot = new AbortController();
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    isShuttingDown = true;
    // Ctrl+C in a terminal stops at once; SIGTERM (an orchestrator) first lets the load balancer
    // see readiness fail, while requests are still served (each with Connection: close).
    const readinessDelayMs =
      signal === 'SIGTERM' && !deps.lifecycle.isStarting ? env.SHUTDOWN_READINESS_DELAY_MS : 0;
    deps.lifecycle.isShuttingDown = true;
    boot.abort();
    logger.info(
      { signal, readinessDelayMs, graceMs: env.SHUTDOWN_GRACE_MS },
      'shutting down: readiness fails, then the listener closes and in-flight requests finish',
    );
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, readinessDelayMs + env.SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, readinessDelayMs));
      // Stops accepting connections, closes idle kept-alive ones, lets in-flight requests finish.
      await app.close();
      await pageCacheFollower?.close();
      await scheduler?.stop(env.SHUTDOWN_GRACE_MS / 2);
      await mail.close();
      outage.close();
      await database.close();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.off('SIGTERM', onEarlySignal);
  process.off('SIGINT', onEarlySignal);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  if (earlySignal) void shutdown(earlySignal);
  // A worker whose primary went away (killed) stops too.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('SIGTERM'));
  // Listening before the database answers: /healthz says the process lives, /readyz 503 and every
  // other request 503 with Retry-After until the boot below is done. In a cluster only worker 1 at
  // the server's start does so, before the other workers start; they (and restarted ones) listen
  // once they serve, or the primary would hand them connections they could only answer 503
  // (server/cluster.ts). A process told to stop while it built the app never listens.
  if (listensDuringBoot && !isClosing) await listen();

  // PostgreSQL may not be up yet: migrations are retried with backoff until it answers.
  const isDatabaseReady = await waitForDatabase({
    attempt: () => database.migrate(),
    logger,
    timeoutMs: env.DATABASE_BOOT_TIMEOUT_MS,
    signal: boot.signal,
  });
  if (!isDatabaseReady) return app;
  if (database.kind === 'postgres' && pageCache && env.DATABASE_URL) {
    pageCacheFollower = followDatabaseInvalidations({
      databaseUrl: env.DATABASE_URL,
      cache: pageCache,
      logger,
    });
  }

  const shouldSeed =
    env.SEED_DEMO_DATA === 'true' || (env.SEED_DEMO_DATA === 'auto' && database.kind === 'pglite');
  // Several workers booting at once seed once (the others wait for it, then find the data there).
  await database.serialized(async () => {
    if (!shouldSeed || (await isDatabaseSeeded(database))) return;
    // Loaded only to seed: the seed and faker (a development dependency) stay out of every other
    // start, and out of the server's memory.
    const { seedDemoData } = await import('./db/seed/seed-demo-data.ts');
    const started = Date.now();
    logger.info('seeding demo data (first start only)');
    await seedDemoData(database, {
      uploadsDir: path.join(env.dataDir, 'uploads'),
      storage,
      now: new Date(),
      hashPassword,
    });
    logger.info({ ms: Date.now() - started }, 'demo data seeded');
  });
  if (isClosing) return app;
  // PGlite has no autovacuum: its planner learns the data here and hourly (database-maintenance.ts).
  // Statistics only make plans better: a failure is logged, never a failed start.
  try {
    const statistics = await refreshPlannerStatistics(database);
    if (statistics.statement)
      logger.info(statistics, 'planner statistics of the embedded database refreshed');
  } catch (error) {
    logger.warn(
      { err: error },
      'planner statistics not refreshed: searches are planned without them until the hourly run',
    );
  }
  if (isClosing) return app;
  // A wrong bucket name or key is said once at boot, not at the first upload. Neither fatal nor
  // awaited: the pages serve without the store, and a store briefly away works again by itself.
  if (storage.checkBucket && (workerIndex === undefined || workerIndex === 1)) {
    void storage.checkBucket().then((problem) => {
      if (problem) logger.error(`${problem}: uploads and downloads fail until it answers`);
    });
  }
  deps.lifecycle.isStarting = false;
  if (!listensDuringBoot) await listen();

  // Scheduled work (the job digest) on pg-boss; a run at boot catches up a period missed while down.
  // Its start is retried like the migrations when the database goes away meanwhile.
  const isSchedulerStarted =
    !runsScheduledWork ||
    (await waitForDatabase({
      logger,
      signal: boot.signal,
      attempt: async () => {
        scheduler = await startScheduler({
          database,
          databaseUrl: env.DATABASE_URL,
          logger,
          runDigests: (now) => runDueDigests({ ...deps, publicUrl: env.PUBLIC_URL, logger }, now),
          // Scheduled work changes jobs (expiry) and other public state outside any request: the
          // page cache of this process forgets its pages after each run (ADR 015).
          tasks: areaSchedules(AREAS, { deps: toPortalDeps(app.deps), database, logger }).map(
            ({ task, keepsPublicPages }) =>
              keepsPublicPages ? task : invalidatingPages(pageCache, pageCacheBroadcast, task),
          ),
        });
      },
    }));
  if (!isSchedulerStarted || isClosing) return app;
  // The mail queue (ADR 010) is delivered by the processes that run scheduled work.
  if (runsScheduledWork) {
    mail.startWorker({ storage: toPortalDeps(app.deps).storage });
    logger.info({ worker: workerIndex ?? null }, 'scheduled work and the mail queue run in this process');
  }
  // A PostgreSQL without autovacuum is vacuumed by the app, hourly (database-maintenance.ts); the
  // start says so, once, from the process that runs it. Not at each start: a cluster restarted for
  // every deploy would vacuum every time, while its searches warm up.
  if (
    runsScheduledWork &&
    database.kind === 'postgres' &&
    (await needsOwnMaintenance(database).catch(() => false))
  )
    logger.warn(
      "PostgreSQL's autovacuum is off: Nordhub vacuums and analyzes its database itself, every hour at :29 (turn autovacuum on to leave it to PostgreSQL)",
    );
  try {
    await scheduler?.queueDigestRun('boot');
    await scheduler?.queueTask(JOB_EXPIRY_QUEUE, 'boot');
  } catch (error) {
    // The catch-up runs come with the next cron tick anyway.
    logger.warn({ err: error }, 'could not queue the boot runs');
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  if (cluster.isWorker) {
    // The primary prints the banner once every worker serves.
    process.send?.({ type: READY_MESSAGE, port });
    return app;
  }
  const processes =
    database.kind === 'pglite'
      ? `embedded PGlite: one process (WEB_CONCURRENCY applies to PostgreSQL only)`
      : 'one process (WEB_CONCURRENCY=1)';
  process.stdout.write(startBanner({ env, port, processes }));
  return app;
}

/**
 * The entry (`node server/main.ts`, `npm start`): several worker processes on PostgreSQL when
 * WEB_CONCURRENCY > 1 (this process becomes their primary, server/cluster.ts), else one process.
 */
export function runNordhub(): Promise<unknown> {
  if (cluster.isWorker) return startServer();
  const env = loadEnv();
  if (cluster.isPrimary && env.DATABASE_URL && env.WEB_CONCURRENCY > 1) {
    // Without APP_SECRET the secret is generated into DATA_DIR on first start: done here, once,
    // so every worker reads the same one (captcha challenges, sealed cookies cross workers).
    return resolveAppSecret(env).then(() =>
      runPrimary(env, {
        entry: fileURLToPath(import.meta.url),
        banner: (port) =>
          startBanner({
            env,
            port,
            processes: `${env.WEB_CONCURRENCY} worker processes (WEB_CONCURRENCY); worker 1 runs the scheduled work`,
          }),
      }),
    );
  }
  return startServer(env);
}

// Cluster workers run this file too (the primary's `exec`), with the same argv.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  Promise.resolve()
    .then(runNordhub)
    .catch((error: unknown) => {
      if (isShuttingDown) return;
      process.stderr.write(
        `Nordhub failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exit(1);
    });
}
