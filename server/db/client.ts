import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { markDatabaseError } from './connection-errors.ts';
import { CUSTOM_PLAN_MARK } from './custom-plan.ts';
import { pgliteConnectionConfig, startPgliteEngine } from './pglite-engine.ts';
import { pipelineOutsideTransactions } from './pglite-pipeline.ts';
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
  /**
   * Runs a parameterless script of one or more statements (PGlite refuses several in one prepared
   * query): the database's maintenance (VACUUM, ANALYZE), so never in a transaction, and without
   * the pool's statement timeout (a vacuum of a million jobs takes about 20 s).
   */
  exec(script: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant: the advisory lock that serialises migrations between app instances. */
export const MIGRATION_LOCK_ID = 727_001;
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
 * ours instead of a TCP one. Everything goes through the one pooled client, pipelined (ADR 022):
 * statements outside a transaction go out without waiting for each other; a transaction holds the
 * client alone, so no other statement (a request's, the scheduler's) runs inside it; a new client
 * (the pool drops one after a failed query) starts from a clean session.
 */
async function openPglite(dir: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) await fs.mkdir(dir, { recursive: true });
  const engine = await startPgliteEngine(dir);
  // Pipeline mode: statements outside a transaction go out without waiting for the one before
  // (pglite-pipeline.ts, ADR 022).
  const pool = new pg.Pool({
    ...pgliteConnectionConfig(engine),
    max: 1,
    idleTimeoutMillis: 0,
    pipeline: true,
  } as pg.PoolConfig);
  // As on PostgreSQL: an error of the idle client (PGlite failing outside a query) is reported, and
  // the pool makes a new client on the next query, instead of an unhandled 'error' ending the process.
  const reportError = (error: Error) => options.onPoolError?.(markDatabaseError(error));
  pool.on('error', reportError);
  pipelineOutsideTransactions(pool, reportError);
  prepareStatementsByText(pool);
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    serialized: (work) => work(),
    async exec(script) {
      // A script (perhaps `begin … commit`) has the client to itself, never between pipelined
      // statements; failed, it leaves with the client, whose session the next one starts clean.
      const client = await pool.connect();
      try {
        await client.query(script);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      client.release();
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      // A checkout waits for the pipelined statements and brings the shared client back for `end`.
      await pool.connect().then(
        (client) => client.release(),
        () => {},
      );
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
    // A scan of a large table (over a quarter of shared_buffers) would start where another scan of
    // it last reported being, so a statement that stops at a LIMIT without an ORDER BY (the /jobs
    // facets' and the public API's suggestions' samples of 5,001 matches) met other rows from one
    // call to the next, and the same search showed other facet counts. Off, every scan starts at the
    // table's first page: the same rows for the same data. (Options in DATABASE_URL replace this.)
    options: '-c synchronize_seqscans=off',
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
  prepareStatementsByText(pool);
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
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        await client.query('set statement_timeout = 0');
        await client.query(script);
      } finally {
        // Back to the pool's timeout; a client that cannot be reset is dropped, not reused.
        await client.query('reset statement_timeout').catch((error: Error) => {
          failure = error;
        });
        client.release(failure);
      }
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

/**
 * At most this many statement texts are prepared by name: each is a prepared statement kept in the
 * engine's session. The app's texts are parameterised (values never appear in them), a few hundred
 * in all; past the cap a new text runs unnamed, as before.
 */
export const MAX_STATEMENT_NAMES = 1_000;

/**
 * Every parameterised statement that pool.query runs is prepared once by a name of its text, on
 * both databases (ADRs 020 and 023): parsed once per connection, and PostgreSQL's plan cache keeps a
 * generic plan when, after five plans for their values, one plan for every value is estimated no
 * costlier. Planning a search often costs the database more than running it (in the embedded
 * engine's WebAssembly above all). A text holding CUSTOM_PLAN_MARK stays unnamed: planned for its
 * values every time. Statements without values stay unnamed too: they may be scripts of several
 * statements, which only the simple protocol runs. Each connection prepares the names it uses (a
 * new PGlite client too: the engine's session forgets them, see pglite-engine.ts), as node-postgres
 * tracks what each client prepared. The names live in the connection's session, so a pooler in
 * front of PostgreSQL must keep sessions or track protocol-level prepared statements (PgBouncer's
 * transaction mode needs `max_prepared_statements`).
 */
function prepareStatementsByText(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  // drizzle passes the values apart (query(config, values)); other callers may put them in config.
  const named = (config: unknown, valuesApart: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    // drizzle always passes a `name` key, undefined unless the query was prepared by name.
    const { text, name, values } = config as { text?: unknown; name?: unknown; values?: unknown };
    const given = valuesApart ?? values;
    if (name || typeof text !== 'string' || !Array.isArray(given) || given.length === 0) return config;
    if (text.includes(CUSTOM_PLAN_MARK)) return config;
    let textName = names.get(text);
    if (textName === undefined) {
      if (names.size >= MAX_STATEMENT_NAMES) return config;
      textName = `text_${names.size + 1}`;
      names.set(text, textName);
    }
    return { ...config, name: textName };
  };
  pool.query = ((config: unknown, ...rest: unknown[]) =>
    query(named(config, rest[0]), ...rest)) as typeof pool.query;
}
