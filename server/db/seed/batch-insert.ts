import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { chunk } from './random.ts';

export type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows per INSERT: large enough to keep round trips few, small enough for PGlite's memory. */
export const DEFAULT_BATCH_SIZE = 500;

export async function insertInBatches<TTable extends PgTable>(
  executor: Database | SeedTransaction,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<void> {
  for (const batch of chunk(rows, batchSize)) {
    await executor.insert(table).values(batch);
  }
}
