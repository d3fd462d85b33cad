/**
 * A typed wrapper over autocannon's programmatic API (the package ships no types). Every response's
 * latency is recorded here as well, so percentiles that autocannon does not report (p95) are computed
 * exactly from the raw samples rather than read off a neighbouring bucket.
 */
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type RequestData = { method: string; path: string; headers: Record<string, string> };

export type AutocannonRequest = {
  method?: 'GET' | 'HEAD';
  path: string;
  headers?: Record<string, string>;
  /** Called before each request is sent, with the connection's own context object. */
  setupRequest?: (data: RequestData, context: Record<string, unknown>) => RequestData;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
};

type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  requests?: AutocannonRequest[];
  timeout?: number;
  headers?: Record<string, string>;
};

type Histogram = {
  average: number;
  mean: number;
  stddev: number;
  min: number;
  max: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  total?: number;
  totalCount?: number;
  sent?: number;
};

export type AutocannonResult = {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
  statusCodeStats: Record<string, { count: number }>;
  latency: Histogram;
  requests: Histogram;
  throughput: Histogram;
};

type Instance = EventEmitter & { stop(): void };
type Autocannon = (
  options: AutocannonOptions,
  callback: (error: Error | null, result: AutocannonResult) => void,
) => Instance;

const autocannon = require('autocannon') as Autocannon;

let running: Instance | undefined;

/** Stops the load run in progress, if any (Ctrl-C). */
export function stopRunningLoad(): void {
  running?.stop();
}

export type LabelledSample = { label: string; ms: number; status: number };

export type LoadRun = {
  result: AutocannonResult;
  /** Every response's latency in ms, in arrival order, with the label of the request it answered. */
  samples: LabelledSample[];
};

export type LoadRequest = { label: string; path: string };

/**
 * Runs autocannon for `duration` seconds. Requests rotate over `requests` through one counter shared by
 * all connections (request n overall goes to path n mod k), so every path gets the same share of the
 * load however short the run, and no two connections march through the list in step.
 */
export function runLoad(options: {
  baseUrl: string;
  connections: number;
  duration: number;
  requests: LoadRequest[];
  /** Sent with every request (e.g. a session cookie); none by default. */
  headers?: Record<string, string>;
}): Promise<LoadRun> {
  const extraHeaders = options.headers ?? {};
  const samples: LabelledSample[] = [];
  const list = options.requests;
  if (list.length === 0) throw new Error('runLoad: no requests');
  let next = 0;
  // autocannon calls onResponse (with the connection's context) and then emits 'response' for the same
  // reply, synchronously: the label travels from the one to the other through this variable.
  let lastLabel = '';
  const request: AutocannonRequest = {
    method: 'GET',
    path: list[0]?.path ?? '/',
    setupRequest: (data, context) => {
      const chosen = list[next++ % list.length] ?? list[0]!;
      context.label = chosen.label;
      const isApi = chosen.path.startsWith('/api/');
      return {
        ...data,
        path: chosen.path,
        // No Accept-Encoding: the answers come uncompressed (the most bytes the server writes). With a
        // browser's (brotli), autocannon's parser spends most of its CPU turning the binary bodies
        // into strings (a profile: 4 of 6 s), so it, not the server, would set the pace over many
        // pages (bench/RESULTS.md, 2026-11-24 11:21).
        headers: { ...data.headers, ...extraHeaders, accept: isApi ? 'application/json' : 'text/html' },
      };
    },
    onResponse: (_status, _body, context) => {
      lastLabel = typeof context.label === 'string' ? context.label : '';
    },
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: options.duration,
        requests: [request],
        timeout: 10,
      },
      (error, result) => {
        running = undefined;
        if (error) reject(error);
        else resolve({ result, samples });
      },
    );
    running = instance;
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      samples.push({ label: lastLabel, ms, status });
    });
  });
}

/** Nearest-rank percentile (the smallest sample with at least p% of samples at or below it). */
export function percentile(sortedMs: readonly number[], p: number): number | null {
  if (sortedMs.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sortedMs.length));
  return sortedMs[Math.min(rank, sortedMs.length) - 1] ?? null;
}

export function sortedLatencies(samples: readonly LabelledSample[]): number[] {
  return samples.map((s) => s.ms).sort((a, b) => a - b);
}
