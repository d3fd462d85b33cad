/** The issues' targets and the shape of one measured scenario, shared by the run and its reports. */
import type { CpuUsage } from './cpu.ts';

/** The issues' targets, printed beside the figures (never asserted). */
export const TARGETS = {
  /** Issue 11: throughput as a share of the bare Fastify hello-world's, same run. */
  oneJobPageRatio: 0.5,
  oneJobPageP99Ms: 10,
  spreadJobPagesRatio: 0.3,
  homePageRatio: 0.5,
  uncachedJobPageRatio: 0.03,
  longTailRps: 1000,
  longTailP95Ms: 30,
  jobsApiRps: 800,
  jobsPageJsGzipBytes: 120_000,
  /** Issue 11 scope 5: LCP of a job page, Chromium with the mobile profile (bench/lib/lcp.ts). */
  jobPageLcpMs: 2000,
  searchP95At20Ms: 50,
  searchP95At50Ms: 150,
  /** The search latency targets are stated for this many jobs. */
  searchTargetJobs: 100_000,
  /** And these at 1,000,000 jobs (issue 11). */
  searchP95At20MsAt1M: 100,
  searchP95At50MsAt1M: 250,
  searchTargetJobsLarge: 1_000_000,
  /** Signed-in pages (issue 36): a spread of job pages signed in (no stored page), 20 connections, PGlite and 100k. */
  signedInJobPagesRatio: 0.02,
  signedInJobPagesP95Ms: 100,
};

export type ScenarioResult = {
  name: string;
  /** The server's page cache during the scenario (PAGE_CACHE). */
  pageCache: 'on' | 'off';
  connections: number;
  /** The bare Fastify hello-world's req/s, measured right before and right after (their mean). */
  ceilingReqPerSec: number | null;
  /** reqPerSec / ceilingReqPerSec. */
  ratio: number | null;
  durationS: number;
  /** Distinct request paths the connections cycle through. */
  paths: number;
  requests: number;
  /** autocannon's requests.average: mean of the per-second completed-request samples. */
  reqPerSec: number;
  latencyMs: { p50: number | null; p95: number | null; p99: number | null; mean: number; max: number };
  /** autocannon's own HDR-histogram percentiles, for comparison (it has no p95). */
  autocannonLatencyMs: { p50: number; p90: number; p97_5: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  cpu: CpuUsage;
  /** How long the server needed after the load stopped to finish the requests still queued (ms). */
  drainMs: number;
  perRequest?: {
    label: string;
    path: string;
    requests: number;
    p50: number | null;
    p95: number | null;
    non2xx: number;
  }[];
};
