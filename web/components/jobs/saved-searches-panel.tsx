import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  describeSearch,
  newJobsCountedFrom,
  parseStoredHistory,
  recordSearch,
  type SavedSearchFilters,
  type SearchHistoryEntry,
  searchKey,
  searchQueryString,
} from '#domain/jobs/search-history.ts';
import { apiRequest } from '../../lib/api-client.ts';

const STORAGE_KEY = 'nordhub.jobSearchHistory';

type Pinned = { id: string; key: string; filters: SavedSearchFilters; since: string };
type Count = { key: string; count: number; isCapped: boolean };
/** `since`: new jobs are counted from here; null when none are (a search just made). */
type Row = { key: string; filters: SavedSearchFilters; since: string | null; pinnedId: string | null };

/** The later of two instants (ISO), either possibly unknown. */
function later(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

function readHistory(now: Date): SearchHistoryEntry[] {
  try {
    return parseStoredHistory(window.localStorage.getItem(STORAGE_KEY), now);
  } catch {
    return [];
  }
}

function writeHistory(entries: SearchHistoryEntry[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the history is a convenience, the search still works.
  }
}

function countText(count: Count | undefined): string {
  if (!count) return '';
  if (count.count === 0) return 'No new jobs';
  const n = `${count.count}${count.isCapped ? '+' : ''}`;
  return count.count === 1 && !count.isCapped ? '1 new job' : `${n} new jobs`;
}

/**
 * Recent and pinned searches beside the job search (docs/product.md, Saved searches, Validation and Constants): searches are remembered in
 * this browser for 30 days; pinning stores one on the account; each shows the jobs published since.
 * Loaded after hydration: it only exists in the browser.
 */
export default function SavedSearchesPanel({
  current,
  isLoggedIn,
  loginHref,
}: {
  current: SavedSearchFilters;
  isLoggedIn: boolean;
  /** Where a logged-out visitor goes to log in and come back to this search. */
  loginHref: string;
}) {
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);
  const [pinned, setPinned] = useState<Pinned[]>([]);
  const [counts, setCounts] = useState<Record<string, Count>>({});
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const currentKey = JSON.stringify(current);

  // Remember the search being looked at.
  useEffect(() => {
    const filters = JSON.parse(currentKey) as SavedSearchFilters;
    const next = recordSearch(readHistory(new Date()), filters, new Date());
    writeHistory(next);
    setHistory(next);
  }, [currentKey]);

  useEffect(() => {
    if (!isLoggedIn) return;
    void apiRequest<{ items: Pinned[] }>('GET', '/api/job-search').then((result) => {
      if (result.ok) setPinned(result.data.items);
    });
  }, [isLoggedIn]);

  // New jobs are those since the search was last run (newJobsCountedFrom); a pinned search also
  // counts from when it was pinned, whichever is later.
  const now = new Date();
  const countedFrom = new Map(history.map((entry) => [entry.key, newJobsCountedFrom(entry, now)]));
  const rows: Row[] = [
    ...pinned.map((p) => ({
      key: p.key,
      filters: p.filters,
      since: countedFrom.has(p.key) ? later(p.since, countedFrom.get(p.key) ?? null) : p.since,
      pinnedId: p.id,
    })),
    ...history
      .filter((entry) => !pinned.some((p) => p.key === entry.key))
      .map((entry) => ({
        key: entry.key,
        filters: entry.filters,
        since: countedFrom.get(entry.key) ?? null,
        pinnedId: null,
      })),
  ];
  const countRequest = JSON.stringify(
    rows.flatMap(({ key, filters, since }) => (since ? [{ key, filters, since }] : [])),
  );

  useEffect(() => {
    const items = JSON.parse(countRequest) as { key: string }[];
    if (items.length === 0) return;
    void apiRequest<{ items: Count[] }>('POST', '/api/jobs/count/bulk', { items: items.slice(0, 20) }).then(
      (result) => {
        if (result.ok) setCounts(Object.fromEntries(result.data.items.map((c) => [c.key, c])));
      },
    );
  }, [countRequest]);

  const togglePin = async (row: Row) => {
    if (busyKey) return;
    setBusyKey(row.key);
    setError(null);
    if (row.pinnedId) {
      const result = await apiRequest('DELETE', `/api/job-search/${row.pinnedId}`);
      if (result.ok) setPinned((list) => list.filter((p) => p.id !== row.pinnedId));
      else setError(result.error.message);
    } else {
      // A search just made counts from now (the server's default).
      const result = await apiRequest<Pinned>('POST', '/api/job-search', {
        key: row.key,
        filters: row.filters,
        ...(row.since ? { since: row.since } : {}),
      });
      if (result.ok) setPinned((list) => [...list, result.data]);
      else setError(result.error.message);
    }
    setBusyKey(null);
  };

  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="saved-searches-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="saved-searches-heading" className="text-sm font-semibold text-slate-800">
        Your searches
      </h2>
      <p className="mt-1 text-xs text-slate-600">New jobs are those posted since you last ran each search.</p>
      <ul className="mt-2 space-y-2">
        {rows.map((row) => {
          const name = describeSearch(row.filters);
          const isCurrent = row.key === searchKey(current);
          return (
            <li key={row.key} className="flex items-start justify-between gap-2 text-sm">
              <div className="min-w-0">
                <Link
                  to={`/jobs?${searchQueryString(row.filters)}`}
                  aria-current={isCurrent ? 'page' : undefined}
                  className="font-medium text-brand-700 hover:underline aria-[current=page]:text-slate-900"
                >
                  {name}
                </Link>
                <p className="text-xs text-slate-600">{row.since ? countText(counts[row.key]) : ''}</p>
              </div>
              {isLoggedIn ? (
                <button
                  type="button"
                  aria-pressed={row.pinnedId !== null}
                  aria-label={row.pinnedId ? `Unpin ${name}` : `Pin ${name}`}
                  disabled={busyKey !== null}
                  onClick={() => void togglePin(row)}
                  className="shrink-0 rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
                >
                  {/* The visible word starts the accessible name (WCAG 2.5.3, axe label-content-name-mismatch). */}
                  {row.pinnedId ? 'Unpin' : 'Pin'}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {!isLoggedIn && (
        <p className="mt-3 text-xs text-slate-600">
          <Link to={loginHref} className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>{' '}
          to pin searches and see their new jobs on any device.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-xs text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
