import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '#server/db/client.ts';
import { seedDemoData } from '#server/db/seed/seed-demo-data.ts';
import { hashPassword } from '#server/services/auth/password-hashing.ts';
import { connectAdmin, withDatabaseName } from '#tests/helpers/postgres-admin.ts';
import { type PostgresTemplate, TEST_NOW } from '#tests/helpers/test-context.ts';
import { buildWebAppIfStale, withBuildLock } from './e2e-global-setup.ts';

/**
 * Prepares the API tests' databases once per run: a migrated and seeded PGlite data directory that
 * each test file copies, and (when TEST_DATABASE_URL is set) a PostgreSQL template database each test
 * file clones with CREATE DATABASE ... TEMPLATE. Both are rebuilt only when their fingerprint (the
 * migrations, the seed and every module it imports, the PGlite version, the seed clock) changes.
 *
 * The API tests that ask for pages (`withPages: true`) render them with the built web app, as
 * production does: it is built here when missing or older than its sources (a clean clone, a
 * checkout of other code), under the e2e build lock; the later steps reuse it.
 */

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SEED_ENTRY = path.join(ROOT_DIR, 'server/db/seed/seed-demo-data.ts');
const CACHE_ROOT = path.join(os.tmpdir(), 'nordhub-api-tests');
/**
 * One template per fingerprint (`nordhub_template_<hash>`): two checkouts of different code testing
 * on one server at once (two branches, two agents) each clone their own template.
 */
const POSTGRES_TEMPLATE_PREFIX = 'nordhub_template';
function postgresTemplateName(fingerprint: string): string {
  return `${POSTGRES_TEMPLATE_PREFIX}_${fingerprint.slice(0, 16)}`;
}
const FINGERPRINT_COMMENT_PREFIX = 'nordhub-test-template:';
/** Arbitrary constant: serialises template builds between concurrent test runs on one server. */
const TEMPLATE_LOCK_ID = 727_002;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  await withBuildLock(buildWebAppIfStale);
  const fingerprint = await computeFingerprint();
  const runId = crypto.randomBytes(4).toString('hex');
  // Each test file copies the PGlite template into here; removed when the run ends.
  const scratchDir = path.join(CACHE_ROOT, 'runs', runId);
  await removeStaleRuns(path.dirname(scratchDir));
  await fs.mkdir(scratchDir, { recursive: true });
  project.provide('scratchDir', scratchDir);

  const pglite = await preparePgliteTemplate(fingerprint);
  project.provide('pgliteTemplateDir', pglite.dir);
  const lines = [`PGlite template ${pglite.isCached ? 'reused' : 'built'} (${pglite.dir})`];

  const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();
  let postgres: PostgresTemplate | null = null;
  if (testDatabaseUrl) {
    const result = await preparePostgresTemplate(testDatabaseUrl, fingerprint);
    postgres = {
      adminUrl: testDatabaseUrl,
      templateName: postgresTemplateName(fingerprint),
      databasePrefix: `nordhub_test_${runId}_`,
    };
    lines.push(
      `PostgreSQL template ${result.isCached ? 'reused' : 'built'} (${postgresTemplateName(fingerprint)})`,
    );
  } else {
    lines.push('PostgreSQL backend off: set TEST_DATABASE_URL to run the API tests on PostgreSQL too');
  }
  project.provide('postgresTemplate', postgres);
  process.stdout.write(
    `\nAPI test databases ready in ${Date.now() - started} ms, backends: ${postgres ? 'pglite, postgres' : 'pglite'}\n  ${lines.join('\n  ')}\n\n`,
  );

  return async () => {
    // Test files clean up after themselves; this catches what a crashed or timed-out file left.
    await fs.rm(scratchDir, { recursive: true, force: true });
    if (postgres) await dropDatabasesWithPrefix(postgres.adminUrl, postgres.databasePrefix);
  };
}

/** What runs that were killed before their teardown left behind (a day is longer than any run). */
async function removeStaleRuns(runsDir: string): Promise<void> {
  const entries = await fs.readdir(runsDir).catch(() => [] as string[]);
  for (const entry of entries) {
    const dir = path.join(runsDir, entry);
    const stat = await fs.stat(dir).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > 86_400_000) await fs.rm(dir, { recursive: true, force: true });
  }
}

async function computeFingerprint(): Promise<string> {
  const hash = crypto.createHash('sha256');
  const migrationFiles = await listFiles(MIGRATIONS_FOLDER);
  const seedFiles = await collectImportGraph(SEED_ENTRY);
  // This file too: how it seeds (e.g. with password hashes) shapes the template.
  const setupFiles = await collectImportGraph(fileURLToPath(import.meta.url));
  for (const file of [...new Set([...migrationFiles, ...seedFiles, ...setupFiles])].sort()) {
    hash.update(path.relative(ROOT_DIR, file));
    hash.update('\0');
    hash.update(await fs.readFile(file));
    hash.update('\0');
  }
  const pglitePackage = await fs.readFile(
    path.join(ROOT_DIR, 'node_modules/@electric-sql/pglite/package.json'),
    'utf8',
  );
  hash.update(`pglite@${(JSON.parse(pglitePackage) as { version: string }).version}`);
  hash.update(`now=${TEST_NOW.toISOString()}`);
  return hash.digest('hex');
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const IMPORT_SPECIFIER = /(?:from|import)\s*\(?\s*'([^']+)'/g;

/** The seed entry and every project module it reaches through static imports. */
async function collectImportGraph(entry: string): Promise<string[]> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await fs.readFile(file, 'utf8');
    for (const match of source.matchAll(IMPORT_SPECIFIER)) {
      const resolved = resolveProjectImport(file, match[1] ?? '');
      if (resolved && !seen.has(resolved)) pending.push(resolved);
    }
  }
  return [...seen];
}

function resolveProjectImport(fromFile: string, specifier: string): string | null {
  if (!specifier.endsWith('.ts') && !specifier.endsWith('.tsx')) return null;
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  const alias = /^#(domain|server|web|tests)\/(.+)$/.exec(specifier);
  return alias ? path.join(ROOT_DIR, alias[1] ?? '', alias[2] ?? '') : null;
}

/**
 * The template lives in a directory named after its fingerprint, built beside it and renamed into
 * place when complete, so a run never copies a half-built template (even with another run going).
 */
async function preparePgliteTemplate(fingerprint: string): Promise<{ dir: string; isCached: boolean }> {
  await fs.mkdir(CACHE_ROOT, { recursive: true });
  const templateRoot = path.join(CACHE_ROOT, `pglite-template-${fingerprint.slice(0, 16)}`);
  const dataDir = path.join(templateRoot, 'pglite');
  const stored = await fs.readFile(path.join(templateRoot, 'fingerprint.txt'), 'utf8').catch(() => null);
  if (stored === fingerprint) {
    // Marks the template as in use, so another checkout's cleanup leaves it alone (below).
    const now = new Date();
    await fs.utimes(path.join(templateRoot, 'fingerprint.txt'), now, now).catch(() => {});
    return { dir: dataDir, isCached: true };
  }

  const building = await fs.mkdtemp(path.join(CACHE_ROOT, 'pglite-building-'));
  try {
    const database = await openDatabase({ pgliteDir: path.join(building, 'pglite') });
    try {
      await database.migrate();
      await seedDemoData(database, {
        uploadsDir: path.join(building, 'uploads'),
        now: TEST_NOW,
        hashPassword,
      });
    } finally {
      await database.close();
    }
    await fs.writeFile(path.join(building, 'fingerprint.txt'), fingerprint);
    await fs.rm(templateRoot, { recursive: true, force: true });
    await fs.rename(building, templateRoot);
  } catch (error) {
    await fs.rm(building, { recursive: true, force: true });
    // Another run may have finished the same template first: use it.
    const winner = await fs.readFile(path.join(templateRoot, 'fingerprint.txt'), 'utf8').catch(() => null);
    if (winner !== fingerprint) throw error;
  }
  // Templates of other code unused for a day are of no further use. A younger one may belong to a
  // run of another checkout going on right now (two branches, two agents): it stays.
  for (const entry of await fs.readdir(CACHE_ROOT)) {
    if (entry.startsWith('pglite-template-') && path.join(CACHE_ROOT, entry) !== templateRoot) {
      const stat = await fs.stat(path.join(CACHE_ROOT, entry, 'fingerprint.txt')).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs < 86_400_000) continue;
      await fs.rm(path.join(CACHE_ROOT, entry), { recursive: true, force: true });
    }
  }
  return { dir: dataDir, isCached: false };
}

/** The template is marked complete by a comment holding its fingerprint, written after the seed. */
async function preparePostgresTemplate(
  adminUrl: string,
  fingerprint: string,
): Promise<{ isCached: boolean }> {
  const admin = await connectAdmin(adminUrl);
  const templateName = postgresTemplateName(fingerprint);
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    await dropOtherTemplates(admin, templateName);
    const existing = await admin.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [templateName],
    );
    if (existing.rows[0]?.comment?.split(' ')[0] === `${FINGERPRINT_COMMENT_PREFIX}${fingerprint}`) {
      await markTemplateUsed(admin, templateName, fingerprint);
      return { isCached: true };
    }

    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.query(`create database ${templateName}`);
    const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nordhub-template-uploads-'));
    try {
      const database = await openDatabase({
        databaseUrl: withDatabaseName(adminUrl, templateName),
        pgliteDir: 'memory://',
        poolMax: 4,
        statementTimeoutMs: 120_000,
      });
      try {
        await database.migrate();
        await seedDemoData(database, { uploadsDir, now: TEST_NOW, hashPassword });
      } finally {
        await database.close();
      }
    } finally {
      await fs.rm(uploadsDir, { recursive: true, force: true });
    }
    await markTemplateUsed(admin, templateName, fingerprint);
    return { isCached: false };
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
    await admin.end();
  }
}

type AdminClient = Awaited<ReturnType<typeof connectAdmin>>;

/** The comment that marks a template complete, with when a run last used it. */
async function markTemplateUsed(admin: AdminClient, templateName: string, fingerprint: string) {
  const comment = `${FINGERPRINT_COMMENT_PREFIX}${fingerprint} used=${Date.now()}`;
  await admin.query(`comment on database "${templateName}" is '${comment}'`);
}

/**
 * Templates of other code unused for a day are dropped. A younger one may belong to a run of another
 * checkout going on right now (two branches, two agents): it stays. A drop also fails while a run
 * is connected to it (cloning), which is fine: the next start tries again.
 */
async function dropOtherTemplates(admin: AdminClient, keep: string) {
  const others = await admin.query<{ datname: string; comment: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as comment from pg_database
      where datname like '${POSTGRES_TEMPLATE_PREFIX}%' and datname <> $1`,
    [keep],
  );
  for (const { datname, comment } of others.rows) {
    const usedAt = Number(/ used=(\d+)$/.exec(comment ?? '')?.[1] ?? 0);
    if (Date.now() - usedAt < 86_400_000) continue;
    await admin.query(`drop database if exists "${datname}"`).catch(() => {});
  }
}

async function dropDatabasesWithPrefix(adminUrl: string, prefix: string): Promise<void> {
  const admin = await connectAdmin(adminUrl);
  try {
    const rows = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [prefix],
    );
    for (const { datname } of rows.rows) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}
