/** Builds the web app (`react-router build`) unless build/ is newer than every source it is made from. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the build reads: a change in any of these makes build/ stale. */
const SOURCE_DIRS = ['web', 'domain', 'public'];
const SOURCE_FILES = ['vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Null when build/ is fresh; else why it is not. */
export function buildStaleReason(root: string): string | null {
  const serverBuild = path.join(root, 'build', 'server', 'index.js');
  if (!fs.existsSync(serverBuild) || !fs.existsSync(path.join(root, 'build', 'client'))) {
    return 'no build/ yet';
  }
  const built = fs.statSync(serverBuild).mtimeMs;
  for (const name of [...SOURCE_DIRS, ...SOURCE_FILES]) {
    const full = path.join(root, name);
    if (fs.existsSync(full) && newestMtime(full) > built) return `${name} changed since the last build`;
  }
  return null;
}

export function buildWebApp(root: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(Math.round(performance.now() - started));
      else reject(new Error(`react-router build failed (${signal ?? `exit ${code}`})`));
    });
  });
}
