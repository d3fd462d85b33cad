/**
 * Saved job searches as plain data (zod-free: the browser bundle uses this). docs/product.md, Data 'Saved job
 * search: id, key, filters (search, location, countryCode), pinned, since, count'; an entry needs
 * a search text or a location (Validation); history is kept locally for 30 days (2592000 s, Constants).
 */
export type SavedSearchFilters = {
  search?: string;
  location?: string;
  countryCode?: string;
  /** Only jobs with visa sponsorship (issue 8); kept only when true. */
  visa?: boolean;
};

export type SearchHistoryEntry = {
  key: string;
  filters: SavedSearchFilters;
  /**
   * When the search was last run before the present sitting (ISO): while it is being looked at, its
   * new jobs are counted from here. Null for a search first made in this sitting: nothing in it is
   * new to the person, who sees every result.
   */
  since: string | null;
  /** When it was last run (ISO): its new jobs are counted from here once the sitting is over; entries older than the retention go. */
  lastUsedAt: string;
};

export const SEARCH_HISTORY_SECONDS = 2_592_000;
export const SEARCH_HISTORY_MAX = 10;
/**
 * Runs of a search this close to the one before are one sitting (the next page, a reload, back
 * and forth between searches): the jobs new to the person are still counted from before it.
 */
export const SEARCH_SITTING_MS = 30 * 60 * 1000;

function isInSitting(entry: Pick<SearchHistoryEntry, 'lastUsedAt'>, now: Date): boolean {
  return now.getTime() - Date.parse(entry.lastUsedAt) <= SEARCH_SITTING_MS;
}

/**
 * Where a remembered search's new jobs are counted from: the last time it was run, or, while it is
 * still being looked at (in the sitting), the time before that. Null: a search first made in this
 * sitting has no new jobs to tell of (all its results are in front of the person).
 */
export function newJobsCountedFrom(entry: SearchHistoryEntry, now: Date): string | null {
  return isInSitting(entry, now) ? entry.since : entry.lastUsedAt;
}

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : undefined;
}

/** The filters with blanks dropped and spacing normalised; null when there is nothing to keep (docs/product.md, Validation). */
export function normaliseFilters(filters: SavedSearchFilters): SavedSearchFilters | null {
  const out: SavedSearchFilters = {};
  const search = clean(filters.search);
  const location = clean(filters.location);
  const countryCode = clean(filters.countryCode)?.toUpperCase();
  if (search) out.search = search;
  if (location) out.location = location;
  if (countryCode) out.countryCode = countryCode;
  if (filters.visa === true) out.visa = true;
  return search || location || countryCode ? out : null;
}

/** One key per distinct search, whatever the letter case or spacing. */
export function searchKey(filters: SavedSearchFilters): string {
  const key = [filters.search ?? '', filters.location ?? '', filters.countryCode ?? '']
    .map((part) => part.toLowerCase())
    .join('|');
  return filters.visa ? `${key}|visa` : key;
}

/** The /jobs query string of a saved search. */
export function searchQueryString(filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.countryCode) params.set('country', filters.countryCode);
  if (filters.location) params.set('city', filters.location);
  if (filters.visa) params.set('visa', 'true');
  return params.toString();
}

/** A person-readable name: 'designer in Copenhagen, DK'. */
export function describeSearch(filters: SavedSearchFilters): string {
  const where = [filters.location, filters.countryCode === 'REMOTE' ? 'Remote' : filters.countryCode]
    .filter(Boolean)
    .join(', ');
  const visa = filters.visa ? ', with visa sponsorship' : '';
  if (filters.search && where) return `${filters.search} in ${where}${visa}`;
  return `${filters.search ?? (where || 'All jobs')}${visa}`;
}

/** History without entries older than the retention, newest first, at most SEARCH_HISTORY_MAX. */
export function pruneHistory(entries: SearchHistoryEntry[], now: Date): SearchHistoryEntry[] {
  const oldest = now.getTime() - SEARCH_HISTORY_SECONDS * 1000;
  return entries
    .filter((entry) => Date.parse(entry.lastUsedAt) >= oldest)
    .sort((a, b) => Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt))
    .slice(0, SEARCH_HISTORY_MAX);
}

/**
 * Records a run of a search: it moves to the top; its new jobs are counted from its run before this
 * sitting (`newJobsCountedFrom`), none for a search not run before.
 */
export function recordSearch(
  entries: SearchHistoryEntry[],
  filters: SavedSearchFilters,
  now: Date,
): SearchHistoryEntry[] {
  const normalised = normaliseFilters(filters);
  if (!normalised) return pruneHistory(entries, now);
  const key = searchKey(normalised);
  const existing = entries.find((entry) => entry.key === key);
  const entry: SearchHistoryEntry = {
    key,
    filters: normalised,
    since: existing ? newJobsCountedFrom(existing, now) : null,
    lastUsedAt: now.toISOString(),
  };
  return pruneHistory([entry, ...entries.filter((e) => e.key !== key)], now);
}

/** Reads stored history defensively: anything malformed is dropped, never thrown. */
export function parseStoredHistory(raw: string | null, now: Date): SearchHistoryEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries: SearchHistoryEntry[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { filters, since, lastUsedAt } = item as Record<string, unknown>;
    if (since !== null && (typeof since !== 'string' || Number.isNaN(Date.parse(since)))) continue;
    if (typeof lastUsedAt !== 'string') continue;
    if (Number.isNaN(Date.parse(lastUsedAt)) || !filters || typeof filters !== 'object') continue;
    const f = filters as Record<string, unknown>;
    const normalised = normaliseFilters({
      search: typeof f.search === 'string' ? f.search : undefined,
      location: typeof f.location === 'string' ? f.location : undefined,
      countryCode: typeof f.countryCode === 'string' ? f.countryCode : undefined,
      visa: f.visa === true,
    });
    if (normalised) entries.push({ key: searchKey(normalised), filters: normalised, since, lastUsedAt });
  }
  return pruneHistory(entries, now);
}
