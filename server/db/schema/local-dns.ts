import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The local DNS's TXT records (DNS_PROVIDER=local, outside production only): what
 * `server/adapters/dns/local-txt-resolver.ts` answers instead of asking the internet, so career
 * domain verification works offline in development, tests and demos. Filled by the TEST MODE button
 * of the startup settings' career domain section and by the seed; never read with DNS_PROVIDER=system.
 */
export const localDnsRecords = pgTable(
  'local_dns_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The record's owner name, lower case, without the trailing dot. */
    name: text('name').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('local_dns_records_name_idx').on(t.name)],
);
