import { desc, eq, gt, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, MAX_STATEMENT_NAMES, openDatabase } from './client.ts';
import { CUSTOM_PLAN_MARK } from './custom-plan.ts';

const notes = pgTable('notes', { id: integer('id').primaryKey(), body: text('body').notNull() });

/**
 * The embedded database through node-postgres (ADRs 018 and 019): one session shared by every
 * request and the scheduler, so the pool's one client is what keeps a transaction to itself; its
 * engine in a thread of its own, so the server's event loop goes on while a statement runs.
 */
describe('the embedded database (PGlite through node-postgres)', () => {
  let database: DatabaseHandle;

  // An initdb in WebAssembly (about 3 s on an idle machine): bounded well above the default 10 s
  // for a machine busy with other test files.
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    await database.exec('create table notes (id serial primary key, body text not null)');
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  const countNotes = async (): Promise<number> => {
    const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from notes`);
    return result.rows[0]?.n ?? -1;
  };

  it('keeps a transaction to itself: a statement from outside waits for it and never sees what it rolled back', async () => {
    let outside: Promise<number> | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('draft')`);
        // Another request asks while the transaction is open: on the one session it must not run
        // inside the transaction (it would count the uncommitted row).
        outside = countNotes();
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('abandon the draft');
      }),
    ).rejects.toThrow('abandon the draft');
    expect(await outside).toBe(0);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('kept')`);
      outside = countNotes();
    });
    expect(await outside).toBe(1);
  });

  it('recovers from a script that fails inside begin … commit: the next statements run and commit', async () => {
    await expect(
      database.exec(
        "begin; insert into notes (body) values ('half'); select no_such_column from notes; commit;",
      ),
    ).rejects.toThrow(/no_such_column/);
    // Without ending the failed transaction the one session would refuse every later statement
    // ("current transaction is aborted").
    await database.db.execute(sql`insert into notes (body) values ('after')`);
    const bodies = await database.db.execute<{ body: string }>(sql`select body from notes order by id`);
    expect(bodies.rows.map((row) => row.body)).toEqual(['kept', 'after']);
  });

  it('reads values as PostgreSQL gives them to node-postgres: arrays, JSON, numbers, and errors with their codes', async () => {
    const result = await database.db.execute<{ tags: string[]; doc: { a: number }; big: string }>(
      sql`select ${sql.param(['a', 'b'])}::text[] as tags, ${sql.param({ a: 1 })}::jsonb as doc, count(*) as big from notes`,
    );
    expect(result.rows[0]).toEqual({ tags: ['a', 'b'], doc: { a: 1 }, big: '2' });
    await database.exec('create unique index notes_body on notes (body)');
    const duplicate = await database.db
      .execute(sql`insert into notes (body) values ('after')`)
      .catch((error) => error);
    expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe('23505');
  });

  it('prepares a named query once, and again after a failed query dropped the client', async () => {
    const prepared = async (): Promise<string[]> => {
      const result = await database.db.execute<{ name: string }>(
        sql`select name from pg_prepared_statements`,
      );
      return result.rows.map((row) => row.name);
    };
    // Prepared by name as the job page's query is.
    const latest = database.db
      .select({ body: notes.body })
      .from(notes)
      .where(gt(notes.id, sql.placeholder('after')))
      .orderBy(desc(notes.id))
      .limit(1)
      .prepare('notes_latest');
    await latest.execute({ after: 0 });
    expect(await prepared()).toEqual(['notes_latest']);

    await expect(database.db.execute(sql`insert into notes (body) values ('after')`)).rejects.toThrow();
    // A new client over the same session: the old name is gone, and preparing it again works.
    expect(await prepared()).toEqual([]);
    expect(await latest.execute({ after: 0 })).toEqual([{ body: 'after' }]);
    expect(await prepared()).toEqual(['notes_latest']);
  });

  it('prepares a statement with values once by its text, and may keep one plan for it; a text marked for custom plans is planned every time', async () => {
    const prepared = async (like: string) => {
      const result = await database.db.execute<{ generic: number; custom: number }>(
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like ${like}`,
      );
      return result.rows;
    };
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const rows = await database.db.select({ body: notes.body }).from(notes).where(eq(notes.id, id));
      expect(rows.length).toBeLessThanOrEqual(1);
    }
    // Eight runs of one prepared statement: five plans for their values, then one plan for all.
    expect(await prepared('select "body" from "notes" where "notes"."id" = $1')).toEqual([
      { generic: 3, custom: 5 },
    ]);

    for (const after of [0, 1, 2]) {
      await database.db.execute(
        sql`select count(*)::int as n from notes where id > ${after} ${sql.raw(CUSTOM_PLAN_MARK)}`,
      );
    }
    expect(await prepared('%custom plan%')).toEqual([]);
  });

  it(`prepares at most ${MAX_STATEMENT_NAMES} texts by name; later texts still run, unnamed`, async () => {
    for (let i = 0; i < MAX_STATEMENT_NAMES + 20; i++) {
      const result = await database.db.execute<{ n: number }>(
        sql`select ${sql.raw(String(i))}::int + ${1}::int as n`,
      );
      expect(result.rows[0]?.n).toBe(i + 1);
    }
    const names = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_prepared_statements`,
    );
    expect(names.rows[0]?.n).toBeLessThanOrEqual(MAX_STATEMENT_NAMES + 1);
    expect(names.rows[0]?.n).toBeGreaterThan(MAX_STATEMENT_NAMES - 5);
  });

  it('runs a statement off the event loop: timers and other work go on while it runs', async () => {
    let ticks = 0;
    const ticking = setInterval(() => {
      ticks++;
    }, 5);
    try {
      let timerFired = false;
      const timer = new Promise<void>((resolve) =>
        setTimeout(() => {
          timerFired = true;
          resolve();
        }, 20),
      );
      // Half a second in the engine: in the server's own thread, nothing else could run meanwhile.
      const statement = database.exec('select pg_sleep(0.5)').then(() => timerFired);
      await timer;
      expect(await statement).toBe(true);
      expect(ticks).toBeGreaterThan(1);
    } finally {
      clearInterval(ticking);
    }
  });

  it('answers statements sent together each with its own result (ADR 022); one that fails fails alone', async () => {
    // Twenty requests at once, as a busy server sends them: one text prepared for the first time by
    // all of them, a slow one, and one that fails, all on the one session without waiting in turn.
    const asked = Array.from({ length: 20 }, (_, i) => {
      if (i === 7) return database.db.execute(sql`select 1 / ${0}::int as n`);
      if (i === 3) return database.db.execute(sql`select pg_sleep(0.05), ${i}::int as n`);
      return database.db.execute(sql`select ${i}::int * 10 as n, ${`pipelined ${i}`}::text as label`);
    });
    const settled = await Promise.allSettled(asked);
    settled.forEach((outcome, i) => {
      if (i === 7) {
        expect(outcome.status).toBe('rejected');
        const reason = (outcome as PromiseRejectedResult).reason as { cause?: { code?: string } };
        expect(reason.cause?.code).toBe('22012');
        return;
      }
      expect(outcome.status).toBe('fulfilled');
      const rows = (outcome as PromiseFulfilledResult<{ rows: Record<string, unknown>[] }>).value.rows;
      expect(rows[0]?.n).toBe(i === 3 ? 3 : i * 10);
      if (i !== 3) expect(rows[0]?.label).toBe(`pipelined ${i}`);
    });
    expect(await countNotes()).toBe(2);
  });

  it('runs a script alone: statements sent around one that fails inside begin … commit never land in its transaction', async () => {
    const before = countNotes();
    const script = database.exec(
      "begin; insert into notes (body) values ('scripted'); select pg_sleep(0.05); select no_such_column from notes; commit;",
    );
    const during = countNotes();
    const insert = database.db.execute(sql`insert into notes (body) values ('beside the script')`);
    await expect(script).rejects.toThrow(/no_such_column/);
    expect(await before).toBe(2);
    expect(await during).toBe(2);
    await insert;
    const bodies = await database.db.execute<{ body: string }>(sql`select body from notes order by id`);
    expect(bodies.rows.map((row) => row.body)).toEqual(['kept', 'after', 'beside the script']);
  });
});
