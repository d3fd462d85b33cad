/**
 * Compressed answers (issue 11 scope 5, ADR 017) over HTTP, on both backends:
 * - the build's static files: the `.br`/`.gz` copies scripts/precompress.ts writes are sent by
 *   @fastify/static for `Accept-Encoding: br` / `gzip`, the file itself otherwise, each with
 *   `Vary: Accept-Encoding`, and every variant decompresses to the file;
 * - dynamic answers (JSON, pages): brotli or gzip by `Accept-Encoding`, nothing below 1 KB or when
 *   the browser takes no encoding, `Vary: Accept-Encoding` kept beside the page's `Vary: Cookie`,
 *   and a browser's copy is still confirmed with 304.
 *
 * The static part runs the production static serving on a small build made here (a stand-in server
 * bundle that is never asked to render, and one client asset), so no `react-router build` is needed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/http/app.ts';
import { addDays, insertCompany, insertJob } from '#tests/helpers/factories.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { precompressDirectory } from '../../scripts/precompress.ts';

/** The body as it was before the response's Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw);
    case 'gzip':
      return zlib.gunzipSync(raw);
    case undefined:
      return raw;
    default:
      throw new Error(`unexpected content-encoding ${response.headers['content-encoding']}`);
  }
}

function varyTokens(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

describe.each(BACKENDS)('compressed answers [%s]', (backend) => {
  let t: TestApp;
  let buildRoot: string;
  let site: FastifyInstance;
  /** A client bundle's worth of text (varied, so it compresses the way real code does, not to nothing). */
  const asset = Buffer.from(
    Array.from(
      { length: 400 },
      (_, i) => `export function part${i}(x){return x*${i}+"${crypto.randomBytes(6).toString('hex')}";}\n`,
    ).join(''),
  );
  const assetName = 'entry-Abc123.js';

  beforeAll(async () => {
    t = await createTestApp({ backend });
    buildRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'nordhub-compression-'));
    await fs.mkdir(path.join(buildRoot, 'build', 'server'), { recursive: true });
    await fs.mkdir(path.join(buildRoot, 'build', 'client', 'assets'), { recursive: true });
    // Imported at start-up; pages are not asked for here.
    await fs.writeFile(
      path.join(buildRoot, 'build', 'server', 'index.js'),
      'export const entry = { module: {} };\nexport const routes = {};\n',
    );
    await fs.writeFile(path.join(buildRoot, 'build', 'client', 'assets', assetName), asset);
    await fs.writeFile(path.join(buildRoot, 'build', 'client', 'small.txt'), 'tiny\n');
    await precompressDirectory(path.join(buildRoot, 'build', 'client'));
    site = await buildApp({ deps: { ...t.deps, rootDir: buildRoot }, logger: false, withPages: true });
    await site.ready();
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
    if (buildRoot) await fs.rm(buildRoot, { recursive: true, force: true });
  });

  describe('static files of the build', () => {
    it('writes brotli and gzip copies beside a text asset, and none for a file under 1 KB', async () => {
      const dir = path.join(buildRoot, 'build', 'client');
      expect(
        zlib.brotliDecompressSync(await fs.readFile(path.join(dir, 'assets', `${assetName}.br`))),
      ).toEqual(asset);
      expect(zlib.gunzipSync(await fs.readFile(path.join(dir, 'assets', `${assetName}.gz`)))).toEqual(asset);
      await expect(fs.access(path.join(dir, 'small.txt.br'))).rejects.toThrow();
    });

    it.each([
      ['br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['', undefined],
      ['identity', undefined],
    ])('Accept-Encoding "%s" gets %s, decompressing to the file', async (acceptEncoding, expected) => {
      const response = await site.inject({
        method: 'GET',
        url: `/assets/${assetName}`,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(varyTokens(response)).toContain('accept-encoding');
      expect(response.headers['cache-control']).toMatch(/immutable/);
      if (expected) expect(response.rawPayload.length).toBeLessThan(asset.length);
      expect(decoded(response)).toEqual(asset);
    });

    it('answers 304 to the ETag of the variant the browser has', async () => {
      const headers = { 'accept-encoding': 'br' };
      const first = await site.inject({ method: 'GET', url: `/assets/${assetName}`, headers });
      const etag = String(first.headers.etag);
      const again = await site.inject({
        method: 'GET',
        url: `/assets/${assetName}`,
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    });

    it('sends a small file as it is', async () => {
      const response = await site.inject({
        method: 'GET',
        url: '/small.txt',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('tiny\n');
    });
  });

  describe('dynamic answers', () => {
    beforeAll(async () => {
      const company = await insertCompany(t.deps.db);
      for (let i = 0; i < 5; i++) {
        await insertJob(t.deps.db, company, {
          title: `Compression check engineer ${i}`,
          approvedAt: addDays(new Date(), -1),
          expirationDate: addDays(new Date(), 30),
        });
      }
    });

    it.each([
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['*', 'br'],
      ['', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ])('JSON with Accept-Encoding "%s" comes as %s, the same data', async (acceptEncoding, expected) => {
      const plain = await t.app.inject({ method: 'GET', url: '/api/jobs?perPage=20' });
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/jobs?perPage=20',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(varyTokens(response)).toContain('accept-encoding');
      if (expected) expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(response).toString('utf8'))).toEqual(JSON.parse(plain.body));
    });

    it('leaves an answer under 1 KB as it is', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('compresses error answers too, as JSON', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/jobs/${crypto.randomUUID()}`,
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(404);
      // Small: sent as it is, still JSON.
      expect(decoded(response).toString('utf8')).toContain('"code"');
    });
  });
});

describe.each(BACKENDS)('compressed pages [%s]', (backend) => {
  let t: TestApp;
  let pages: FastifyInstance;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp({
      backend,
      env: { NODE_ENV: 'development', PAGE_CACHE: 'on', PUBLIC_CACHE_SECONDS: '60' },
    });
    pages = await buildApp({ deps: t.deps, logger: false, withPages: true });
    await pages.ready();
    const company = await insertCompany(t.deps.db);
    const job = await insertJob(t.deps.db, company, {
      title: 'Compressed page engineer',
      approvedAt: addDays(new Date(), -1),
      expirationDate: addDays(new Date(), 30),
    });
    jobId = job.id;
    // The first page compiles the app; later ones are quick.
    await pages.inject({ method: 'GET', url: '/terms' });
  });
  afterAll(async () => {
    await pages?.close();
    await t?.close();
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])(
    'a job page asked with "%s" comes as %s, twice (rendered, then from the page cache)',
    async (acceptEncoding, expected) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      for (let i = 0; i < 2; i++) {
        const response = await pages.inject({ method: 'GET', url: `/jobs/${jobId}`, headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(expected);
        expect(varyTokens(response)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
        const html = decoded(response).toString('utf8');
        expect(html).toMatch(/^<!DOCTYPE html>/i);
        expect(html).toContain('Compressed page engineer');
      }
    },
  );

  it('answers 304 to If-None-Match with the ETag a compressed page came with', async () => {
    const headers = { 'accept-encoding': 'br' };
    const page = await pages.inject({ method: 'GET', url: `/jobs/${jobId}`, headers });
    expect(page.statusCode).toBe(200);
    const etag = String(page.headers.etag);
    expect(etag).toBeTruthy();
    const revalidated = await pages.inject({
      method: 'GET',
      url: `/jobs/${jobId}`,
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(varyTokens(revalidated)).toContain('accept-encoding');
  });

  it('compresses a page rendered outside the page cache (a request with a session cookie)', async () => {
    const response = await pages.inject({
      method: 'GET',
      url: `/jobs/${jobId}`,
      headers: { 'accept-encoding': 'gzip', cookie: `${pages.sessionCookie.name}=not-a-session` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-page-cache']).toBeUndefined();
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response).toString('utf8')).toContain('Compressed page engineer');
  });
});
