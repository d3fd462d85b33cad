import { eq, like, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { pickFreeProfileKey } from '#domain/companies/company-form.schema.ts';
import type { ServiceDeps } from './deps.ts';
import { isUniqueViolation } from './users/find-user-by-email.ts';

const MAX_ATTEMPTS = 5;

/**
 * Creates a profile (startup or investor) under the first free key made from `base` (`kodkraft`,
 * then `kodkraft-2`, …). Two creations racing for one key are settled by the unique index on
 * `keyColumn`: the loser tries the next free key, up to five times.
 */
export async function createWithFreeKey<T>(
  deps: ServiceDeps,
  keyColumn: PgColumn,
  base: string,
  create: (key: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const taken = await deps.db
      .select({ key: keyColumn })
      .from(keyColumn.table)
      .where(or(eq(keyColumn, base), like(keyColumn, `${base}-%`)));
    const key = pickFreeProfileKey(
      base,
      taken.map((row) => String(row.key)),
    );
    try {
      return await create(key);
    } catch (error) {
      if (isUniqueViolation(error) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}
