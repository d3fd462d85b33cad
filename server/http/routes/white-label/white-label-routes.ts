import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PublicWhiteLabelFeed,
  WhiteLabelFeed,
  WhiteLabelFeedInput,
  WhiteLabelFeedList,
} from '#domain/companies/white-label-feed.schema.ts';
import { deleteWhiteLabelFeed } from '../../../services/white-label/delete-white-label-feed.ts';
import { getWhiteLabelFeed } from '../../../services/white-label/get-white-label-feed.ts';
import { listWhiteLabelFeeds } from '../../../services/white-label/list-white-label-feeds.ts';
import { saveWhiteLabelFeed } from '../../../services/white-label/save-white-label-feed.ts';
import type { WhiteLabelDeps } from '../../../services/white-label/white-label-feeds.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

const KeyParams = z.object({ key: z.string().max(100) });
const FeedParams = z.object({ key: z.string().max(100), id: z.string().max(100) });
const DomainParams = z.object({ domain: z.string().max(253) });

function whiteLabelDeps(request: FastifyRequest): WhiteLabelDeps {
  const deps = request.server.deps;
  return {
    db: deps.db,
    now: deps.now,
    caches: deps.caches,
    publicUrl: deps.env.PUBLIC_URL,
    platformHosts: [...deps.env.mainHosts, ...deps.env.impactHosts],
  };
}

/**
 * White-label feeds (docs/product.md, Career pages and white-label feeds): the public look-up of a
 * feed by its host, and a startup's members managing its feeds (anyone else gets 404).
 */
export const WHITE_LABEL_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/companies/white-label-feed-domain/:domain',
    summary: 'The white-label feed served on a host name: its header (logo, name, description) and filter',
    tags: ['startups'],
    params: DomainParams,
    response: PublicWhiteLabelFeed,
    errors: [404],
    cacheControl: 'public, max-age=60',
    handler: async ({ params }, request) => getWhiteLabelFeed(request.server.deps, { host: params.domain }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/white-label-feeds',
    summary: "A startup's white-label feeds",
    tags: ['startups'],
    params: KeyParams,
    response: WhiteLabelFeedList,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      listWhiteLabelFeeds(whiteLabelDeps(request), await requireUserId(request), params.key),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/white-label-feeds',
    summary:
      'Create a white-label feed: host, name, logo, description and filter (startups, countries, roles, impact only)',
    tags: ['startups'],
    params: KeyParams,
    body: WhiteLabelFeedInput,
    response: WhiteLabelFeed,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      saveWhiteLabelFeed(whiteLabelDeps(request), await requireUserId(request), params.key, null, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/companies/:key/white-label-feeds/:id',
    summary: 'Replace a white-label feed of the startup',
    tags: ['startups'],
    params: FeedParams,
    body: WhiteLabelFeedInput,
    response: WhiteLabelFeed,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      saveWhiteLabelFeed(whiteLabelDeps(request), await requireUserId(request), params.key, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/companies/:key/white-label-feeds/:id',
    summary: 'Delete a white-label feed of the startup',
    tags: ['startups'],
    params: FeedParams,
    response: z.object({ deleted: z.literal(true) }),
    errors: [401, 404],
    handler: async ({ params }, request) =>
      deleteWhiteLabelFeed(whiteLabelDeps(request), await requireUserId(request), params.key, params.id),
  }),
];
