import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localDnsRecords } from '../../db/schema/index.ts';
import type { TxtResolver } from './txt-resolver.ts';

/**
 * The local DNS (DNS_PROVIDER=local, the default outside production): TXT answers from the
 * `local_dns_records` table instead of the internet, so verifying a career domain works offline.
 * Its records come from the startup settings' TEST MODE button ("Add the record to the local test
 * DNS") and the seed. Never chosen in production over https (server/env.ts refuses it).
 */
export function createLocalTxtResolver(db: Database): TxtResolver {
  return {
    name: 'local',
    async resolveTxt(name) {
      const rows = await db
        .select({ value: localDnsRecords.value })
        .from(localDnsRecords)
        .where(eq(localDnsRecords.name, name.toLowerCase().replace(/\.$/, '')))
        .orderBy(asc(localDnsRecords.createdAt));
      return rows.map((row) => row.value);
    },
  };
}

/** Adds a TXT record to the local DNS (once: the same name and value are not repeated). */
export async function addLocalTxtRecord(db: Database, name: string, value: string): Promise<void> {
  const owner = name.toLowerCase().replace(/\.$/, '');
  const existing = await db
    .select({ value: localDnsRecords.value })
    .from(localDnsRecords)
    .where(eq(localDnsRecords.name, owner));
  if (existing.some((row) => row.value === value)) return;
  await db.insert(localDnsRecords).values({ name: owner, value });
}
