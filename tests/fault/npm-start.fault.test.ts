/**
 * `npm start` under a process manager: the manager signals the process it started, npm. npm and the
 * shell it runs the script in go, and the server they started must not stay behind as an orphan
 * that keeps serving and holding the port (the next start could not listen). It shuts down as
 * SIGTERM asks: gracefully, exit 0.
 * No assertion on durations: waits are bounded only so a broken server fails instead of hanging.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, waitUntil } from '#tests/helpers/server-process.ts';

/** True once a new TCP connection to the port is refused (nothing listens there any more). */
function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start, stopped by a process manager', () => {
  let npm: ServerProcess;
  let dataDir = '';
  let serverPid = 0;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-fault-npm-start-'));
    npm = await startServerProcess(
      { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info', SHUTDOWN_READINESS_DELAY_MS: '0' },
      { program: 'npm', args: ['start'] },
    );
    await npm.waitForLine(/Nordhub is running on/, 180_000);
  }, 200_000);

  afterAll(async () => {
    await npm?.stop(5_000);
    // An orphan left by a failed run must not outlive the test.
    if (serverPid > 0 && isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shuts the server down when npm is sent SIGTERM, instead of leaving it serving', async () => {
    const port = Number(new URL(npm.baseUrl).port);
    const ready = await fetch(`${npm.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    // The server's own process (not npm's, nor the shell's): every log line names it.
    const logged = npm.lines.find((line) => line.text.startsWith('{"level"'));
    serverPid = Number((JSON.parse(logged?.text ?? '{}') as { pid?: number }).pid);
    expect(serverPid).toBeGreaterThan(0);
    expect(serverPid).not.toBe(npm.pid);

    npm.signal('SIGTERM');
    await npm.exited;
    await npm.waitForLine(/"msg":"shutdown complete"/, 30_000);
    await waitUntil(
      async () => !isRunning(serverPid),
      30_000,
      () => `the server (pid ${serverPid}) still runs`,
    );
    expect(await isRefused(port)).toBe(true);
  }, 90_000);
});
