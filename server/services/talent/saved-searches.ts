import { and, asc, count, eq, sql } from 'drizzle-orm';
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
import { searchKey } from '#domain/jobs/search-history.ts';
import { companies, jobs, savedSearches } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

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

/** Pinning (docs/product.md, Saved searches): creates the search on the server; pinning the same search again returns it. */
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

/** Unpinning (docs/product.md, Saved searches) deletes the search. */
export async function deleteSavedSearch(deps: ServiceDeps, userId: string, id: string): Promise<void> {
  await ownSearch(deps, userId, id);
  await deps.db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
}

/**
 * New jobs per search since its `since` (docs/product.md, Calls `jobs/count/bulk`): jobs published after it, each
 * count stopping at NEW_JOB_COUNT_CAP ('99+'). Public data only, so no login is needed (the route
 * is rate-limited per client instead).
 *
 * All items are counted by ONE statement on one connection (issue 10, defect 14: twenty parallel
 * counts used to take the whole pool): the items travel as arrays, are unnested into rows, and each
 * row's capped count is a correlated subquery with the filters of a saved search (`buildJobFilters`:
 * text, city, country or REMOTE, visa) written with "or the filter is absent". The statement's text
 * never changes, so it is prepared once per connection, whatever the mix of filters.
 */
export async function countNewJobs(
  deps: ServiceDeps,
  input: CountBulkInput,
  platform: 'main' | 'impact',
): Promise<CountBulkResult> {
  if (input.items.length === 0) return { items: [] };
  const column = (read: (item: CountBulkInput['items'][number], index: number) => unknown) =>
    sql.param(input.items.map(read));
  const result = await deps.db.execute<{ ord: number; total: number }>(sql`
    select i.ord, (
      select count(*)::int from (
        select 1 from ${jobs} j inner join ${companies} c on c.id = j.company_id
        where j.status = 'ACTIVE' and c.status = 'PUBLISHED' and (c.platform ->> ${platform})::boolean
          and j.approved_at > i.since
          and (i.q is null or j.search @@ websearch_to_tsquery('english', i.q) or j.company_name % i.q)
          and (i.city is null or lower(j.location_locality) = lower(i.city))
          and (i.country is null
            or (i.country = 'REMOTE' and j.is_remote)
            or (i.country <> 'REMOTE' and j.location_country = i.country))
          and (i.visa is not true or j.visa_sponsorship)
        limit ${NEW_JOB_COUNT_CAP + 1}
      ) capped
    ) as total
    from unnest(
      ${column((_, index) => String(index))}::int[],
      ${column((item) => item.filters.search || null)}::text[],
      ${column((item) => item.filters.location || null)}::text[],
      ${column((item) => item.filters.countryCode ?? null)}::text[],
      ${column((item) => String(item.filters.visa === true))}::boolean[],
      ${column((item) => new Date(item.since).toISOString())}::timestamptz[]
    ) as i(ord, q, city, country, visa, since)`);
  const totals = new Map<number, number>();
  for (const row of (result as unknown as { rows: { ord: number; total: number }[] }).rows) {
    totals.set(Number(row.ord), Number(row.total));
  }
  return {
    items: input.items.map((item, index) => {
      const counted = totals.get(index) ?? 0;
      return {
        key: item.key,
        count: Math.min(counted, NEW_JOB_COUNT_CAP),
        isCapped: counted > NEW_JOB_COUNT_CAP,
      };
    }),
  };
}
