import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { markDatabaseError } from './connection-errors.ts';
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
 * PGlite's own protocol connection for node-postgres, with two differences:
 * - a query's `types` (drizzle passes its type parsers there, an object) are sent as the
 *   statement's parameter types only when they are a list of type ids, as node-postgres's own
 *   message writer does; PGlite's would throw on the object and leave the client waiting for an
 *   answer that never comes;
 * - a new connection ends a transaction the client before it left open, and forgets the statements
 *   it prepared: PGlite is one session for the life of the process, so a client the pool dropped
 *   (after a failed query, perhaps in a failed `begin … commit` script) does not end them as a
 *   closed PostgreSQL connection does, and the new client would prepare the same names again.
 */
class PgliteConnection extends PglitePgConnection {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    super({ pglite });
    this.#pglite = pglite;
  }

  override async connect(port: number, host: string): Promise<void> {
    await this.#pglite.waitReady;
    if (this.#pglite.isInTransaction()) await this.#pglite.exec('rollback');
    // The client before may have prepared statements (queries prepared by name, such as the job
    // page's) that this one will prepare again.
    await this.#pglite.exec('deallocate all');
    await super.connect(port, host);
  }

  override parse(query: { text: string; name?: string; types?: unknown }): void {
    super.parse(Array.isArray(query.types) ? query : { ...query, types: undefined });
  }
}

/**
 * The embedded database through node-postgres, as PostgreSQL is (ADR 018): the same driver, the
 * same prepared statements, the same parsing of every type, so what a test sees on PGlite is what
 * production sees. Everything goes through the one pooled client: a transaction holds it, so no
 * other statement (a request's, the scheduler's) runs inside it. Each client gets a connection
 * object of its own: the pool drops a client after a failed query, and a shared connection would
 * carry the old client's end to the next one.
 */
async function openPglite(dir: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) await fs.mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm } });
  class PgliteClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new PgliteConnection(pglite) } as pg.ClientConfig);
    }
  }
  const pool = new pg.Pool({ Client: PgliteClient, max: 1, idleTimeoutMillis: 0 });
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
      if (!pglite.closed) await pglite.close();
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
