import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import { createCaptchaVerifier } from '#server/adapters/captcha/captcha-verifier.ts';
import { createMailSender } from '#server/adapters/mail/mail-sender.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { parseEnv } from '#server/env.ts';
import { type AppDeps, buildApp } from '#server/http/app.ts';
import { createPublicCaches } from '#server/services/public-caches.ts';
import { connectAdmin, withDatabaseName } from './postgres-admin.ts';
import { type PostgresTemplate, TEST_NOW } from './test-context.ts';

export type Backend = 'pglite' | 'postgres';

/**
 * The database backends this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Suites use `describe.each(BACKENDS)('jobs API [%s]', ...)`, so every test name shows its backend.
 */
export const BACKENDS: readonly Backend[] = inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  /** Moves the app's clock (the seed's `now` unless `now` was given). */
  setNow(now: Date): void;
  /**
   * With SMTP_URL: resolves once every mail due has been handed to the SMTP server (or failed), so a
   * test can count what arrived. The app delivers on its own within moments; this only waits for it.
   */
  flushMail(): Promise<void>;
  close(): Promise<void>;
};

export type CreateTestAppOptions = {
  backend: Backend;
  /** The app's clock; defaults to the instant the template was seeded at. */
  now?: Date;
  /** Environment overrides, parsed by the app's own `parseEnv`. */
  env?: Record<string, string>;
  /** The app's logger (e.g. one writing into a test's buffer); none when left out. */
  logger?: Logger;
};

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The real app (API routes, no pages) on its own copy of the seeded database: a copied PGlite
 * directory or a PostgreSQL database cloned from the template. One per test file (per backend),
 * so files can run in parallel and change data freely.
 */
export async function createTestApp(options: CreateTestAppOptions): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(inject('scratchDir'), `${options.backend}-`));
  const cleanups: (() => Promise<void>)[] = [() => fs.rm(dataDir, { recursive: true, force: true })];
  const runCleanups = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    let databaseUrl: string | undefined;
    let database: DatabaseHandle;
    if (options.backend === 'postgres') {
      const template = requirePostgresTemplate();
      const name = await clonePostgresTemplate(template);
      cleanups.push(() => dropPostgresDatabase(template, name));
      databaseUrl = withDatabaseName(template.adminUrl, name);
      const timeout = options.env?.DATABASE_STATEMENT_TIMEOUT_MS;
      database = await openDatabase({
        databaseUrl,
        pgliteDir: 'memory://',
        poolMax: Number(options.env?.DATABASE_POOL_MAX ?? 4),
        ...(timeout ? { statementTimeoutMs: Number(timeout) } : {}),
      });
    } else {
      const pgliteDir = path.join(dataDir, 'pglite');
      await fs.cp(inject('pgliteTemplateDir'), pgliteDir, { recursive: true });
      database = await openDatabase({ pgliteDir });
    }
    cleanups.push(() => database.close());

    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    });
    let now = options.now ?? TEST_NOW;
    const mail = createMailSender({ env, db: database.db, logger: options.logger });
    cleanups.push(() => mail.close());
    const deps: AppDeps = {
      env,
      mail,
      captcha: createCaptchaVerifier({ env, db: database.db, secret: 'test-secret-'.padEnd(40, 'x') }),
      database,
      db: database.db,
      now: () => new Date(now),
      // Tests insert rows directly, so lists and counts are read fresh unless a test turns a cache on.
      caches:
        options.env?.PUBLIC_CACHE_SECONDS || options.env?.JOB_COUNT_CACHE_SECONDS
          ? createPublicCaches({
              listSeconds: env.PUBLIC_CACHE_SECONDS,
              countSeconds: env.JOB_COUNT_CACHE_SECONDS,
            })
          : undefined,
      rootDir: ROOT_DIR,
      lifecycle: { isShuttingDown: false },
      // One installation's secret, shared by every app a test builds on these deps (as worker
      // processes share APP_SECRET): view counting recognises a visitor across them.
      appSecret: crypto.randomBytes(32).toString('hex'),
    };
    const app = await buildApp({ deps, logger: options.logger ?? false, withPages: false });
    cleanups.push(() => app.close());
    await app.ready();
    // As main.ts does: with SMTP (and the scheduler on), this process delivers the mail queue, on
    // the app's clock, so retries follow setNow.
    if (env.SCHEDULER === 'on') {
      mail.startWorker({ storage: app.deps.storage as NonNullable<AppDeps['storage']>, now: deps.now });
    }
    return {
      app,
      deps,
      setNow(next) {
        now = next;
      },
      async flushMail() {
        await mail.worker?.drain();
      },
      close: runCleanups,
    };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}

function requirePostgresTemplate(): PostgresTemplate {
  const template = inject('postgresTemplate');
  if (!template)
    throw new Error('The postgres backend needs TEST_DATABASE_URL (see tests/setup/global-setup.ts)');
  return template;
}

async function clonePostgresTemplate(template: PostgresTemplate): Promise<string> {
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
  const name = `${template.databasePrefix}${worker}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await connectAdmin(template.adminUrl);
  try {
    // Two clones of one template at the same moment can collide on its lock: try again shortly.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template.templateName}"`);
        return name;
      } catch (error) {
        const isBusy = error instanceof Error && /being accessed by other users/.test(error.message);
        if (!isBusy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
}

async function dropPostgresDatabase(template: PostgresTemplate, name: string): Promise<void> {
  const admin = await connectAdmin(template.adminUrl);
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
