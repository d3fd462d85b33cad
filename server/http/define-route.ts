import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { type Actor, SITE, type SiteAction } from '#domain/access/policy.ts';
import { AppError, type FieldErrors } from '#domain/errors.ts';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacters } from '#domain/forms/control-characters.ts';
import { authorize } from '../services/access/authorize.ts';
import { loadActor } from '../services/access/load-actor.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See `RouteDefinition.keepsPublicPages`. */
    keepsPublicPages?: boolean;
  }
}

/**
 * One API route: its zod schemas are the validation, the response check and the OpenAPI document,
 * so the three can never disagree.
 */
export type RouteDefinition<
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  method: HTTPMethods;
  /** Fastify path, e.g. `/api/jobs/single/:id`. */
  url: string;
  summary: string;
  tags: string[];
  querystring?: Q;
  params?: P;
  body?: B;
  response: R;
  /** Response status on success (default 200). */
  status?: number;
  /** Extra documented error statuses besides 422 and 500. */
  errors?: number[];
  /** Cache-Control for successful responses. */
  cacheControl?: string;
  /** Requests allowed per client (IP) and window; the next one gets 429 with Retry-After. */
  rateLimit?: { max: number; timeWindowMs: number };
  /**
   * A write no public page shows (e.g. engagement logs, read only in the portal): it leaves the page
   * cache alone, where every other state-changing request empties it (ADR 015).
   */
  keepsPublicPages?: boolean;
  /**
   * Part of the public API (issue 13: `/api/v2/*`, `/api/jobs/single/{id}`): documented apart from
   * the app's own routes, open to other origins (CORS without credentials) and rate limited per
   * client with RateLimit-* headers (public-api.ts). Invalid input answers 400 `BAD_REQUEST` (the
   * contract its clients were written for) instead of 422.
   */
  publicApi?: { examples: PublicApiExample[] };
  /**
   * A site-wide action of the policy (domain/access/policy.ts) the caller must be allowed, e.g.
   * `'admin.backOffice'` for `/api/admin/*`: asked before any input is read, so everyone else
   * (visitors included) gets the same 404 whatever they send, and learns nothing of the route.
   */
  requires?: SiteAction;
  handler: (input: RouteInput<Q, P, B>, request: FastifyRequest, reply: FastifyReply) => Promise<z.input<R>>;
};

/** A ready-to-try request of a public route, shown on /api/docs and in the OpenAPI document. */
export type PublicApiExample = { summary: string; url: string };

export type RouteInput<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType> = {
  query: z.output<Q>;
  params: z.output<P>;
  body: z.output<B>;
  /** The signed-in caller the policy let through `requires` (null for a route without it). */
  caller: SiteCaller | null;
};

/** A caller allowed a site-wide action: never a visitor. */
export type SiteCaller = Exclude<Actor, { kind: 'visitor' }>;

// biome-ignore lint/suspicious/noExplicitAny: a registry holds routes of every shape.
export type AnyRoute = RouteDefinition<any, any, any, any>;

export function defineRoute<
  Q extends z.ZodType,
  P extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(route: RouteDefinition<Q, P, B, R>): RouteDefinition<Q, P, B, R> {
  return route;
}

export function toFieldErrors(error: z.ZodError, prefix?: string): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/** What invalid input answers: 422 VALIDATION, or 400 BAD_REQUEST on the public API. */
type InvalidInputCode = 'VALIDATION' | 'BAD_REQUEST';

function parsePart<T extends z.ZodType>(
  schema: T | undefined,
  value: unknown,
  part: string,
  code: InvalidInputCode,
): z.output<T> {
  if (!schema) return undefined as z.output<T>;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new AppError(code, `Invalid ${part}`, toFieldErrors(result.error));
  }
  return result.data;
}

export function invalidInputCode(route: AnyRoute): InvalidInputCode {
  return route.publicApi ? 'BAD_REQUEST' : 'VALIDATION';
}

/**
 * Every text input of every API route refused in one place when it holds control characters (NUL,
 * escape codes, lone surrogates: domain/forms/control-characters.ts): 422 with a message per field.
 * Query values and path parameters are single-line; body strings may hold tabs and line breaks.
 * Only parts the route reads (has a schema for) are looked at; a raw body (bytes) is not text.
 */
function refuseControlCharacters(route: AnyRoute, request: FastifyRequest): void {
  // The public API ignores parameters it does not know (its clients send many): only those it reads.
  const query =
    route.publicApi && route.querystring && request.query && typeof request.query === 'object'
      ? pickKnownQuery(route.querystring, request.query as Record<string, unknown>)
      : request.query;
  const found = [
    ...(route.querystring ? findControlCharacters(query, 'singleLine') : []),
    ...(route.params ? findControlCharacters(request.params, 'singleLine') : []),
    ...(route.body ? findControlCharacters(request.body, 'multiLine') : []),
  ];
  if (found.length === 0) return;
  const fieldErrors: FieldErrors = {};
  for (const path of found) fieldErrors[path] = [CONTROL_CHARACTER_MESSAGE];
  throw new AppError(invalidInputCode(route), 'The request holds control characters', fieldErrors);
}

function pickKnownQuery(schema: z.ZodType, query: Record<string, unknown>): Record<string, unknown> {
  const shape = knownQueryNames(schema);
  return Object.fromEntries(
    Object.entries(query).filter(([name]) => shape.has(name) || shape.has(name.replace(/\[\]$/, ''))),
  );
}

/** The parameter names of a query schema (an object, possibly behind a preprocess step). */
function knownQueryNames(schema: z.ZodType): Set<string> {
  const def = (schema as unknown as { def: { type: string; out?: z.ZodType; shape?: object } }).def;
  if (def.type === 'pipe' && def.out) return knownQueryNames(def.out);
  return new Set(Object.keys(def.shape ?? {}));
}

/** The caller, loaded once for the route's check and handed to its handler (no second look-up). */
async function requireSiteCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  action: SiteAction,
): Promise<SiteCaller> {
  const session = await request.getSession();
  const actor = await loadActor(app.deps, session?.userId ?? null);
  authorize(actor, action, SITE);
  if (actor.kind === 'visitor') throw new AppError('NOT_FOUND', 'Page not found');
  return actor;
}

export function registerRoute(app: FastifyInstance, route: AnyRoute): void {
  app.route({
    method: route.method,
    url: route.url,
    config: {
      ...(route.rateLimit
        ? {
            rateLimit: {
              max: route.rateLimit.max * app.deps.env.RATE_LIMIT_FACTOR,
              timeWindow: route.rateLimit.timeWindowMs,
            },
          }
        : {}),
      keepsPublicPages: route.keepsPublicPages === true,
    },
    handler: async (request, reply) => {
      const caller = route.requires ? await requireSiteCaller(app, request, route.requires) : null;
      refuseControlCharacters(route, request);
      const code = invalidInputCode(route);
      const input = {
        query: parsePart(route.querystring, request.query, 'query', code),
        params: parsePart(route.params, request.params, 'path parameters', code),
        body: parsePart(route.body, request.body, 'body', code),
        caller,
      };
      const result = await route.handler(input, request, reply);
      if (reply.sent) return reply;
      // Outputs are checked too: a service returning the wrong shape is our bug (500), never a leak.
      const output = route.response.safeParse(result);
      if (!output.success) {
        request.log.error({ issues: output.error.issues, url: route.url }, 'response failed its schema');
        throw new AppError('INTERNAL', 'Response did not match its schema');
      }
      if (route.cacheControl) reply.header('cache-control', route.cacheControl);
      reply.status(route.status ?? 200);
      return output.data;
    },
  });
}
