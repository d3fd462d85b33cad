import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason } from './connection-errors.ts';
import { pgliteConnectionConfig, startPgliteEngine } from './pglite-engine.ts';

/**
 * The embedded database's engine in its worker thread (ADR 019), as the database client uses it:
 * node-postgres over `PgliteSocket`. What matters to the server is that it opens or says why not,
 * and that once stopped it refuses at once instead of leaving a request waiting for ever.
 */
// Each test starts an engine of its own (an initdb in WebAssembly, about 3 s on an idle machine), so
// the bound is well above vitest's default 5 s for a machine busy with other test files.
describe('the embedded database engine (PGlite in a worker thread)', { timeout: 30_000 }, () => {
  const poolOn = (engine: Awaited<ReturnType<typeof startPgliteEngine>>) =>
    new pg.Pool({ ...pgliteConnectionConfig(engine), max: 1 });

  it('speaks the PostgreSQL protocol to node-postgres: statements with parameters, and errors with their codes', async () => {
    const engine = await startPgliteEngine('memory://');
    const pool = poolOn(engine);
    try {
      const answer = await pool.query('select $1::int + 1 as next, current_user as who', [41]);
      expect(answer.rows).toEqual([{ next: 42, who: 'postgres' }]);
      const error = await pool.query('select * from no_such_table').catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: '42P01' });
      // The session goes on after the error.
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
      await engine.close();
    }
  });

  it('refuses a directory it cannot open, with the reason', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nordhub-engine-'));
    const notADirectory = path.join(dir, 'file');
    await fs.writeFile(notADirectory, 'not a database');
    try {
      await expect(startPgliteEngine(notADirectory)).rejects.toThrow(
        `the embedded database could not be opened in ${notADirectory}: `,
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('answers a query after it was closed with an error at once, never with a wait', async () => {
    const engine = await startPgliteEngine('memory://');
    await engine.close();
    await expect(
      engine.run(new Uint8Array([0x51, 0, 0, 0, 13, ...Buffer.from('select 1'), 0])),
    ).rejects.toThrow('the embedded database is closed');
    const pool = poolOn(engine);
    try {
      const error = await pool.query('select 1').catch((caught: unknown) => caught);
      // A connection exception, as from a PostgreSQL that is gone: the request answers 503.
      expect(error).toMatchObject({ message: 'the embedded database is closed', code: '08003' });
      expect(databaseUnavailableReason(error)).toBe('08003');
    } finally {
      await pool.end();
    }
  });
});
