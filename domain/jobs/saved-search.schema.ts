import { z } from 'zod';
import { normaliseFilters } from './search-history.ts';

const ENTRY_MESSAGE = 'A saved search needs a search text or a location';

/** The filters of a saved job search (docs/product.md, Data); it needs (Validation) a search text or a location. */
export const SavedSearchFilters = z
  .object({
    search: z.string().trim().max(200).optional(),
    location: z.string().trim().max(100).optional(),
    countryCode: z.enum(['DK', 'SE', 'NO', 'FI', 'IS', 'REMOTE']).optional(),
    visa: z.boolean().optional(),
  })
  .transform((filters, context) => {
    const normalised = normaliseFilters(filters);
    if (!normalised) {
      context.addIssue({ code: 'custom', message: ENTRY_MESSAGE });
      return z.NEVER;
    }
    return normalised;
  });

export const SavedSearch = z.object({
  id: z.string(),
  key: z.string(),
  filters: z.object({
    search: z.string().optional(),
    location: z.string().optional(),
    countryCode: z.string().optional(),
    visa: z.boolean().optional(),
  }),
  pinned: z.boolean(),
  since: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

/** `POST job-search {key, filters, since}`: the key is recomputed on the server from the filters. */
export const CreateSavedSearchInput = z.object({
  key: z.string().max(400).optional(),
  filters: SavedSearchFilters,
  since: z.iso.datetime({ offset: true }).optional(),
});
export type CreateSavedSearchInput = z.infer<typeof CreateSavedSearchInput>;

export const UpdateSavedSearchInput = z
  .object({
    filters: SavedSearchFilters.optional(),
    since: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((v) => v.filters !== undefined || v.since !== undefined, {
    error: 'Nothing to update: send filters or since',
  });
export type UpdateSavedSearchInput = z.infer<typeof UpdateSavedSearchInput>;

/** `POST jobs/count/bulk {items}`: how many new jobs each search has had since its `since`. */
export const CountBulkInput = z.object({
  items: z
    .array(
      z.object({
        key: z.string().max(400),
        filters: SavedSearchFilters,
        since: z.iso.datetime({ offset: true }),
      }),
    )
    .max(20, 'At most 20 searches at once'),
});
export type CountBulkInput = z.infer<typeof CountBulkInput>;

export const CountBulkResult = z.object({
  items: z.array(z.object({ key: z.string(), count: z.number().int(), isCapped: z.boolean() })),
});
export type CountBulkResult = z.infer<typeof CountBulkResult>;

/** Pinned searches per user. */
export const MAX_SAVED_SEARCHES = 50;
/** New-job counts stop here ('99+'). */
export const NEW_JOB_COUNT_CAP = 99;
