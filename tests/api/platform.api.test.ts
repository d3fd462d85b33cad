import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CompanyList } from '#domain/companies/company-search.schema.ts';
import { InvestorList } from '#domain/investors/investor.schema.ts';
import { JobList } from '#domain/jobs/job.schema.ts';
import { investors } from '#server/db/schema/index.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Routes that are about the API rather than part of it. */
const UNDOCUMENTED_API_PATHS = new Set(['/api/openapi.json', '/api/docs', '/api/*']);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const OpenApiOperation = z.object({
  operationId: z.string().min(1),
  summary: z.string().min(1),
  parameters: z
    .array(
      z.object({
        name: z.string().min(1),
        in: z.enum(['query', 'path', 'header', 'cookie']),
        required: z.boolean().optional(),
        schema: z.record(z.string(), z.unknown()),
      }),
    )
    .optional(),
  requestBody: z.object({ content: z.record(z.string(), z.unknown()) }).optional(),
  responses: z.record(
    z.string().regex(/^[1-5]\d\d$/),
    z.object({
      description: z.string().min(1),
      content: z.record(z.string(), z.object({ schema: z.record(z.string(), z.unknown()) })).optional(),
    }),
  ),
});

const OpenApiDocument = z.object({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.object({ title: z.string().min(1), version: z.string().min(1) }),
  paths: z.record(z.string().startsWith('/'), z.record(z.string(), z.unknown())),
  components: z.object({ schemas: z.record(z.string(), z.unknown()) }).optional(),
});
type OpenApiDocument = z.infer<typeof OpenApiDocument>;

/**
 * The routes the app has registered, from Fastify's radix tree (`printRoutes()`): each line adds
 * its text to its parent's path, and lists its methods in parentheses.
 */
function listRegisteredRoutes(app: FastifyInstance): { path: string; methods: string[] }[] {
  const routes: { path: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    if (match[3]) routes.push({ path, methods: match[3].split(', ').filter((m) => m !== 'HEAD') });
  }
  return routes;
}

/** Every `$ref` in the document points at something inside it. */
function findBrokenRefs(document: unknown): string[] {
  const broken: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        let target: unknown = document;
        for (const part of value.replace(/^#\//, '').split('/')) {
          target = (target as Record<string, unknown> | undefined)?.[
            part.replace(/~1/g, '/').replace(/~0/g, '~')
          ];
        }
        if (!value.startsWith('#/') || target === undefined) broken.push(value);
      } else {
        visit(value);
      }
    }
  };
  visit(document);
  return broken;
}

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe.each(BACKENDS)('platform API [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/openapi.json', () => {
    let document: OpenApiDocument;
    let response: LightMyRequestResponse;

    beforeAll(async () => {
      response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      document = parseJson(response, OpenApiDocument);
    });

    it('is an OpenAPI 3.1 document whose operations are complete and whose references resolve', () => {
      expect(response.statusCode).toBe(200);
      const operationIds: string[] = [];
      for (const [path, item] of Object.entries(document.paths)) {
        const templateParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        for (const [method, raw] of Object.entries(item)) {
          expect(HTTP_METHODS, `${method} ${path}`).toContain(method);
          const operation = OpenApiOperation.parse(raw);
          operationIds.push(operation.operationId);
          // A success answer: 2xx, or a redirect for routes a browser follows (the job checkout's 303).
          expect(
            Object.keys(operation.responses).some((s) => s.startsWith('2') || s.startsWith('3')),
            path,
          ).toBe(true);
          // Invalid input: 422, but 400 on the public API (its clients' contract; issue 13). The
          // image route keeps its 422; the feeds' schema file takes no input.
          const isPublicContract =
            (raw as { 'x-public'?: boolean })['x-public'] && !path.startsWith('/images/');
          if (path !== '/feeds/jobs.xsd') {
            expect(operation.responses, `${method} ${path}`).toHaveProperty(isPublicContract ? '400' : '422');
          }
          const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
          expect(pathParams.map((p) => p.name).sort(), `${method} ${path}`).toEqual(
            [...templateParams].sort(),
          );
          expect(pathParams.every((p) => p.required === true)).toBe(true);
        }
      }
      expect(new Set(operationIds).size).toBe(operationIds.length);
      expect(findBrokenRefs(document)).toEqual([]);
    });

    it('documents every registered API route, and only those', () => {
      const registered = listRegisteredRoutes(t.app)
        .filter((r) => r.path.startsWith('/api/') && !UNDOCUMENTED_API_PATHS.has(r.path))
        .flatMap((r) => r.methods.map((m) => `${m} ${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`));
      // The public feeds and images are documented too (issue 13), though they are not under /api.
      const documented = Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/api/'))
        .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/feeds/jobs.xml',
          '/feeds/jobs.rss',
          '/feeds/jobs.json',
          '/images/{size}/{path}',
        ]),
      );
      expect(registered.length).toBeGreaterThan(8);
      expect(registered).toContain('GET /api/v2/jobs');
      expect(registered).toContain('GET /api/jobs/single/{id}');
      expect(documented.sort()).toEqual(registered.sort());
    });

    it('documents the validation error shape', () => {
      expect(JSON.stringify(document.components?.schemas?.ErrorBody)).toMatch(/fieldErrors/);
    });
  });

  describe('errors', () => {
    it('answers an unknown API path with a JSON 404, whatever the method', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: '/api/v9/nothing-here' });
        expectError(response, 404, 'NOT_FOUND');
        expectSecurityHeaders(response);
      }
    });

    it('answers a body over the limit with a JSON 413', async () => {
      const limit = t.deps.env.BODY_LIMIT_BYTES;
      const payload = JSON.stringify({ text: 'x'.repeat(limit) });
      expect(Buffer.byteLength(payload)).toBeGreaterThan(limit);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/jobs',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectError(response, 413, 'PAYLOAD_TOO_LARGE');
      expectSecurityHeaders(response);

      // A body just under the limit is read, and gets the route's own answer.
      const fits = JSON.stringify({ text: 'x'.repeat(limit - 100) });
      const small = await t.app.inject({
        method: 'POST',
        url: '/api/v9/nothing-here',
        headers: { 'content-type': 'application/json' },
        payload: fits,
      });
      expectError(small, 404, 'NOT_FOUND');
    });

    it('answers a body over the limit with a JSON 413 whatever its content type', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v9/nothing-here',
        headers: { 'content-type': 'text/plain' },
        payload: 'x'.repeat(t.deps.env.BODY_LIMIT_BYTES + 1),
      });
      expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('answers malformed JSON with a JSON 400 and an unknown body type with a JSON 415', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/v9/nothing-here',
        headers: { 'content-type': 'application/json' },
        payload: '{"text": ',
      });
      expectError(malformed, 400, 'BAD_REQUEST');
      const xml = await t.app.inject({
        method: 'POST',
        url: '/api/v9/nothing-here',
        headers: { 'content-type': 'application/xml' },
        payload: '<job/>',
      });
      expectError(xml, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('health', () => {
    it('/healthz answers 200', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('/readyz answers 200 with the database kind, and 503 while shutting down', async () => {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: backend });

      t.deps.lifecycle.isShuttingDown = true;
      try {
        const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
        expect(draining.statusCode).toBe(503);
        expect(draining.json()).toEqual({ status: 'shutting-down' });
        // Liveness is not readiness: a draining process is alive, and in-flight work still answers.
        expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: '/api/v2/jobs/latest/3' })).statusCode).toBe(200);
      } finally {
        t.deps.lifecycle.isShuttingDown = false;
      }
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    });
  });

  describe('headers', () => {
    it('sets the security headers on answers and on errors', async () => {
      expectSecurityHeaders(await t.app.inject({ method: 'GET', url: '/api/v2/jobs/latest/3' }));
      expectSecurityHeaders(await t.app.inject({ method: 'GET', url: '/api/v2/jobs?page=abc' }));
      expectSecurityHeaders(await t.app.inject({ method: 'GET', url: '/healthz' }));
    });

    it('sends no HSTS outside production over HTTPS', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('gives the API docs page a nonce-based CSP that forbids framing', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/api/docs' });
      const second = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(first.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(second.headers['content-security-policy']).not.toBe(csp);
      expect(first.body).toContain('/api/v2/jobs');
    });

    it('echoes a well-formed x-request-id and replaces anything else', async () => {
      const echoed = await t.app.inject({
        method: 'GET',
        url: '/api/v2/jobs?page=abc',
        headers: { 'x-request-id': 'edge-7f3a.42_b' },
      });
      expect(echoed.headers['x-request-id']).toBe('edge-7f3a.42_b');
      for (const bad of ['has spaces in it', 'x'.repeat(65), '<script>']) {
        const replaced = await t.app.inject({
          method: 'GET',
          url: '/healthz',
          headers: { 'x-request-id': bad },
        });
        expect(replaced.headers['x-request-id']).toMatch(UUID);
      }
      const generated = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(generated.headers['x-request-id']).toMatch(UUID);
    });
  });

  describe('host names', () => {
    async function listAs(host: string) {
      const [companiesResponse, jobsResponse] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/companiesProper?perPage=60', headers: { host } }),
        t.app.inject({ method: 'GET', url: '/api/jobs?perPage=50', headers: { host } }),
      ]);
      return {
        companies: parseJson(companiesResponse, CompanyList),
        jobs: parseJson(jobsResponse, JobList),
      };
    }

    it('serves an unknown host as the main platform', async () => {
      const main = await listAs('localhost');
      for (const host of [
        'unknown.example',
        'careers.kodkraft.localhost.attacker.example',
        'localhost.evil',
      ]) {
        const other = await listAs(host);
        expect(other.companies, host).toEqual(main.companies);
        expect(other.jobs, host).toEqual(main.jobs);
      }
    });

    it("refuses the marketplace's lists on a startup's career domain (ADR 030): it shows that startup only", async () => {
      for (const url of [
        '/api/companiesProper?perPage=60',
        '/api/jobs?perPage=50',
        '/api/v2/jobs',
        '/api/investors',
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { host: 'careers.kodkraft.localhost' },
        });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    });

    it("lists the investors of the host's platform only", async () => {
      async function investorKeys(host: string): Promise<string[]> {
        const keys: string[] = [];
        for (let page = 1, pages = 1; page <= pages; page++) {
          const response = await t.app.inject({
            method: 'GET',
            url: `/api/investors?perPage=60&page=${page}`,
            headers: { host },
          });
          const list = parseJson(response, InvestorList);
          pages = list.pagination.pages;
          keys.push(...list.investors.map((i) => i.key));
        }
        return keys.sort();
      }
      async function publishedInvestorKeys(platform: 'main' | 'impact'): Promise<string[]> {
        const rows = await t.deps.db
          .select({ key: investors.key })
          .from(investors)
          .where(sql`${investors.status} = 'PUBLISHED' and (${investors.platform} ->> ${platform})::boolean`);
        return rows.map((r) => r.key).sort();
      }
      const main = await investorKeys('localhost');
      const impact = await investorKeys('impact.localhost');
      expect(main).toEqual(await publishedInvestorKeys('main'));
      expect(impact).toEqual(await publishedInvestorKeys('impact'));
      expect(impact).not.toEqual(main);
      expect(await investorKeys('unknown.example')).toEqual(main);
    });

    it('recognises the impact host whatever its case or port', async () => {
      const impact = await listAs('impact.localhost');
      const main = await listAs('localhost');
      expect(impact.companies.pagination.total).not.toBe(main.companies.pagination.total);
      expect(impact.companies.companies.every((c) => c.isImpact)).toBe(true);
      expect(await listAs('IMPACT.localhost:3000')).toEqual(impact);
    });
  });
});

describe.each(BACKENDS)('platform API in production over HTTPS [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      backend,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://nordhub.example',
        PAYMENT_PROVIDER: 'local',
        MAIL_TRANSPORT: 'outbox',
      },
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('sends HSTS', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('keeps internals out of error answers when the database is gone', async () => {
    await t.deps.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database-unavailable' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const response = await t.app.inject({ method: 'GET', url: '/api/v2/jobs' });
    const body = expectError(response, 500, 'INTERNAL');
    expect(body).toEqual({ code: 'INTERNAL', message: 'Something went wrong' });
    expectSecurityHeaders(response);
  });
});
