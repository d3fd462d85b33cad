/**
 * `npm run db:reset`: starts the database over with fresh demo data. Without DATABASE_URL it deletes
 * the embedded database in DATA_DIR; with DATABASE_URL it empties the public schema (the database
 * itself stays, so its owner and grants survive). Generated seed images are kept and reused.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createFileStorage } from '../server/adapters/storage/create-file-storage.ts';
import { openDatabase } from '../server/db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../server/db/seed/seed-demo-data.ts';
import { loadEnv } from '../server/env.ts';
import { hashPassword } from '../server/services/auth/password-hashing.ts';

const env = loadEnv();
const pgliteDir = path.join(env.dataDir, 'pglite');
const uploadsDir = path.join(env.dataDir, 'uploads');

function describeTarget(): string {
  if (!env.DATABASE_URL) return `PGlite in ${pgliteDir}`;
  const url = new URL(env.DATABASE_URL);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.href}`;
}

async function measure<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await work();
  console.log(`${label.padEnd(10)} ${Math.round(performance.now() - started)} ms`);
  return value;
}

console.log(`Resetting ${describeTarget()}`);
if (!env.DATABASE_URL) await fs.rm(pgliteDir, { recursive: true, force: true });

const handle = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir,
  // The seed's one transaction can outlast the app's per-statement limit on a slow machine.
  statementTimeoutMs: 600_000,
});
try {
  if (env.DATABASE_URL) {
    // drizzle keeps its migration journal in its own schema: drop it too, or nothing would re-run.
    await measure('drop', () =>
      handle.exec('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;'),
    );
  }
  await measure('migrate', () => handle.migrate());
  const summary = await measure('seed', () =>
    seedDemoData(handle, { uploadsDir, storage: createFileStorage(env), now: new Date(), hashPassword }),
  );

  console.log('\nRows per table:');
  for (const [table, rows] of Object.entries(summary)) console.log(`  ${table.padEnd(22)} ${rows}`);
  console.log(`\nUploads: ${env.STORAGE === 's3' ? `S3 bucket ${env.S3_BUCKET}` : uploadsDir}`);
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(26)} ${user.description}`);
} finally {
  await handle.close();
}
