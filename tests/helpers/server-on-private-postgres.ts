import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

export type ServerOnPrivatePostgres = {
  postgres: PrivatePostgres;
  server: ServerProcess;
  /** Stops the server, removes the PostgreSQL cluster and the data folder. */
  stop(): Promise<void>;
};

/**
 * The server on a PostgreSQL cluster of its own and a fresh data folder named after `name`, once
 * it printed its banner (an info line: LOG_LEVEL info unless `env` says otherwise). `env` adds to
 * (or overrides) that. What was started is stopped again if the start fails.
 */
export async function startServerOnPrivatePostgres(
  name: string,
  env: Record<string, string>,
): Promise<ServerOnPrivatePostgres> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nordhub-fault-${name}-`));
  let postgres: PrivatePostgres | undefined;
  let server: ServerProcess | undefined;
  const stop = async () => {
    await server?.stop();
    await postgres?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    postgres = await createPrivatePostgres();
    await postgres.start();
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      LOG_LEVEL: 'info',
      ...env,
    });
    await server.waitForLine(/Nordhub is running on/, 120_000);
    return { postgres, server, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The server with two worker processes (WEB_CONCURRENCY=2; with info logs each answer's log line
 * names the process that gave it), as `startServerOnPrivatePostgres` starts it.
 */
export function startTwoWorkers(name: string, env: Record<string, string>): Promise<ServerOnPrivatePostgres> {
  return startServerOnPrivatePostgres(name, { WEB_CONCURRENCY: '2', ...env });
}
