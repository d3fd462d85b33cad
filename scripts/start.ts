/**
 * `npm start`: production mode on the embedded database by default. Builds the web app first when
 * the build is missing or older than the sources, so `npm ci && npm start` is enough.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBuild = path.join(root, 'build', 'server', 'index.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function isBuildStale(): boolean {
  if (!fs.existsSync(serverBuild)) return true;
  const built = fs.statSync(serverBuild).mtimeMs;
  const sources = ['web', 'domain', 'public'].map((d) => path.join(root, d)).filter((d) => fs.existsSync(d));
  return sources.some((dir) => newestMtime(dir) > built);
}

if (isBuildStale()) {
  process.stdout.write('Building the web app (first start or changed sources)...\n');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
stopWhenOrphaned();
const { runNordhub } = await import('../server/main.ts');
await runNordhub();

/**
 * `npm start` runs this file through a shell. A process manager's SIGTERM to npm ends npm and that
 * shell but never reaches this process, which would go on serving, and holding the port, as an
 * orphan. So under npm, once the process that started it is gone, it shuts down as SIGTERM asks
 * (the same graceful shutdown, server/main.ts). Run directly (`node scripts/start.ts`), it stays up
 * as any program does when its shell goes (nohup, setsid).
 */
function stopWhenOrphaned(): void {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 1_000);
  watch.unref();
}
