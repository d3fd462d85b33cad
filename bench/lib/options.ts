import { parseArgs } from 'node:util';

export type BenchOptions = {
  /** Extra jobs seeded on top of the demo data. */
  jobs: number;
  /** `auto`: PostgreSQL when reachable, else PGlite. */
  db: 'postgres' | 'pglite' | 'auto';
  /** Seconds of measured load per scenario. */
  duration: number;
  quick: boolean;
  /**
   * `--signed-in-only`: only the signed-in rows (issue 36, signed-in pages) and the hello-world around them; no
   * other scenario, no page weight, no LCP: a quick before/after of signed-in pages.
   */
  signedInOnly: boolean;
  /** `--all`: the four runs issue 11's table needs, one after the other, then the table. */
  all: boolean;
  /** `--table FILE…`: issue 11's table from runs already made (their JSON files); no run. */
  tableFrom: string[] | null;
};

export const USAGE = `Usage: npm run bench -- [--jobs N] [--db postgres|pglite] [--duration S] [--quick] [--signed-in-only]
       npm run bench -- --all [--duration S] [--quick]
       npm run bench -- --table FILE...

  --jobs N        extra jobs seeded on top of the 600-job demo data (default 0; the targets assume 100000)
  --db KIND       postgres (BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/nordhub_bench,
                  dropped and created anew) or pglite (a temporary DATA_DIR). Default: postgres when
                  reachable, else pglite
  --duration S    seconds of measured load per scenario (default 10)
  --quick         3 seconds per scenario (a smoke run; --duration wins when both are given)
  --signed-in-only  only the signed-in job pages (and the hello-world around them): no other
                  scenario, no page weight, no LCP
  --all           issue 11's whole table in one run: PostgreSQL with 600 jobs, PGlite with 600,
                  PostgreSQL with 100000 and with 1000000 extra jobs, one after the other (about 25
                  minutes), then the table of its rows and targets (--duration and --quick apply)
  --table FILE... print that table again from runs already made (bench/results/*.json); no run
  --help          this text`;

function positiveInteger(name: string, value: string, min: number): number {
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number >= ${min}, got "${value}"`);
  return n;
}

/** Parses the command line; throws with a readable message on bad input. Returns null for --help. */
export function parseOptions(argv: string[]): BenchOptions | null {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      jobs: { type: 'string' },
      db: { type: 'string' },
      duration: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'signed-in-only': { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      table: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return null;
  const files = positionals;
  if (values.table && files.length === 0) throw new Error('--table needs the JSON files of the runs');
  if (!values.table && files.length > 0) throw new Error(`unexpected argument "${files[0]}"`);
  if (values.all && (values.table || values.jobs !== undefined || values.db !== undefined)) {
    throw new Error('--all makes its own runs: it takes neither --table, --jobs nor --db');
  }
  const db = values.db ?? 'auto';
  if (db !== 'postgres' && db !== 'pglite' && db !== 'auto') {
    throw new Error(`--db must be postgres or pglite, got "${db}"`);
  }
  const quick = values.quick ?? false;
  const duration =
    values.duration !== undefined ? positiveInteger('--duration', values.duration, 1) : quick ? 3 : 10;
  const jobs = values.jobs !== undefined ? positiveInteger('--jobs', values.jobs, 0) : 0;
  if (values.all && values['signed-in-only']) throw new Error('--all makes whole runs: no --signed-in-only');
  return {
    jobs,
    db,
    duration,
    quick,
    signedInOnly: values['signed-in-only'] ?? false,
    all: values.all ?? false,
    tableFrom: values.table ? files : null,
  };
}
