/**
 * `DATABASE_URL=… node scripts/check-search-paths.ts` on a large seeded PostgreSQL database (ADR 016):
 * compares the job search's pages (listJobs: the recent window, its fallback, the union with the
 * startups resembling the text, the planner's own plans) with one plain reference query that sorts
 * every match, for texts of one and two words × countries × sorts × pages. Prints the mismatches.
 */

import { and, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import type { Database } from '../server/db/client.ts';
import * as schema from '../server/db/schema/index.ts';
import { jobs } from '../server/db/schema/index.ts';
import { buildJobFilters, listJobs } from '../server/services/jobs/list-jobs.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const db = drizzle(pool, { schema }) as unknown as Database;
const words = [
  'engineer',
  'python',
  'ios',
  'game',
  'lead',
  'react',
  'finance',
  'climate',
  'senior',
  'junior',
  'sales',
  'data',
  'Hvablik',
  'Kodkraft',
];
const countries = ['', 'DK', 'REMOTE', 'IS'];
let checked = 0,
  bad = 0;
for (const a of words)
  for (const b of ['', ...words.slice(0, 6)])
    for (const c of countries)
      for (const sort of ['newest', 'mostviewed'])
        for (const page of [1, 3]) {
          if (a === b) continue;
          const qs = new URLSearchParams({ q: b ? `${a} ${b}` : a, sort, page: String(page) });
          if (c) qs.set('country', c);
          const query = JobSearchQuery.parse(Object.fromEntries(qs));
          const got = (await listJobs({ db, now: () => new Date() }, query, 'main')).jobs.map((j) => j.id);
          const namesim = await db.execute<{ id: string }>(
            sql`select id from companies where status = 'PUBLISHED' and name % ${query.q}`,
          );
          const ids = namesim.rows.map((r) => r.id);
          const text = ids.length
            ? sql`(${jobs.search} @@ websearch_to_tsquery('english', ${query.q}) or ${jobs.companyId} = any(${sql.param(ids)}::uuid[]))`
            : sql`${jobs.search} @@ websearch_to_tsquery('english', ${query.q})`;
          const base = buildJobFilters({ ...query, q: undefined }, 'main');
          const col = sort === 'mostviewed' ? jobs.views : jobs.approvedAt;
          const ref = await db.execute<{ id: string }>(
            sql`select id from (select ${jobs.id} as id, ${col} as k from ${jobs} where ${and(...base, text)} offset 0) m order by k desc nulls last, id desc nulls last limit ${query.perPage} offset ${(page - 1) * query.perPage}`,
          );
          const want = ref.rows.map((r) => r.id);
          checked++;
          if (JSON.stringify(got) !== JSON.stringify(want)) {
            bad++;
            console.log('MISMATCH', qs.toString(), got.length, want.length);
          }
        }
console.log({ checked, bad });
await pool.end();
