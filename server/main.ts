import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createCaptchaVerifier } from './adapters/captcha/captcha-verifier.ts';
import { createMailSender } from './adapters/mail/mail-sender.ts';
import { createProfessionalNetwork } from './adapters/oauth/create-professional-network.ts';
import { resolveAppSecret } from './app-secret.ts';
import { openDatabase } from './db/client.ts';
import { isDatabaseSeeded, seedDemoData } from './db/seed/seed-demo-data.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/users.ts';
import { loadEnv } from './env.ts';
import { type AppDeps, buildApp } from './http/app.ts';
import { serializeRequest } from './http/log-redaction.ts';
import { toPortalDeps } from './http/portal-deps.ts';
import { applicationClosureTask } from './jobs/application-closure.ts';
import { applicationRetentionTask } from './jobs/application-retention.ts';
import {
  JOB_EXPIRY_CRON,
  JOB_EXPIRY_QUEUE,
  JOB_REMINDER_CRON,
  JOB_REMINDER_QUEUE,
  startScheduler,
} from './jobs/scheduler.ts';
import { hashPassword } from './services/auth/password-hashing.ts';
import { runDueDigests } from './services/digest/run-due-digests.ts';
import { createPublicCaches } from './services/public-caches.ts';
import { expireJobs } from './services/startup-jobs/expire-jobs.ts';
import { sendExpiryReminders } from './services/startup-jobs/send-expiry-reminders.ts';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Boot: environment → database + migrations (+ demo data) → HTTP; graceful shutdown on SIGTERM. */
export async function startServer() {
  const env = loadEnv();
  const logger = pino({
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    // Query values and key segments of URLs never reach the logs (links in mails carry live keys).
    serializers: { req: serializeRequest },
  });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, 'pglite'),
    poolMax: env.DATABASE_POOL_MAX,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    onPoolError: (error) => logger.warn({ err: error }, 'database connection lost; the pool reconnects'),
  });
  await database.migrate();

  const shouldSeed =
    env.SEED_DEMO_DATA === 'true' || (env.SEED_DEMO_DATA === 'auto' && database.kind === 'pglite');
  let seeded = false;
  if (shouldSeed && !(await isDatabaseSeeded(database))) {
    const started = Date.now();
    logger.info('seeding demo data (first start only)');
    await seedDemoData(database, {
      uploadsDir: path.join(env.dataDir, 'uploads'),
      now: new Date(),
      hashPassword,
    });
    seeded = true;
    logger.info({ ms: Date.now() - started }, 'demo data seeded');
  }

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
    database,
    db: database.db,
    now: () => new Date(),
    caches: createPublicCaches(env.PUBLIC_CACHE_SECONDS),
    rootDir: ROOT_DIR,
    lifecycle: { isShuttingDown: false },
  };
  const app = await buildApp({ deps, logger, withPages: true });
  await app.listen({ port: env.PORT, host: env.HOST });

  // Scheduled work (the job digest) on pg-boss; a run at boot catches up a period missed while down.
  const scheduler =
    env.SCHEDULER === 'on'
      ? await startScheduler({
          database,
          databaseUrl: env.DATABASE_URL,
          logger,
          runDigests: (now) => runDueDigests({ ...deps, publicUrl: env.PUBLIC_URL, logger }, now),
          tasks: [
            {
              queue: JOB_EXPIRY_QUEUE,
              cron: JOB_EXPIRY_CRON,
              run: (now) => expireJobs({ ...deps, now: () => now }),
            },
            {
              queue: JOB_REMINDER_QUEUE,
              cron: JOB_REMINDER_CRON,
              run: (now) => sendExpiryReminders({ ...toPortalDeps(app.deps), now: () => now }, logger),
            },
            applicationRetentionTask(toPortalDeps(app.deps)),
            applicationClosureTask(toPortalDeps(app.deps), logger),
          ],
        })
      : null;
  await scheduler?.queueDigestRun('boot');
  await scheduler?.queueTask(JOB_EXPIRY_QUEUE, 'boot');

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const lines = [
    '',
    `  Nordhub is running on http://localhost:${port}  (${env.NODE_ENV}, database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(env.dataDir, 'pglite')}` : 'PostgreSQL'})`,
  ];
  if (shouldSeed || seeded) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) lines.push(`    ${user.email.padEnd(28)} ${user.description}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    deps.lifecycle.isShuttingDown = true;
    logger.info({ signal }, 'shutting down: readiness fails, in-flight requests finish');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await scheduler?.stop(env.SHUTDOWN_GRACE_MS / 2);
      await mail.close();
      await database.close();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return app;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startServer().catch((error: unknown) => {
    process.stderr.write(
      `Nordhub failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  });
}
