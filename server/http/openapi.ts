import { z } from 'zod';
import type { AnyRoute } from './define-route.ts';
import { PUBLIC_API_INTRO, PUBLIC_API_TAGS, PUBLIC_NON_JSON_PATHS } from './public-api-docs.ts';

const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    fieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
} as const;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not logged in',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  422: 'Validation failed',
  429: 'Too many requests (see the RateLimit-* headers)',
  500: 'Server error',
};

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}

function toParameters(schema: z.ZodType | undefined, location: 'query' | 'path'): unknown[] {
  if (!schema) return [];
  const json = toJsonSchema(schema, 'input') as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

/** OpenAPI 3.1 document generated from the same zod schemas that validate the routes. */
export function buildOpenApiDocument(routes: AnyRoute[], info: { version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const method = String(route.method).toLowerCase();
    const responses: Record<string, unknown> = {
      [String(route.status ?? 200)]: {
        description: 'Success',
        content: { 'application/json': { schema: toJsonSchema(route.response, 'output') } },
      },
    };
    // Invalid input: 422 on the app's own routes, 400 on the public API (its clients' contract).
    const invalidInput = route.publicApi ? 400 : 422;
    for (const status of [...new Set([...(route.errors ?? []), invalidInput, 500])].sort()) {
      responses[String(status)] = {
        description: STATUS_TEXT[status] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      };
    }
    paths[path] ??= {};
    paths[path][method] = {
      summary: route.summary,
      tags: route.tags,
      operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters: [...toParameters(route.params, 'path'), ...toParameters(route.querystring, 'query')],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toJsonSchema(route.body, 'input') } },
            },
          }
        : {}),
      responses,
      ...(route.publicApi ? { 'x-public': true, 'x-examples': route.publicApi.examples } : {}),
    };
  }
  Object.assign(paths, PUBLIC_NON_JSON_PATHS);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nordhub API',
      version: info.version,
      description:
        'Nordhub’s API. The public API (operations marked `x-public`, tags `public: …`) is for other sites and programs; the rest is the app’s own. Errors always answer `{ code, message, fieldErrors? }`; invalid input is 400 on the public API, 422 elsewhere.',
      'x-public-api': PUBLIC_API_INTRO,
    },
    servers: [{ url: info.serverUrl }],
    tags: [...PUBLIC_API_TAGS],
    paths,
    components: { schemas: { ErrorBody: ERROR_BODY_SCHEMA } },
  };
}
