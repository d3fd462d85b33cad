import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SiteAction } from '#domain/access/policy.ts';
import { defineRoute, type RouteDefinition, type RouteInput, type SiteCaller } from '../../define-route.ts';

/** The OpenAPI tag of every back office operation. */
export const ADMIN_TAG = 'Admin';

/**
 * A back office route (`/api/admin/*`, issue 32): documented under the "Admin" tag, never cached,
 * and refused with 404 before any input is read unless the caller holds `requires` (by default
 * `admin.backOffice`; the route's service asks the policy for its own action again).
 * tests/api/admin-access.api.test.ts sends every such route, from this list, as a visitor and as a
 * signed-in user who is no admin.
 */
export function defineAdminRoute<
  Q extends z.ZodType,
  P extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  route: Omit<RouteDefinition<Q, P, B, R>, 'tags' | 'cacheControl' | 'requires' | 'handler'> & {
    requires?: SiteAction;
    /** As `defineRoute`'s, with the caller the check let through (an admin), for the route's service. */
    handler: (
      input: RouteInput<Q, P, B> & { caller: SiteCaller },
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<z.input<R>>;
  },
): RouteDefinition<Q, P, B, R> {
  if (!route.url.startsWith('/api/admin/')) throw new Error(`admin route outside /api/admin/: ${route.url}`);
  const { handler } = route;
  return defineRoute({
    ...route,
    tags: [ADMIN_TAG],
    cacheControl: 'private, no-store',
    requires: route.requires ?? 'admin.backOffice',
    errors: [...new Set([404, ...(route.errors ?? [])])],
    handler: (input, request, reply) => {
      if (!input.caller) throw new Error(`${route.url}: no caller after the policy's check`);
      return handler({ ...input, caller: input.caller }, request, reply);
    },
  });
}
