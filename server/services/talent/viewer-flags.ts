import { and, eq, inArray, sql } from 'drizzle-orm';
import { companyFollows, jobSaves } from '../../db/schema/index.ts';
import { statementTemplate, UNNAMED } from '../../db/statement-templates.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * The signed-in user's toggles laid over public lists (docs/product.md, Data: a job's saved flag, a startup list
 * item's followed flag). The lists themselves come from the shared public cache; the flags are read
 * per request, for the ids of the page only, and put on copies: a cached list never holds them.
 */

/** Jobs of a list, the ones the user saved marked `saved: true`. No user, no query. */
export async function markSavedJobs<T extends { id: string }>(
  deps: ServiceDeps,
  userId: string | null,
  items: T[],
): Promise<(T & { saved?: boolean })[]> {
  if (!userId || items.length === 0) return items;
  // Built once (statement-templates.ts): the ids go in as one array, so every list has the same text.
  const rows = await statementTemplate(deps.db, 'saved job ids', () =>
    deps.db
      .select({ jobId: jobSaves.jobId })
      .from(jobSaves)
      .where(
        and(
          eq(jobSaves.userId, sql.placeholder('userId')),
          sql`${jobSaves.jobId} = any(${sql.placeholder('jobIds')}::uuid[])`,
        ),
      )
      .prepare(UNNAMED),
  ).execute({ userId, jobIds: items.map((item) => item.id) });
  return withSavedMarks(
    items,
    rows.map((row) => row.jobId),
  );
}

/** Copies of the items whose id is among `savedIds`, marked `saved: true`; the others as they are. */
export function withSavedMarks<T extends { id: string }>(
  items: T[],
  savedIds: readonly string[],
): (T & { saved?: boolean })[] {
  if (savedIds.length === 0) return items;
  const saved = new Set(savedIds);
  return items.map((item) => (saved.has(item.id) ? { ...item, saved: true } : item));
}

/** Startups of a list, the ones the user follows marked `followed: true`. */
export async function markFollowedCompanies<T extends { id: string }>(
  deps: ServiceDeps,
  userId: string | null,
  items: T[],
): Promise<(T & { followed?: boolean })[]> {
  if (!userId || items.length === 0) return items;
  const followed = new Set(
    await readFollowedCompanyIds(
      deps,
      userId,
      items.map((item) => item.id),
    ),
  );
  return items.map((item) => (followed.has(item.id) ? { ...item, followed: true } : item));
}

/** Which of these startups the user follows (one indexed query). */
export async function readFollowedCompanyIds(
  deps: ServiceDeps,
  userId: string,
  companyIds: string[],
): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await deps.db
    .select({ companyId: companyFollows.companyId })
    .from(companyFollows)
    .where(and(eq(companyFollows.userId, userId), inArray(companyFollows.companyId, companyIds)));
  return rows.map((row) => row.companyId);
}
