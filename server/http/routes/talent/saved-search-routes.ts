import { z } from 'zod';
import {
  CountBulkInput,
  CountBulkResult,
  CreateSavedSearchInput,
  SavedSearch,
  UpdateSavedSearchInput,
} from '#domain/jobs/saved-search.schema.ts';
import {
  countNewJobs,
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from '../../../services/talent/saved-searches.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

const IdParams = z.object({ id: z.string().max(64) });

/** Requests to `jobs/count/bulk` per client and minute. */
export const COUNT_BULK_PER_MINUTE = 60;

/** docs/product.md, Saved searches and Calls: `job-search` (pinned searches) and `jobs/count/bulk`. */
export const SAVED_SEARCH_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/job-search',
    summary: "The signed-in user's pinned searches",
    tags: ['talent'],
    response: z.object({ items: z.array(SavedSearch) }),
    errors: [401],
    cacheControl: 'private, no-store',
    handler: async (_input, request) => ({
      items: await listSavedSearches(request.server.deps, await requireUserId(request)),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/job-search',
    summary: 'Pin a search: stores it (the same search pinned again answers the stored one)',
    tags: ['talent'],
    body: CreateSavedSearchInput,
    response: SavedSearch,
    status: 201,
    errors: [401, 409, 422],
    handler: async ({ body }, request) => {
      const { search } = await createSavedSearch(request.server.deps, await requireUserId(request), body);
      return search;
    },
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/job-search/:id',
    summary: 'Change a pinned search: its filters, or since (new jobs are counted from it)',
    tags: ['talent'],
    params: IdParams,
    body: UpdateSavedSearchInput,
    response: SavedSearch,
    errors: [401, 404, 422],
    handler: async ({ params, body }, request) =>
      updateSavedSearch(request.server.deps, await requireUserId(request), params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/job-search/:id',
    summary: 'Unpin a search: deletes it',
    tags: ['talent'],
    params: IdParams,
    response: z.object({ ok: z.literal(true) }),
    errors: [401, 404],
    handler: async ({ params }, request) => {
      await deleteSavedSearch(request.server.deps, await requireUserId(request), params.id);
      return { ok: true as const };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/jobs/count/bulk',
    summary: 'How many jobs were published since each search’s since (capped at 99)',
    tags: ['jobs'],
    body: CountBulkInput,
    response: CountBulkResult,
    errors: [422, 429],
    // No login needed, and up to 20 full-text counts per request (in one statement): per client,
    // a page load's worth a second at most.
    rateLimit: { max: COUNT_BULK_PER_MINUTE, timeWindowMs: 60_000 },
    handler: ({ body }, request) => countNewJobs(request.server.deps, body, request.site.platform),
  }),
];
