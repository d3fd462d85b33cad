import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createLocalTxtResolver } from './local-txt-resolver.ts';
import { createSystemTxtResolver } from './system-txt-resolver.ts';
import type { TxtResolver } from './txt-resolver.ts';

/** The configured TXT resolver: DNS_PROVIDER (server/env.ts decides the default), DNS_SERVERS. */
export function createTxtResolver(env: Pick<Env, 'DNS_PROVIDER' | 'dnsServers'>, db: Database): TxtResolver {
  if (env.DNS_PROVIDER === 'local') return createLocalTxtResolver(db);
  return createSystemTxtResolver({ servers: env.dnsServers });
}
