import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Pagination } from '#domain/jobs/job.schema.ts';

/** Page numbers for a list of `total` items (at least one page, so an empty list still has page 1). */
export function buildPagination(input: {
  page: number;
  perPage: number;
  total: number;
  isTotalCapped?: boolean;
}): Pagination {
  return {
    page: input.page,
    perPage: input.perPage,
    total: input.total,
    isTotalCapped: input.isTotalCapped ?? false,
    pages: Math.max(1, Math.ceil(input.total / input.perPage)),
  };
}

/** A name containing the text, or close to it (pg_trgm similarity: typo-tolerant startup names). */
export function matchesName(column: AnyColumn, text: string): SQL {
  const pattern = `%${text.replace(/[%_\\]/g, '\\$&')}%`;
  return sql`(${column} ilike ${pattern} or ${column} % ${text})`;
}
