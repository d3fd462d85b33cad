import dns from 'node:dns/promises';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import net from 'node:net';
import { type AddressPolicy, isPublicAddress } from './address-policy.ts';

/**
 * POSTs JSON to a URL someone typed (a Slack webhook, later others) without letting it reach
 * anything but a public host on the internet:
 *   - HTTPS only, no credentials in the URL;
 *   - the host name is resolved first and EVERY address it resolves to must pass the address policy
 *     (private, loopback, link-local, CGNAT, multicast, IPv6 unique-local… are refused), then the
 *     connection goes to the address that was checked (a pinned lookup), so a second DNS answer
 *     (rebinding) cannot swap in another one; the certificate is still checked against the host name;
 *   - redirects are never followed: a 3xx answer is a failure;
 *   - one deadline (5 s) covers resolving, connecting and the answer; the answer is read up to a
 *     small limit (16 KiB) and otherwise dropped.
 * Failures are results, not exceptions, and carry a reason without the URL (webhook URLs are secrets).
 */

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** All addresses of a host name (tests inject a fake; the default asks the system resolver). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type WebhookFailureReason =
  | 'invalid_url'
  | 'dns'
  | 'blocked_address'
  | 'redirect'
  | 'http_status'
  | 'timeout'
  | 'response_too_large'
  | 'network';

export type WebhookResult =
  | { ok: true; status: number; body: string }
  | { ok: false; reason: WebhookFailureReason; status?: number };

export type SafeWebhookOptions = {
  resolve?: HostResolver;
  /** Which resolved addresses may be contacted; public unicast only unless a test says otherwise. */
  isAllowedAddress?: AddressPolicy;
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** Certificate authorities to trust instead of the system's (tests: a local receiver's own). */
  ca?: string | Buffer;
};

export type SafeWebhookClient = {
  postJson(url: string, payload: unknown): Promise<WebhookResult>;
};

export const WEBHOOK_TIMEOUT_MS = 5_000;
export const WEBHOOK_MAX_RESPONSE_BYTES = 16 * 1024;
const USER_AGENT = 'Nordhub-Webhook/1.0 (+https://nordhub.com)';

export const systemResolver: HostResolver = async (hostname) => {
  const answers = await dns.lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

class Deadline extends Error {
  constructor() {
    super('webhook deadline passed');
  }
}

function withDeadline<T>(work: Promise<T>, deadline: Promise<never>): Promise<T> {
  return Promise.race([work, deadline]);
}

/** A lookup that answers with the one address already checked, whatever Node asks for. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
}

export function createSafeWebhookClient(options: SafeWebhookOptions = {}): SafeWebhookClient {
  const resolve = options.resolve ?? systemResolver;
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? WEBHOOK_MAX_RESPONSE_BYTES;

  return {
    async postJson(rawUrl, payload) {
      let url: URL;
      try {
        url = new URL(rawUrl);
      } catch {
        return { ok: false, reason: 'invalid_url' };
      }
      if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') {
        return { ok: false, reason: 'invalid_url' };
      }
      const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
      const ipFamily = net.isIP(hostname);

      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Deadline()), timeoutMs);
      });
      // The race's loser must not surface as an unhandled rejection.
      deadline.catch(() => {});
      try {
        let addresses: ResolvedAddress[];
        if (ipFamily !== 0) {
          addresses = [{ address: hostname, family: ipFamily === 6 ? 6 : 4 }];
        } else {
          try {
            addresses = await withDeadline(resolve(hostname), deadline);
          } catch (error) {
            return { ok: false, reason: error instanceof Deadline ? 'timeout' : 'dns' };
          }
        }
        const first = addresses[0];
        if (!first) return { ok: false, reason: 'dns' };
        if (!addresses.every((entry) => isAllowed(entry.address)))
          return { ok: false, reason: 'blocked_address' };
        return await withDeadline(send(url, hostname, ipFamily !== 0, first, payload), deadline).catch(
          (error: unknown): WebhookResult => ({
            ok: false,
            reason: error instanceof Deadline ? 'timeout' : 'network',
          }),
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };

  function send(
    url: URL,
    hostname: string,
    isIpLiteral: boolean,
    target: ResolvedAddress,
    payload: unknown,
  ): Promise<WebhookResult> {
    const body = Buffer.from(JSON.stringify(payload));
    return new Promise<WebhookResult>((resolvePromise, reject) => {
      const request = https.request({
        method: 'POST',
        protocol: 'https:',
        hostname,
        port: url.port === '' ? 443 : Number(url.port),
        path: `${url.pathname}${url.search}`,
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': USER_AGENT,
          host: url.host,
        },
        lookup: pinnedLookup(target),
        // A certificate for the host name, never for the address; no SNI for an address literal.
        ...(isIpLiteral ? {} : { servername: hostname }),
        ...(options.ca ? { ca: options.ca } : {}),
        // A fresh connection each time: a pooled socket could belong to an earlier resolution.
        agent: false,
        timeout: timeoutMs,
      });
      request.on('timeout', () => request.destroy(new Deadline()));
      request.on('error', reject);
      request.on('response', (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.destroy();
          request.destroy();
          resolvePromise({ ok: false, reason: 'redirect', status });
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBytes) {
            response.destroy();
            request.destroy();
            resolvePromise({ ok: false, reason: 'response_too_large', status });
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (status >= 200 && status < 300) resolvePromise({ ok: true, status, body: text });
          else resolvePromise({ ok: false, reason: 'http_status', status });
        });
      });
      request.end(body);
    });
  }
}
