/**
 * Defect 6 of issue 10: SIGTERM under load. The server must fail readiness first while it still
 * serves (a load balancer stops sending), then stop accepting connections, let in-flight requests
 * finish and close kept-alive connections cleanly, then exit 0: no client sees a refused or reset
 * request while the balancer still sends, and nothing in flight is cut.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoad } from '#tests/helpers/load.ts';
import { createPrivatePostgres, type PrivatePostgres } from '#tests/helpers/private-postgres.ts';
import { rawRequest } from '#tests/helpers/raw-http.ts';
import { type ServerProcess, startServerProcess, waitUntil } from '#tests/helpers/server-process.ts';

const READINESS_DELAY_MS = 5_000;
const GRACE_MS = 10_000;
/** A route that reads the database on every request (the public cache is off below). */
const LOAD_PATH = '/api/jobs';

const request = rawRequest;

/** True once a new TCP connection to the port is refused (the listener is closed). */
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

/**
 * A request whose body is still being sent: the headers and half the body now, the rest when the
 * test says so. Resolves with the raw HTTP answer once the server has answered and closed.
 */
function startSlowPost(port: number, pathName: string, json: string) {
  const socket = net.connect(port, '127.0.0.1');
  const half = Math.floor(json.length / 2);
  let raw = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    raw += chunk;
  });
  const answered = new Promise<{ raw: string; error: string | null }>((resolve) => {
    socket.once('close', () => resolve({ raw, error: null }));
    socket.once('error', (error) => resolve({ raw, error: error.message }));
  });
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  void connected.then(() =>
    socket.write(
      `POST ${pathName} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json.slice(0, half)}`,
    ),
  );
  return {
    connected,
    finish: () => socket.write(json.slice(half)),
    answered,
  };
}

const BACKENDS = ['pglite', 'postgres'] as const;

describe.each(BACKENDS)('graceful shutdown under load [%s]', (backend) => {
  let postgres: PrivatePostgres | null = null;
  let server: ServerProcess;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-fault-shutdown-'));
    if (backend === 'postgres') {
      postgres = await createPrivatePostgres();
      await postgres.start();
    }
    server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      PUBLIC_CACHE_SECONDS: '0',
      SHUTDOWN_READINESS_DELAY_MS: String(READINESS_DELAY_MS),
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    await waitUntil(
      async () => (await request(`${server.baseUrl}/readyz`)).status === 200,
      90_000,
      () => server.tail(),
    );
  });

  afterAll(async () => {
    await server?.stop();
    await postgres?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails readiness first, serves every request until the balancer stops, drains, then exits 0', async () => {
    const port = Number(new URL(server.baseUrl).port);
    // A client with one kept-alive connection, as a service calling the API holds one.
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await request(`${server.baseUrl}${LOAD_PATH}`, { agent: keptAlive });
    expect(first.status).toBe(200);

    const load = startLoad({ url: `${server.baseUrl}${LOAD_PATH}`, connections: 8, maxSeconds: 60 });
    await waitUntil(
      async () => load.responses.length >= 50,
      20_000,
      () => `only ${load.responses.length} responses`,
    );

    const signalledAt = Date.now();
    server.signal('SIGTERM');

    // Readiness fails at once, while the process is alive and still serving.
    await waitUntil(
      async () => (await request(`${server.baseUrl}/readyz`)).status === 503,
      2_000,
      () => 'readyz never answered 503',
    );
    const readiness = await request(`${server.baseUrl}/readyz`);
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ status: 'shutting-down' });
    expect((await request(`${server.baseUrl}/healthz`)).status).toBe(200);

    // The kept-alive connection is answered, and told to close (its client reconnects elsewhere).
    const second = await request(`${server.baseUrl}${LOAD_PATH}`, { agent: keptAlive });
    expect(second.status).toBe(200);
    expect(second.localPort).toBe(first.localPort);
    expect(second.headers.connection).toBe('close');

    // A request still sending its body when the listener closes.
    const slow = startSlowPost(port, '/api/jobs/count/bulk', JSON.stringify({ items: [] }));
    await slow.connected;

    // The balancer has noticed the failed readiness and sends nothing new: the load stops, well
    // inside the readiness delay.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const result = await load.stop();
    // The listener is still open when the load stops: it closes only after the readiness delay.
    expect(await isRefused(port)).toBe(false);

    // Only after the delay does the listener close.
    await waitUntil(
      () => isRefused(port),
      READINESS_DELAY_MS + 5_000,
      () => 'the listener never closed',
    );
    const closedAt = Date.now();
    expect(closedAt - signalledAt).toBeGreaterThanOrEqual(READINESS_DELAY_MS - 200);
    expect(server.exitInfo()).toBeNull();

    // The request in flight finishes after the listener closed, answered in full.
    slow.finish();
    const answer = await slow.answered;
    expect(answer.error).toBeNull();
    expect(answer.raw).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.raw.toLowerCase()).toContain('connection: close');
    expect(answer.raw.endsWith('{"items":[]}')).toBe(true);

    // Then the process exits 0, within the readiness delay plus the grace period.
    // Exit code 0: the drain ended before the forced exit (code 1) of SHUTDOWN_GRACE_MS.
    const exit = await server.exited;
    expect(exit.code, server.tail()).toBe(0);
    expect(server.lines.some((line) => line.text.includes('shutdown complete'))).toBe(true);

    // Zero failed requests: no refused, reset or timed out request, nothing but 200, and the load
    // went on after the signal.
    // On failure: which answers were not 200, when (ms after the signal), and the server's log.
    const notOk = load.responses
      .filter((response) => response.status !== 200)
      .map((response) => `${response.status} at ${response.at - signalledAt} ms`);
    const serverSaid = server.lines
      .filter((line) => /"level":[456]0|"statusCode":5/.test(line.text))
      .map((line) => `${line.at - signalledAt} ms: ${line.text}`);
    const why = `not 200: ${notOk.join(', ') || 'none'}\n${serverSaid.join('\n')}\n${server.tail(10)}`;
    expect(load.errors, why).toEqual([]);
    expect(result.errors, why).toBe(0);
    expect(result.timeouts, why).toBe(0);
    expect(result.non2xx, why).toBe(0);
    expect(Object.keys(result.statusCodeStats), why).toEqual(['200']);
    const afterSignal = load.responses.filter((response) => response.at > signalledAt);
    expect(afterSignal.length).toBeGreaterThan(20);
    expect(load.responses.every((response) => response.status === 200)).toBe(true);
    keptAlive.destroy();
  });
});
