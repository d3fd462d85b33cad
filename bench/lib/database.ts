/**
 * A fresh database for one benchmark run: PostgreSQL (the bench database dropped and created anew) or
 * PGlite in a temporary DATA_DIR; migrated, seeded with the demo data and optionally with extra jobs.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { seedDemoData } from '../../server/db/seed/seed-demo-data.ts';
import { hashPassword } from '../../server/services/auth/password-hashing.ts';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/nordhub_bench';

export type PreparedDatabase = {
  kind: 'postgres' | 'pglite';
  /** For the server's DATABASE_URL (PostgreSQL only). */
  databaseUrl: string | undefined;
  /** The server's DATA_DIR: the PGlite files (PGlite only) and the seeded uploads. */
  dataDir: string;
  /** The bench database's name (PostgreSQL only). */
  databaseName: string | undefined;
  /** The bench URL with any password removed, for the report. */
  displayUrl: string | undefined;
  serverVersion: string;
  counts: { jobs: number; activeJobs: number; companies: number };
  timingsMs: { create: number; migrate: number; seedDemo: number; seedLarge: number; vacuumAnalyze: number };
};

type Log = (line: string) => void;

function redact(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  return copy.href;
}

/** The maintenance database URL (`postgres`) on the same server, and the bench database's name. */
function splitBenchUrl(databaseUrl: string): { admin: string; name: string; url: URL } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new Error(`bench database name must be a plain identifier, got "${name}" in ${redact(url)}`);
  }
  if (name === 'postgres' || name === 'template0' || name === 'template1') {
    throw new Error(
      `refusing to drop the "${name}" database: point BENCH_DATABASE_URL at a scratch database`,
    );
  }
  const admin = new URL(url.href);
  admin.pathname = '/postgres';
  return { admin: admin.href, name, url };
}

/** True when the PostgreSQL server behind the bench URL answers within a few seconds. */
export async function isPostgresReachable(databaseUrl: string): Promise<boolean> {
  const { admin } = splitBenchUrl(databaseUrl);
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function recreatePostgresDatabase(databaseUrl: string): Promise<void> {
  const { admin, name } = splitBenchUrl(databaseUrl);
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** PIDs of the PostgreSQL backends connected to the bench database (the server's pool), for CPU accounting. */
export async function listBackendPids(databaseUrl: string): Promise<number[]> {
  const { admin, name } = splitBenchUrl(databaseUrl);
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** Queries running in the bench database now (from other sessions than this one). */
export async function countActiveQueries(databaseUrl: string): Promise<number> {
  const { admin, name } = splitBenchUrl(databaseUrl);
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()",
      [name],
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

async function countRows(handle: DatabaseHandle): Promise<PreparedDatabase['counts']> {
  const result = await handle.db.execute<{ jobs: number; active: number; companies: number }>(
    sql`select (select count(*)::int from jobs) as jobs,
               (select count(*)::int from jobs where status = 'ACTIVE') as active,
               (select count(*)::int from companies) as companies`,
  );
  const row = result.rows[0];
  return { jobs: row?.jobs ?? 0, activeJobs: row?.active ?? 0, companies: row?.companies ?? 0 };
}

async function serverVersion(handle: DatabaseHandle): Promise<string> {
  const result = await handle.db.execute<{ version: string }>(sql`select version() as version`);
  return result.rows[0]?.version.split(' on ')[0] ?? 'unknown';
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, Math.round(performance.now() - started)];
}

export async function prepareDatabase(options: {
  kind: 'postgres' | 'pglite';
  postgresUrl: string;
  extraJobs: number;
  now: Date;
  log: Log;
}): Promise<PreparedDatabase> {
  const { kind, log, now } = options;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nordhub-bench-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  let createMs = 0;
  if (kind === 'postgres') {
    log(`recreating database ${redact(new URL(options.postgresUrl))}`);
    [, createMs] = await timed(() => recreatePostgresDatabase(options.postgresUrl));
  } else {
    log(`using PGlite in ${path.join(dataDir, 'pglite')}`);
  }
  const handle = await openDatabase({
    databaseUrl: kind === 'postgres' ? options.postgresUrl : undefined,
    pgliteDir: path.join(dataDir, 'pglite'),
    statementTimeoutMs: 600_000,
  });
  try {
    log('migrating');
    const [, migrateMs] = await timed(() => handle.migrate());
    log('seeding demo data');
    const [, seedDemoMs] = await timed(() => seedDemoData(handle, { uploadsDir, now, hashPassword }));
    let seedLargeMs = 0;
    if (options.extraJobs > 0) {
      log(`seeding ${options.extraJobs.toLocaleString('en-US')} extra jobs`);
      // Loaded only when asked for: a plain run needs no more than the demo seed.
      const { seedLargeJobs } = await import('../../server/db/seed/seed-large-jobs.ts');
      [, seedLargeMs] = await timed(() =>
        seedLargeJobs(handle, { jobs: options.extraJobs, now, uploadsDir }),
      );
    }
    // The state autovacuum keeps a long-lived database in (on PGlite, the server's hourly
    // maintenance): fresh statistics, without which plans on a just-loaded table are not what
    // production gets, and a vacuumed table: its visibility map set (index-only scans skip the
    // heap), its rows' hint bits set, the text indexes' pending lists merged. Without the vacuum the
    // first minutes of the run pay for all that, and this machine kind's PostgreSQL runs with
    // `autovacuum = off`, so nothing else would: at 100,000 jobs the search mix cost 1.62–1.73 ms of
    // database CPU a search before a VACUUM and 1.35–1.39 after (RESULTS.md, session 16).
    log('vacuum (analyze)');
    const [, vacuumAnalyzeMs] = await timed(() => handle.exec('vacuum (analyze)'));
    const counts = await countRows(handle);
    const version = await serverVersion(handle);
    log(
      `seeded: ${counts.jobs.toLocaleString('en-US')} jobs (${counts.activeJobs.toLocaleString('en-US')} active), ${counts.companies} companies`,
    );
    return {
      kind,
      databaseUrl: kind === 'postgres' ? options.postgresUrl : undefined,
      displayUrl: kind === 'postgres' ? redact(new URL(options.postgresUrl)) : undefined,
      databaseName: kind === 'postgres' ? splitBenchUrl(options.postgresUrl).name : undefined,
      dataDir,
      serverVersion: kind === 'pglite' ? `PGlite (${version})` : version,
      counts,
      timingsMs: {
        create: createMs,
        migrate: migrateMs,
        seedDemo: seedDemoMs,
        seedLarge: seedLargeMs,
        vacuumAnalyze: vacuumAnalyzeMs,
      },
    };
  } finally {
    await handle.close();
  }
}
