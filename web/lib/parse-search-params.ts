import { data } from 'react-router';
import type { z } from 'zod';

/**
 * A page's query string read with the same schema as the API (loaders only). Empty values are
 * left out; a repeated name becomes a list. An unreadable address is a 422 page, never a 500.
 */
export function parseSearchParams<T extends z.ZodType>(url: URL, schema: T): z.output<T> {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    if (value === '') continue;
    const existing = raw[key];
    raw[key] = existing === undefined ? value : [...[existing].flat(), value];
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw data('The search could not be read: check the address.', { status: 422 });
  return parsed.data;
}
