import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A local HTTPS server standing in for a webhook receiver (Slack): it speaks real TLS with a
 * certificate for `hooks.slack.com` (and 127.0.0.1), made for this test run with openssl, so the
 * safe webhook client is tested with certificate checks on. Tests point the client's resolver at
 * 127.0.0.1, trust `ca`, and allow loopback in the address policy for the test only.
 */

export type ReceivedWebhook = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

export type FakeWebhookReceiver = {
  port: number;
  /** The certificate to trust (self-signed). */
  ca: string;
  received: ReceivedWebhook[];
  /** How the next requests are answered (default: 200 "ok", as Slack does). */
  respond(handler: (request: ReceivedWebhook, response: ServerResponse) => void): void;
  close(): Promise<void>;
};

export const FAKE_WEBHOOK_HOST = 'hooks.slack.com';

let certificate: { key: string; cert: string } | undefined;

function makeCertificate(): { key: string; cert: string } {
  if (certificate) return certificate;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-webhook-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        `/CN=${FAKE_WEBHOOK_HOST}`,
        '-addext',
        `subjectAltName=DNS:${FAKE_WEBHOOK_HOST},IP:127.0.0.1`,
      ],
      { stdio: 'ignore' },
    );
    certificate = { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
    return certificate;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFakeWebhookReceiver(): Promise<FakeWebhookReceiver> {
  const { key, cert } = makeCertificate();
  const received: ReceivedWebhook[] = [];
  let handler = (_request: ReceivedWebhook, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  };
  const sockets = new Set<import('node:net').Socket>();
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: ReceivedWebhook = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      handler(entry, response);
    });
  });
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    ca: cert,
    received,
    respond(next) {
      handler = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
