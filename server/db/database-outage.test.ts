import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markDatabaseError } from './connection-errors.ts';
import { createDatabaseOutageLog } from './database-outage.ts';

/** A pino logger with the outage hook, writing its JSON lines into `lines`. */
function loggerWithOutageLog() {
  const lines: Record<string, unknown>[] = [];
  const outage = createDatabaseOutageLog({ quietMs: 5_000, reminderMs: 60_000, tickMs: 1_000 });
  const logger = pino(
    { level: 'info', hooks: { logMethod: outage.logMethod }, base: undefined, timestamp: false },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  outage.attach(logger);
  return { lines, outage, logger };
}

/** drizzle's error for a query while PostgreSQL is down: SQL and parameters in the message. */
function failedQuery(): Error {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
    syscall: 'connect',
  });
  return new Error(
    `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.c,$argon2id$v=19$secret`,
    { cause: refused },
  );
}

describe('database outage log', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes one short line for a burst of failures, then one summary when they stop', () => {
    const { lines, outage, logger } = loggerWithOutageLog();
    const request = logger.child({ reqId: 'r1' });
    for (let i = 0; i < 500; i++) {
      request.warn({ err: failedQuery() }, 'request failed: database unavailable');
      vi.advanceTimersByTime(10);
    }
    logger.warn({ err: markDatabaseError(new Error('Connection terminated unexpectedly')) }, 'pool');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      reqId: 'r1',
      reason: 'ECONNREFUSED',
      source: 'request failed: database unavailable',
    });
    // Never the SQL, its parameters or the error's stack.
    expect(JSON.stringify(lines)).not.toMatch(/insert|argon2|params|stack/);

    vi.advanceTimersByTime(6_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      level: 40,
      failures: 501,
      reasons: { ECONNREFUSED: 500, CONNECTION_TERMINATED: 1 },
      sources: { 'request failed: database unavailable': 500, pool: 1 },
    });
    expect(String(lines[1]?.msg)).toMatch(/^database failures stopped: 501 in 5 s/);
    expect(outage.isOngoing()).toBe(false);
  });

  it('reminds once a minute while an outage lasts, and a new outage opens a new burst', () => {
    const { lines, logger } = loggerWithOutageLog();
    for (let second = 0; second < 150; second++) {
      logger.error({ err: failedQuery() }, 'scheduler error');
      vi.advanceTimersByTime(1_000);
    }
    const messages = lines.map((line) => String(line.msg));
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/^database unavailable \(ECONNREFUSED\)/);
    expect(messages[1]).toMatch(/^database still unavailable: 60 failures in the last 60 s/);
    expect(messages[2]).toMatch(/^database still unavailable: 60 failures/);

    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(4);
    expect(String(lines[3]?.msg)).toMatch(/^database failures stopped: 150 in 149 s/);

    logger.error({ err: failedQuery() }, 'scheduler error');
    expect(lines).toHaveLength(5);
    expect(String(lines[4]?.msg)).toMatch(/^database unavailable/);
  });

  it('leaves every other log call as it was', () => {
    const { lines, logger } = loggerWithOutageLog();
    logger.error({ err: new Error('boom') }, 'request failed');
    logger.info({ jobs: 3 }, 'scheduled run finished');
    logger.warn('plain message');
    expect(lines.map((line) => line.msg)).toEqual([
      'request failed',
      'scheduled run finished',
      'plain message',
    ]);
    expect(lines[0]).toMatchObject({ err: { message: 'boom' } });
  });

  it('writes the summary of an outage still going on when closed (shutdown)', () => {
    const { lines, outage, logger } = loggerWithOutageLog();
    logger.warn({ err: failedQuery() }, 'request failed: database unavailable');
    logger.warn({ err: failedQuery() }, 'request failed: database unavailable');
    outage.close();
    expect(lines.map((line) => String(line.msg))).toEqual([
      expect.stringMatching(/^database unavailable/),
      expect.stringMatching(/^database failures stopped: 2 in 0 s/),
    ]);
  });
});
