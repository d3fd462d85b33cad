import { Resolver } from 'node:dns/promises';
import type { TxtResolver } from './txt-resolver.ts';

/** The answers that mean "no such record", not "the lookup failed". */
const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);

/**
 * TXT look-ups through Node's resolver (c-ares, the DNS protocol itself, not the OS's getaddrinfo):
 * the system's name servers, or `servers` (DNS_SERVERS: `1.1.1.1`, `127.0.0.1:5353`, …). A short
 * timeout and two tries: a member waits on it in the settings page.
 */
export function createSystemTxtResolver(
  options: { servers?: readonly string[]; timeoutMs?: number } = {},
): TxtResolver {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3_000, tries: 2 });
  if (options.servers && options.servers.length > 0) resolver.setServers([...options.servers]);
  return {
    name: 'system',
    async resolveTxt(name) {
      try {
        const records = await resolver.resolveTxt(name);
        return records.map((chunks) => chunks.join(''));
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && NO_RECORDS.has(code)) return [];
        throw error;
      }
    },
  };
}
