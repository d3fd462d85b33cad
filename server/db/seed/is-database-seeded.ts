import type { DatabaseHandle } from '../client.ts';
import { companies } from '../schema/index.ts';

/** Whether the demo data (or any data) is there: the seed runs only on an empty database. */
export async function isDatabaseSeeded(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length > 0;
}
