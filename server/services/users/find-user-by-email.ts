import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

export async function findUserByEmail(deps: Pick<ServiceDeps, 'db'>, email: string) {
  const rows = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

/** True for PostgreSQL's unique violation, as pg or PGlite report it (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
