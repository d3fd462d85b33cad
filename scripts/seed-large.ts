/**
 * `npm run seed:large -- --jobs 100000`: adds that many ACTIVE jobs to the configured database (demo
 * data first when it is empty), for benchmarks and for trying search at scale.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client.ts';
import { seedLargeJobs } from '../server/db/seed/seed-large-jobs.ts';
import { loadEnv } from '../server/env.ts';

const DEFAULT_JOBS = 100_000;

function readJobCount(): number {
  const { values } = parseArgs({ options: { jobs: { type: 'string' } } });
  if (values.jobs === undefined) return DEFAULT_JOBS;
  const jobs = Number(values.jobs.replace(/[_,]/g, ''));
  if (!Number.isInteger(jobs) || jobs < 0)
    throw new Error(`--jobs must be a whole number, got "${values.jobs}"`);
  return jobs;
}

const jobCount = readJobCount();
const env = loadEnv();
const handle = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: path.join(env.dataDir, 'pglite'),
  statementTimeoutMs: 600_000,
});
try {
  await handle.migrate();
  const started = performance.now();
  await seedLargeJobs(handle, {
    jobs: jobCount,
    now: new Date(),
    uploadsDir: path.join(env.dataDir, 'uploads'),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Added ${jobCount.toLocaleString('en-US')} jobs on ${handle.kind} in ${seconds} s`);
} finally {
  await handle.close();
}
