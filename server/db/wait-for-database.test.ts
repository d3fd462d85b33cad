import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markDatabaseError } from './connection-errors.ts';
import { waitForDatabase } from './wait-for-database.ts';

const refused = () =>
  markDatabaseError(
    Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', syscall: 'connect' }),
  );

function recordingLogger() {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    logger: {
      warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
      info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
    },
  };
}

describe('waitForDatabase', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries with backoff (0.5 s doubling to 10 s) until the database answers, logging the wait once', async () => {
    const attemptsAt: number[] = [];
    let failuresLeft = 11;
    const { lines, logger } = recordingLogger();
    const waiting = waitForDatabase({
      attempt: async () => {
        attemptsAt.push(Date.now());
        if (failuresLeft-- > 0) throw refused();
      },
      logger,
    });
    await vi.runAllTimersAsync();
    await expect(waiting).resolves.toBe(true);
    const gaps = attemptsAt.slice(1).map((at, i) => at - (attemptsAt[i] as number));
    expect(gaps).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000]);
    expect(lines.map((line) => `${line.level}: ${line.message}`)).toEqual([
      'warn: database not reachable at boot: retrying with backoff (/healthz answers 200, /readyz 503 meanwhile)',
      'warn: still waiting for the database',
      'info: database reachable: the boot continues',
    ]);
    expect(lines[1]?.details).toEqual({ reason: 'ECONNREFUSED', attempts: 11, seconds: 65.5 });
    expect(lines[2]?.details).toEqual({ attempts: 12, seconds: 75.5 });
  });

  it('stops the boot at once on an error that is not about reaching the database', async () => {
    const wrongPassword = Object.assign(new Error('password authentication failed for user "nordhub"'), {
      code: '28P01',
    });
    let attempts = 0;
    const { logger } = recordingLogger();
    await expect(
      waitForDatabase({
        attempt: async () => {
          attempts += 1;
          throw wrongPassword;
        },
        logger,
      }),
    ).rejects.toBe(wrongPassword);
    expect(attempts).toBe(1);
  });

  it('gives up after DATABASE_BOOT_TIMEOUT_MS when one is set', async () => {
    const { logger } = recordingLogger();
    const waiting = waitForDatabase({
      attempt: async () => {
        throw refused();
      },
      logger,
      timeoutMs: 5_000,
    });
    const outcome = expect(waiting).rejects.toThrow(
      /not reachable within 5000 ms \(ECONNREFUSED, 4 attempts/,
    );
    await vi.runAllTimersAsync();
    await outcome;
  });

  it('ends the wait when a shutdown aborts it', async () => {
    const { logger } = recordingLogger();
    const shutdown = new AbortController();
    const waiting = waitForDatabase({
      attempt: async () => {
        throw refused();
      },
      logger,
      signal: shutdown.signal,
    });
    await vi.advanceTimersByTimeAsync(2_000);
    shutdown.abort();
    await expect(waiting).resolves.toBe(false);
  });
});
