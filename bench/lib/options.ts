import { parseArgs } from 'node:util';

export type BenchOptions = {
  /** Extra jobs seeded on top of the demo data. */
  jobs: number;
  /** `auto`: PostgreSQL when reachable, else PGlite. */
  db: 'postgres' | 'pglite' | 'auto';
  /** Seconds of measured load per scenario. */
  duration: number;
  quick: boolean;
};

export const USAGE = `Usage: npm run bench -- [--jobs N] [--db postgres|pglite] [--duration S] [--quick]

  --jobs N        extra jobs seeded on top of the 600-job demo data (default 0; the targets assume 100000)
  --db KIND       postgres (BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/nordhub_bench,
                  dropped and created anew) or pglite (a temporary DATA_DIR). Default: postgres when
                  reachable, else pglite
  --duration S    seconds of measured load per scenario (default 10)
  --quick         3 seconds per scenario (a smoke run; --duration wins when both are given)
  --help          this text`;

function positiveInteger(name: string, value: string, min: number): number {
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number >= ${min}, got "${value}"`);
  return n;
}

/** Parses the command line; throws with a readable message on bad input. Returns null for --help. */
export function parseOptions(argv: string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      jobs: { type: 'string' },
      db: { type: 'string' },
      duration: { type: 'string' },
      quick: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return null;
  const db = values.db ?? 'auto';
  if (db !== 'postgres' && db !== 'pglite' && db !== 'auto') {
    throw new Error(`--db must be postgres or pglite, got "${db}"`);
  }
  const quick = values.quick ?? false;
  const duration =
    values.duration !== undefined ? positiveInteger('--duration', values.duration, 1) : quick ? 3 : 10;
  const jobs = values.jobs !== undefined ? positiveInteger('--jobs', values.jobs, 0) : 0;
  return { jobs, db, duration, quick };
}
