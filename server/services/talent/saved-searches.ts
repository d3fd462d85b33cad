import { and, asc, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import {
  type CountBulkInput,
  type CountBulkResult,
  type CreateSavedSearchInput,
  MAX_SAVED_SEARCHES,
  NEW_JOB_COUNT_CAP,
  type SavedSearch,
  type UpdateSavedSearchInput,
} from '#domain/jobs/saved-search.schema.ts';
import { type SavedSearchFilters, searchKey } from '#domain/jobs/search-history.ts';
import { companies, jobs, savedSearches } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildJobFilters } from '../jobs/list-jobs.ts';

type Row = typeof savedSearches.$inferSelect;

function toSavedSearch(row: Row): SavedSearch {
  return {
    id: row.id,
    key: row.key,
    filters: row.filters,
    pinned: row.pinned,
    since: row.since.toISOString(),
  };
}

export async function listSavedSearches(deps: ServiceDeps, userId: string): Promise<SavedSearch[]> {
  const rows = await deps.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt));
  return rows.map(toSavedSearch);
}

/** Pinning (spec §4): creates the search on the server; pinning the same search again returns it. */
export async function createSavedSearch(
  deps: ServiceDeps,
  userId: string,
  input: CreateSavedSearchInput,
): Promise<{ search: SavedSearch; created: boolean }> {
  const key = searchKey(input.filters);
  return deps.db.transaction(async (tx) => {
    // One pinning at a time per user: the duplicate check and the limit hold under concurrency.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
    const [existing] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.key, key)));
    if (existing) return { search: toSavedSearch(existing), created: false };
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (Number(total) >= MAX_SAVED_SEARCHES) {
      throw new AppError('CONFLICT', `You can pin at most ${MAX_SAVED_SEARCHES} searches: unpin one first`);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        key,
        filters: input.filters,
        pinned: true,
        since: input.since ? new Date(input.since) : deps.now(),
      })
      .returning();
    if (!row) throw new Error('saved search insert returned nothing');
    return { search: toSavedSearch(row), created: true };
  });
}

async function ownSearch(deps: ServiceDeps, userId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Saved search not found');
  const [row] = await deps.db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Saved search not found');
  return row;
}

export async function updateSavedSearch(
  deps: ServiceDeps,
  userId: string,
  id: string,
  input: UpdateSavedSearchInput,
): Promise<SavedSearch> {
  await ownSearch(deps, userId, id);
  const changes: Partial<Row> = {};
  if (input.filters) {
    changes.filters = input.filters;
    changes.key = searchKey(input.filters);
  }
  if (input.since) changes.since = new Date(input.since);
  const [row] = await deps.db
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Saved search not found');
  return toSavedSearch(row);
}

/** Unpinning (spec §4) deletes the search. */
export async function deleteSavedSearch(deps: ServiceDeps, userId: string, id: string): Promise<void> {
  await ownSearch(deps, userId, id);
  await deps.db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
}

function jobFilters(filters: SavedSearchFilters, platform: 'main' | 'impact'): SQL[] {
  return buildJobFilters(
    {
      q: filters.search,
      city: filters.location,
      country: filters.countryCode ? [filters.countryCode as 'DK'] : undefined,
      visa: filters.visa === true ? true : undefined,
    },
    platform,
  );
}

/**
 * New jobs per search since its `since` (spec §7 `jobs/count/bulk`): jobs published after it, each
 * count stopping at NEW_JOB_COUNT_CAP ('99+'). Public data only, so no login is needed.
 */
export async function countNewJobs(
  deps: ServiceDeps,
  input: CountBulkInput,
  platform: 'main' | 'impact',
): Promise<CountBulkResult> {
  const items = await Promise.all(
    input.items.map(async (item) => {
      const where = [...jobFilters(item.filters, platform), gt(jobs.approvedAt, new Date(item.since))];
      const result = await deps.db.execute<{ total: number }>(
        sql`select count(*)::int as total from (select 1 from ${jobs} inner join ${companies} on ${companies.id} = ${jobs.companyId} where ${and(...where)} limit ${NEW_JOB_COUNT_CAP + 1}) capped`,
      );
      const counted = Number(result.rows[0]?.total ?? 0);
      return {
        key: item.key,
        count: Math.min(counted, NEW_JOB_COUNT_CAP),
        isCapped: counted > NEW_JOB_COUNT_CAP,
      };
    }),
  );
  return { items };
}
