import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '#domain/errors.ts';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacters } from '#domain/forms/control-characters.ts';

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
  handler: (input: RouteInput<Q, P, B>, request: FastifyRequest, reply: FastifyReply) => Promise<z.input<R>>;
};

export type RouteInput<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType> = {
  query: z.output<Q>;
  params: z.output<P>;
  body: z.output<B>;
};

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

function parsePart<T extends z.ZodType>(schema: T | undefined, value: unknown, part: string): z.output<T> {
  if (!schema) return undefined as z.output<T>;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new AppError('VALIDATION', `Invalid ${part}`, toFieldErrors(result.error));
  }
  return result.data;
}

/**
 * Every text input of every API route refused in one place when it holds control characters (NUL,
 * escape codes, lone surrogates: domain/forms/control-characters.ts): 422 with a message per field.
 * Query values and path parameters are single-line; body strings may hold tabs and line breaks.
 * Only parts the route reads (has a schema for) are looked at; a raw body (bytes) is not text.
 */
function refuseControlCharacters(route: AnyRoute, request: FastifyRequest): void {
  const found = [
    ...(route.querystring ? findControlCharacters(request.query, 'singleLine') : []),
    ...(route.params ? findControlCharacters(request.params, 'singleLine') : []),
    ...(route.body ? findControlCharacters(request.body, 'multiLine') : []),
  ];
  if (found.length === 0) return;
  const fieldErrors: FieldErrors = {};
  for (const path of found) fieldErrors[path] = [CONTROL_CHARACTER_MESSAGE];
  throw new AppError('VALIDATION', 'The request holds control characters', fieldErrors);
}

export function registerRoute(app: FastifyInstance, route: AnyRoute): void {
  app.route({
    method: route.method,
    url: route.url,
    ...(route.rateLimit
      ? {
          config: {
            rateLimit: {
              max: route.rateLimit.max * app.deps.env.RATE_LIMIT_FACTOR,
              timeWindow: route.rateLimit.timeWindowMs,
            },
          },
        }
      : {}),
    handler: async (request, reply) => {
      refuseControlCharacters(route, request);
      const input = {
        query: parsePart(route.querystring, request.query, 'query'),
        params: parsePart(route.params, request.params, 'path parameters'),
        body: parsePart(route.body, request.body, 'body'),
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
