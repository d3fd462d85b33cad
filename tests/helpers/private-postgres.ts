/**
 * A PostgreSQL cluster of the test's own (initdb in a temp directory, on a free loopback port) that
 * the fault tests stop and start at will: the machine's shared cluster on 5432 serves everybody's
 * tests and is never touched. Uses the server binaries of the installed PostgreSQL (Debian:
 * /usr/lib/postgresql/<version>/bin). initdb refuses to run as root, so as root (CI) every command
 * runs as the `postgres` OS user through `runuser`, in a directory that user owns.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from './server-process.ts';

const run = promisify(execFile);

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  start(): Promise<void>;
  /** fast: sessions are terminated (57P01) and the listener closes, as `systemctl stop` does. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  isRunning(): boolean;
  /** Stops it (if running) and removes its directory. */
  destroy(): Promise<void>;
};

const MISSING_HINT =
  'The fault tests need the PostgreSQL server binaries (initdb, pg_ctl): apt-get install -y postgresql';

export function findPostgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config either
  }
  throw new Error(MISSING_HINT);
}

/** As root, run as the postgres OS user (initdb and postgres refuse root). */
function asOwner(owner: { uid: number; gid: number } | null, command: string, args: string[]) {
  return owner
    ? { file: 'runuser', args: ['-u', 'postgres', '--', command, ...args] }
    : { file: command, args };
}

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('no postgres OS user');
  return { uid, gid };
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const binDir = findPostgresBinDir();
  const owner = process.getuid?.() === 0 ? postgresUser() : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-fault-pg-'));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const port = await findFreePort();
  let running = false;

  const exec = async (tool: string, args: string[]) => {
    const command = asOwner(owner, path.join(binDir, tool), args);
    try {
      await run(command.file, command.args, { cwd: dir, timeout: 60_000 });
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${tool} failed: ${reason}\n${log}`);
    }
  };

  await exec('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ]);
  // Speed over durability: the cluster lives for one test file.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=50',
  ].join(' ');

  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await exec('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await exec('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    isRunning: () => running,
    async destroy() {
      process.off('exit', stopNow);
      if (running) await cluster.stop('immediate').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  // A test run killed halfway must not leave a postmaster behind.
  const stopNow = () => {
    if (!running) return;
    const command = asOwner(owner, path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
    try {
      execFileSync(command.file, command.args, { stdio: 'ignore', timeout: 10_000 });
    } catch {
      // already gone
    }
  };
  process.on('exit', stopNow);
  return cluster;
}
