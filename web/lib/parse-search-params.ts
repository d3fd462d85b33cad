import { data } from 'react-router';
import type { z } from 'zod';

type RawParams = Record<string, string | string[]>;

/** Empty values are left out; a repeated name becomes a list. */
function readRaw(url: URL): RawParams {
  const raw: RawParams = {};
  for (const [key, value] of url.searchParams) {
    if (value === '') continue;
    const existing = raw[key];
    raw[key] = existing === undefined ? value : [...[existing].flat(), value];
  }
  return raw;
}

function unreadable(): never {
  throw data('The search could not be read: check the address.', { status: 422 });
}

/**
 * A page's query string read with the same schema as the API (loaders only). Empty values are
 * left out; a repeated name becomes a list. An unreadable address is a 422 page, never a 500.
 */
export function parseSearchParams<T extends z.ZodType>(url: URL, schema: T): z.output<T> {
  const parsed = schema.safeParse(readRaw(url));
  if (!parsed.success) unreadable();
  return parsed.data;
}

/**
 * Like parseSearchParams, but a value the schema refuses is left out (its default applies) instead
 * of failing the page: an old, shared or hand-edited address (`?page=0`, `?sort=bogus`) still shows
 * a list. Returns the names it left out, so the page can send the visitor to the clean address.
 */
export function parseSearchParamsLeniently<T extends z.ZodType>(
  url: URL,
  schema: T,
): { data: z.output<T>; dropped: string[] } {
  const raw = readRaw(url);
  const dropped: string[] = [];
  // Each round leaves out at least one name, so this ends.
  for (;;) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return { data: parsed.data, dropped };
    const names = new Set(
      parsed.error.issues
        .map((issue) => issue.path[0])
        .filter((key) => typeof key === 'string' && key in raw),
    );
    if (names.size === 0) unreadable();
    for (const name of names as Set<string>) {
      delete raw[name];
      dropped.push(name);
    }
  }
}
