/**
 * `node scripts/explain-search.ts [--generic] [--only LABEL]` with DATABASE_URL on a seeded
 * PostgreSQL database (e.g. `npm run seed:large -- --jobs 100000` into a scratch database): runs the
 * bench's search mix and a sample of its long tail through the job search service with no public
 * cache, captures every SQL statement it sends, and prints `EXPLAIN (ANALYZE, BUFFERS)` of each, the
 * way ADR 016 shows them. `--generic` explains the generic plan (plan_cache_mode =
 * force_generic_plan), which a named statement may switch to after five executions.
 */
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import type { Database } from '../server/db/client.ts';
import * as schema from '../server/db/schema/index.ts';
import { listJobs } from '../server/services/jobs/list-jobs.ts';

const { values } = parseArgs({
  options: { generic: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (a seeded PostgreSQL database)');

const SEARCHES: [string, string][] = [
  ['newest', ''],
  ['page 3', 'page=3'],
  ['q=engineer', 'q=engineer'],
  ['q=design', 'q=design'],
  ['typo', 'q=Hvablik'],
  ['DK + backend', 'country=DK&roles=backenddeveloper'],
  ['REMOTE', 'country=REMOTE'],
  ['internship', 'positionTypes=internship'],
  ['mostviewed', 'sort=mostviewed'],
  ['tail: climate', 'q=climate&country=IS&page=2'],
  ['tail: ios python', 'q=ios+python&country=SE'],
  ['tail: game lead', 'q=game+lead&page=3'],
  ['tail: react finance', 'q=react+finance&country=REMOTE'],
  ['tail: engineer developer', 'q=engineer+developer&country=DK'],
  ['rare: climate', 'q=climate'],
  ['absent: quokkafrobnicator', 'q=quokkafrobnicator'],
  ['relevance: designer', 'q=designer&sort=relevance'],
];

const pool = new pg.Pool({ connectionString: url, max: 1 });
let captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
}) as unknown as Database;

const now = new Date();
for (const [label, qs] of SEARCHES) {
  if (values.only && !label.includes(values.only)) continue;
  const query = JobSearchQuery.parse(Object.fromEntries(new URLSearchParams(qs)));
  captured = [];
  const started = performance.now();
  const result = await listJobs({ db, now: () => now }, query, 'main');
  const ms = performance.now() - started;
  console.log(
    `\n=== ${label} (/api/jobs?${qs}): ${result.jobs.length} jobs, total ${result.pagination.total}${result.pagination.isTotalCapped ? '+' : ''}, ${ms.toFixed(1)} ms wall`,
  );
  const client = await pool.connect();
  try {
    if (values.generic) await client.query('set plan_cache_mode = force_generic_plan');
    for (const [i, statement] of captured.entries()) {
      console.log(`--- statement ${i + 1}: ${statement.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
      console.log(`    params: ${JSON.stringify(statement.params).slice(0, 200)}`);
      // The count's own estimate (EXPLAIN) and the row-count lookup are shown, not explained.
      if (/^(explain|select reltuples)/.test(statement.sql)) continue;
      const name = `explain_${i}`;
      await client.query(`prepare ${name} as ${statement.sql}`);
      const literal = (value: unknown): string => {
        if (value instanceof Date) return literal(value.toISOString());
        if (Array.isArray(value)) return literal(`{${value.map((v) => `"${String(v)}"`).join(',')}}`);
        return `'${String(value).replaceAll("'", "''")}'`;
      };
      const args = statement.params.map(literal);
      const explained = await client.query(
        `explain (analyze, buffers, costs off) execute ${name}${args.length ? `(${args.join(', ')})` : ''}`,
      );
      for (const row of explained.rows) console.log(`    ${row['QUERY PLAN']}`);
      await client.query(`deallocate ${name}`);
    }
  } finally {
    client.release();
  }
}
await pool.end();
