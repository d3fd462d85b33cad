/**
 * Load for the fault tests: autocannon (keep-alive connections, one request in flight each) against
 * a server on 127.0.0.1, running until the test stops it, with every response's status and time
 * kept so a test can tell what was answered before, during and after a fault.
 */
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type LoadResult = {
  errors: number;
  timeouts: number;
  resets: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
};

type Instance = EventEmitter & { stop(): void };
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    timeout: number;
    headers?: Record<string, string>;
  },
  callback: (error: Error | null, result: LoadResult) => void,
) => Instance;

// The package ships no types.
const autocannon = require('autocannon') as Autocannon;

export type LoadResponse = { at: number; status: number };

export type RunningLoad = {
  /** Every response so far, in arrival order. */
  responses: LoadResponse[];
  /** Every request error so far (refused, reset, timed out), with its time. */
  errors: { at: number; message: string }[];
  /** Stops sending (autocannon notices within its 1 s tick) and resolves with its totals. */
  stop(): Promise<LoadResult>;
};

export function startLoad(options: { url: string; connections: number; maxSeconds: number }): RunningLoad {
  const responses: LoadResponse[] = [];
  const errors: { at: number; message: string }[] = [];
  let settle: (result: LoadResult) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const finished = new Promise<LoadResult>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      // A bound on the run however the test goes; tests stop it long before.
      duration: options.maxSeconds,
      timeout: 10,
      headers: { accept: 'application/json' },
    },
    (error, result) => (error ? fail(error) : settle(result)),
  );
  instance.on('response', (_client: unknown, status: number) => {
    responses.push({ at: Date.now(), status });
  });
  instance.on('reqError', (error: Error) => {
    errors.push({ at: Date.now(), message: error.message });
  });
  return {
    responses,
    errors,
    stop() {
      instance.stop();
      return finished;
    },
  };
}
