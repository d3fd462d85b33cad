/**
 * What `npm test` needs from the machine besides node_modules, and how it gets it (architecture.md,
 * Testing): Debian's Chromium (browser tests), libxml2's xmllint (the XML job feed test) and the
 * PostgreSQL server binaries (fault tests make private clusters with initdb). Missing ones are
 * installed with apt-get when this runs as root and apt-get exists (a fresh machine of the CI kind),
 * saying what it installs; otherwise the step fails naming the command. Under `CI=true`, without
 * `TEST_DATABASE_URL`, the machine's PostgreSQL cluster is started and the API tests run on it too.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type Prerequisite = {
  /** What people read: "Chromium". */
  name: string;
  /** The Debian package that brings it. */
  debianPackage: string;
  /** Which tests need it. */
  neededBy: string;
  isPresent: () => boolean;
};

export const CHROMIUM_PATH = '/usr/bin/chromium';
const POSTGRES_LIB = '/usr/lib/postgresql';
/** Trust auth on 127.0.0.1 (Debian's cluster here): the API tests make their own databases from it. */
export const LOCAL_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function isOnPath(program: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && fs.existsSync(path.join(dir, program)));
}

function hasPostgresServer(): boolean {
  if (!fs.existsSync(POSTGRES_LIB)) return false;
  return fs
    .readdirSync(POSTGRES_LIB)
    .some((version) => fs.existsSync(path.join(POSTGRES_LIB, version, 'bin', 'initdb')));
}

export const PREREQUISITES: Prerequisite[] = [
  {
    name: 'Chromium',
    debianPackage: 'chromium',
    neededBy: 'browser tests',
    isPresent: () => fs.existsSync(CHROMIUM_PATH),
  },
  {
    name: 'xmllint',
    debianPackage: 'libxml2-utils',
    neededBy: 'XML job feed test',
    isPresent: () => isOnPath('xmllint'),
  },
  {
    name: 'the PostgreSQL server',
    debianPackage: 'postgresql',
    neededBy: 'fault tests',
    isPresent: () => hasPostgresServer() && isOnPath('pg_isready'),
  },
];

export type Command = { program: string; args: string[] };

export type PreparationPlan =
  | { kind: 'ready' }
  | { kind: 'install'; missing: Prerequisite[]; commands: Command[] }
  | { kind: 'cannot install'; missing: Prerequisite[]; message: string };

export function installCommand(missing: Prerequisite[]): string {
  return `apt-get install -y ${missing.map((p) => p.debianPackage).join(' ')}`;
}

/** What to do about the missing prerequisites: nothing, apt-get (update once, then one install), or fail. */
export function planPreparation(
  prerequisites: Prerequisite[],
  machine: { isRoot: boolean; hasAptGet: boolean },
): PreparationPlan {
  const missing = prerequisites.filter((p) => !p.isPresent());
  if (missing.length === 0) return { kind: 'ready' };
  if (machine.isRoot && machine.hasAptGet) {
    return {
      kind: 'install',
      missing,
      commands: [
        { program: 'apt-get', args: ['update'] },
        { program: 'apt-get', args: ['install', '-y', ...missing.map((p) => p.debianPackage)] },
      ],
    };
  }
  const list = missing.map((p) => `${p.name} (${p.neededBy})`).join(', ');
  const why = machine.hasAptGet ? 'not running as root' : 'no apt-get on this machine';
  return {
    kind: 'cannot install',
    missing,
    message: `Missing: ${list}; cannot install it here (${why}). Install it with: ${installCommand(missing)}`,
  };
}

export type PrepareOptions = {
  prerequisites?: Prerequisite[];
  machine?: { isRoot: boolean; hasAptGet: boolean };
  /** Runs a command, inheriting stdio; resolves its exit code. */
  run: (command: Command) => Promise<number>;
  log: (line: string) => void;
  /** Print what would be done, do nothing. */
  dryRun?: boolean;
};

export function currentMachine(): { isRoot: boolean; hasAptGet: boolean } {
  return { isRoot: process.getuid?.() === 0, hasAptGet: isOnPath('apt-get') };
}

/** Installs what is missing when it can. Resolves a failure message, or undefined when all is there. */
export async function ensurePrerequisites(options: PrepareOptions): Promise<string | undefined> {
  const prerequisites = options.prerequisites ?? PREREQUISITES;
  const plan = planPreparation(prerequisites, options.machine ?? currentMachine());
  if (plan.kind === 'ready') {
    options.log(`Prerequisites present: ${prerequisites.map((p) => p.name).join(', ')}.`);
    return undefined;
  }
  if (plan.kind === 'cannot install') return plan.message;
  for (const p of plan.missing)
    options.log(`Installing ${p.name} for the ${p.neededBy}: Debian package ${p.debianPackage}`);
  for (const command of plan.commands) {
    const line = [command.program, ...command.args].join(' ');
    options.log(`$ ${line}${options.dryRun ? '   (dry run: not run)' : ''}`);
    if (options.dryRun) continue;
    const code = await options.run(command);
    if (code !== 0)
      return `'${line}' exited with code ${code}. Install it by hand: ${installCommand(plan.missing)}`;
  }
  if (options.dryRun) return undefined;
  const still = plan.missing.filter((p) => !p.isPresent());
  return still.length === 0
    ? undefined
    : `Still missing after apt-get: ${still.map((p) => p.name).join(', ')}. Install with: ${installCommand(still)}`;
}

function isPostgresReady(): boolean {
  return spawnSync('pg_isready', ['-h', '127.0.0.1', '-q']).status === 0;
}

/**
 * Under CI=true without TEST_DATABASE_URL: starts the machine's cluster when it is not running and
 * returns the URL the API tests then also run on. Elsewhere nothing is started (a developer's
 * PostgreSQL is theirs): undefined, the API tests run on PGlite only unless TEST_DATABASE_URL is set.
 */
export async function prepareTestDatabase(
  env: NodeJS.ProcessEnv,
  options: Pick<PrepareOptions, 'log' | 'dryRun'>,
): Promise<{ url?: string; problem?: string }> {
  if (env.TEST_DATABASE_URL) {
    options.log('API tests on PGlite and on PostgreSQL (TEST_DATABASE_URL is set).');
    return { url: env.TEST_DATABASE_URL };
  }
  if (env.CI !== 'true') {
    options.log('API tests on PGlite only (set TEST_DATABASE_URL to run them on PostgreSQL too).');
    return {};
  }
  if (!isPostgresReady()) {
    const versions = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql').sort() : [];
    const version = versions[0];
    if (!version)
      return {
        problem: 'CI=true: no PostgreSQL cluster in /etc/postgresql to start (apt-get install -y postgresql)',
      };
    const args = ['--skip-systemctl-redirect', version, 'main', 'start'];
    options.log(
      `Starting PostgreSQL: pg_ctlcluster ${args.join(' ')}${options.dryRun ? '   (dry run: not run)' : ''}`,
    );
    if (options.dryRun) return { url: LOCAL_TEST_DATABASE_URL };
    try {
      execFileSync('pg_ctlcluster', args, { stdio: 'inherit' });
    } catch (error) {
      return { problem: `could not start PostgreSQL ${version}: ${(error as Error).message}` };
    }
    for (let i = 0; i < 30 && !isPostgresReady(); i++)
      await new Promise((resolve) => setTimeout(resolve, 1000));
    if (!isPostgresReady()) return { problem: 'PostgreSQL did not answer on 127.0.0.1:5432 within 30 s' };
  }
  options.log(
    `CI=true: API tests on PGlite and on PostgreSQL (TEST_DATABASE_URL=${LOCAL_TEST_DATABASE_URL}).`,
  );
  return { url: LOCAL_TEST_DATABASE_URL };
}
