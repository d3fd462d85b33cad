import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { markDatabaseError } from './connection-errors.ts';
import { pgliteConnectionConfig, startPgliteEngine } from './pglite-engine.ts';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction's handle (what `db.transaction(async (tx) => …)` passes). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction: helpers that must run inside their caller's transaction take this. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent; serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own serialized work (a PostgreSQL advisory lock;
   * PGlite has one process): several server processes booting at once seed demo data once.
   */
  serialized<T>(work: () => Promise<T>): Promise<T>;
  /** Runs a parameterless multi-statement script (PGlite refuses several statements in one prepared query). */
  exec(script: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant: the advisory lock that serialises migrations between app instances. */
const MIGRATION_LOCK_ID = 727_001;
/** Another: the lock of `serialized` work (demo seeding). */
const SERIALIZED_LOCK_ID = 727_002;

export type OpenDatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory://` for a throwaway one. */
  pgliteDir: string;
  poolMax?: number;
  statementTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.pgliteDir, options);
}

/**
 * The embedded database through node-postgres, as PostgreSQL is (ADRs 018 and 019): the same driver,
 * the same prepared statements, the same parsing of every type, so what a test sees on PGlite is what
 * production sees. node-postgres talks to PGlite's engine (in a worker thread) through a socket of
 * ours instead of a TCP one. Everything goes through the one pooled client: a transaction holds it,
 * so no other statement (a request's, the scheduler's) runs inside it; a new client (the pool drops
 * one after a failed query) starts from a clean session.
 */
async function openPglite(dir: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) await fs.mkdir(dir, { recursive: true });
  const engine = await startPgliteEngine(dir);
  const pool = new pg.Pool({ ...pgliteConnectionConfig(engine), max: 1, idleTimeoutMillis: 0 });
  // As on PostgreSQL: an error of the idle client (PGlite failing outside a query) is reported, and
  // the pool makes a new client on the next query, instead of an unhandled 'error' ending the process.
  pool.on('error', (error) => options.onPoolError?.(markDatabaseError(error)));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    serialized: (work) => work(),
    async exec(script) {
      await pool.query(script);
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
      await engine.close();
    },
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (e.g. a PostgreSQL restart) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => options.onPoolError?.(markDatabaseError(error)));
  // Nor may a checked-out one (in a transaction): its query fails with the error, and this listener
  // keeps the 'error' event from being unhandled. Marked, the error reads as "database unavailable".
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      markDatabaseError(error);
    });
  });
  markConnectErrors(pool);
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async serialized(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SERIALIZED_LOCK_ID]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SERIALIZED_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async exec(script) {
      await pool.query(script);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Marks the errors of getting a connection (refused, timed out, reset while connecting) as the
 * database's own, so they answer 503 like any other "database out of reach" error: pool.query and
 * transactions both connect through here. The pool itself recovers: a failed connect leaves nothing
 * behind, and the next query opens a fresh connection.
 */
function markConnectErrors(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (error: unknown, ...rest: unknown[]) => void) => {
    if (callback) {
      return connect((error: unknown, ...rest: unknown[]) => callback(markDatabaseError(error), ...rest));
    }
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      throw markDatabaseError(error);
    });
  }) as typeof pool.connect;
}
