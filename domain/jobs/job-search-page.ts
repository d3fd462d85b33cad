/**
 * Rules of the /jobs page's search that the server and the browser share (zod-free): the sort a
 * search gets when none was chosen, the count on the "Filters (n)" button and the featured strip.
 */

/** How many featured jobs the strip above the results shows at once. */
export const FEATURED_STRIP_SIZE = 3;
/** How many featured jobs the strip rotates through (the most recently boosted first). */
export const FEATURED_STRIP_POOL = 12;
/** How long one set of featured jobs stays in the strip before the next one takes its place. */
export const FEATURED_ROTATION_MS = 10 * 60 * 1000;

/**
 * A search text is best answered by relevance; a plain list by the newest jobs. Used when the
 * address names no sort: a sort the visitor chose is kept.
 */
export function defaultJobSort(q: string | undefined): 'relevance' | 'newest' {
  return q?.trim() ? 'relevance' : 'newest';
}

export type JobFilterChoices = {
  country?: readonly string[];
  city?: string;
  roles?: readonly string[];
  positionTypes?: readonly string[];
  hasSalary?: boolean;
  remote?: boolean;
  visa?: boolean;
};

/** The "n" of "Filters (n)": each chosen option under the button (the text search and sort are not in it). */
export function countActiveFilters(choices: JobFilterChoices): number {
  return (
    (choices.country?.length ?? 0) +
    (choices.city?.trim() ? 1 : 0) +
    (choices.roles?.length ?? 0) +
    (choices.positionTypes?.length ?? 0) +
    [choices.hasSalary, choices.remote, choices.visa].filter(Boolean).length
  );
}

/**
 * The featured jobs shown now: `size` of them, taking turns. The turn moves on every
 * FEATURED_ROTATION_MS and with each results page, so every featured job gets its share of the
 * strip, while one page shows the same strip on the server and in the browser.
 */
export function pickFeaturedStrip<T>(
  featured: readonly T[],
  input: { now: Date; page: number; size?: number },
): T[] {
  const size = Math.min(input.size ?? FEATURED_STRIP_SIZE, featured.length);
  if (size === 0) return [];
  const turn = Math.floor(input.now.getTime() / FEATURED_ROTATION_MS) + Math.max(0, input.page - 1);
  const start = (turn * size) % featured.length;
  return Array.from({ length: size }, (_, i) => featured[(start + i) % featured.length] as T);
}

/** Where a job of a "most relevant" page matched its text (JobListItem's `matchedIn`). */
export type MatchGroup = 'title' | 'text' | 'startupName';

/**
 * The divider shown before the job at `index` of a "most relevant" page, or null: the jobs with
 * every word in their title come first and need none; the first job that only mentions the words,
 * and the first of a startup whose name merely resembles them, start their group with one. A page
 * that starts inside such a group starts with its divider, so every page says what it shows.
 */
export function matchGroupDivider(
  jobs: readonly { matchedIn?: MatchGroup }[],
  index: number,
  q: string | undefined,
): string | null {
  const group = jobs[index]?.matchedIn;
  const text = q?.trim();
  if (!text || !group || group === 'title') return null;
  if (index > 0 && jobs[index - 1]?.matchedIn === group) return null;
  return group === 'text' ? `Jobs that mention “${text}”` : `Jobs at startups with a name like “${text}”`;
}
