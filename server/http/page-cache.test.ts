import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  cacheableParams,
  chooseEncoding,
  createPageCache,
  inlineScriptHashes,
  pageCacheKey,
} from './page-cache.ts';

const page = (html: string, nonce = 'NONCE') => ({
  html: Buffer.from(html),
  nonce,
  headers: [],
  views: [],
  contentSecurityPolicy: (hashes: readonly string[]) => `script-src ${hashes.join(' ')}`,
});

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64');

describe('page cache', () => {
  it('stores the page without its render nonce, its inline scripts allowed by hash', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    cache.set(
      'k',
      page(
        '<script nonce="NONCE">a("NONCE")</script><script type="application/ld+json">{}</script>' +
          '<script type="module" nonce="NONCE" src="/x.js"></script><script type="module">b()</script>',
      ),
      cache.generation,
    );
    const entry = cache.get('k');
    if (!entry) throw new Error('not stored');
    const html = entry.bodies.identity.toString();
    expect(html).not.toContain('NONCE');
    expect(html).toContain('<script nonce="">a("")</script>');
    expect(entry.contentSecurityPolicy).toBe(`script-src ${sha256('a("")')} ${sha256('b()')}`);
  });

  it('makes each encoding once, when first asked for, with a distinct ETag for each', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const html = `<p>${'Nordic startups hiring. '.repeat(200)}</p>`;
    const entry = cache.set('k', page(html), cache.generation);
    if (!entry) throw new Error('not stored');
    const stored = cache.stats().bytes;
    const br = cache.body(entry, 'br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(html);
    expect(br.length).toBeLessThan(html.length / 10);
    expect(cache.stats().bytes).toBe(stored + br.length);
    expect(cache.body(entry, 'br')).toBe(br);
    expect(cache.stats().bytes).toBe(stored + br.length);
    const gzip = cache.body(entry, 'gzip');
    expect(zlib.gunzipSync(gzip).toString()).toBe(html);
    expect(cache.stats().bytes).toBe(stored + br.length + gzip.length);
    expect(cache.body(entry, 'identity').toString()).toBe(html);
    expect(new Set(Object.values(entry.etags)).size).toBe(3);
  });

  it('counts an encoding made later in its memory bound, dropping other pages first', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 12_000 });
    // Random text compresses little: an encoding of it is almost as large as the page. Each entry
    // holds 1,868 characters (and 512 bytes for the rest): five fit, and then one encoding does not.
    const text = () => crypto.randomBytes(1_400).toString('base64');
    const first = cache.set('a', page(text()), cache.generation);
    for (const key of ['b', 'c', 'd', 'e']) cache.set(key, page(text()), cache.generation);
    if (!first) throw new Error('not stored');
    const before = cache.stats();
    expect(before.entries).toBe(5);
    const gzip = cache.body(first, 'gzip');
    expect(before.bytes + gzip.length).toBeGreaterThan(12_000);
    expect(cache.stats().bytes).toBeLessThanOrEqual(12_000);
    expect(cache.get('a')).toBe(first);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('does not count what a page dropped by a write is compressed into afterwards', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const entry = cache.set('k', page(`<p>${'Nordic startups hiring. '.repeat(200)}</p>`), cache.generation);
    if (!entry) throw new Error('not stored');
    cache.invalidateAll();
    // A response that took the page before the write still sends it, in the encoding it asked for.
    expect(cache.body(entry, 'br').length).toBeGreaterThan(0);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('answers in the encoding the client takes: brotli, then gzip, else none', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('hashes only the inline scripts a browser runs', () => {
    expect(
      inlineScriptHashes(
        '<SCRIPT>x</SCRIPT ><script src="/a.js"></script><script type="application/json">{}</script><script>x</script>',
      ),
    ).toEqual([sha256('x')]);
  });

  it('bounds memory in bytes, dropping the least recently used pages first', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 8_000 });
    const big = 'x'.repeat(1_400);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, page(big), cache.generation);
    cache.get('a');
    cache.set('e', page(big), cache.generation);
    expect(cache.stats().bytes).toBeLessThanOrEqual(8_000);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('never stores a page rendered before a write, nor serves one stored before it', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1_000, maxBytes: 1_000_000, now: () => now });
    const before = cache.generation;
    cache.invalidateAll();
    expect(cache.set('k', page('old'), before)).toBeUndefined();
    cache.set('k', page('new'), cache.generation);
    cache.invalidateAll();
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', page('new'), cache.generation);
    now = 1_000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 2 });
  });

  it('keys by host and normalized address, and only public pages', () => {
    expect(pageCacheKey('Localhost:3000', '/jobs?roles=a&utm_source=x&country=DK&roles=b')).toEqual({
      key: 'localhost:3000 /jobs?country=DK&roles=a&roles=b',
      path: '/jobs?country=DK&roles=a&roles=b',
    });
    expect(pageCacheKey('impact.localhost', '/')?.key).toBe('impact.localhost /');
    expect(pageCacheKey('h', '/jobs/a6c5f1e4-1b0a-4c8e-9a51-2f4a8d7e3b10?x=1')?.path).toBe(
      '/jobs/a6c5f1e4-1b0a-4c8e-9a51-2f4a8d7e3b10',
    );
    expect(pageCacheKey('h', '/jobs.data')).toBeNull();
    for (const url of [
      '/api/jobs?q=x',
      '/api',
      '/assets/ui.js',
      '/images/x.png?w=10',
      '/feeds/jobs.xml',
      '/api/../jobs',
    ]) {
      expect(pageCacheKey('h', url), url).toBeNull();
    }
    expect(pageCacheKey('h', '/apis')).toBeNull();
    expect(pageCacheKey('h', '/jobs?q=api')?.path).toBe('/jobs?q=api');
    for (const path of [
      '/client',
      '/jobs/x/apply',
      '/settings',
      '/funding/quiz',
      '/deals/some-deal/document',
      '/startups/join',
      '/dev/outbox',
      '/community-program',
      '/tools/x/y',
      '/blog/a/b',
      '/startups/joblistwidget/acme/more',
      '/external/featuredjobs/more',
      '/external',
      '/whiteLabelFeed/feed.rss',
      '/whiteLabelFeed/jobs/not-a-job',
    ]) {
      expect(cacheableParams(path), path).toBeNull();
    }
    for (const path of [
      '/',
      '/jobs',
      '/startups',
      '/startups/acme',
      '/funding',
      '/funding/some-fund',
      '/deals',
      '/deals/some-deal',
      '/jobs/location/denmark',
      '/tools',
      '/tools/hirebird',
      '/partners',
      '/partners/growth-bank',
      '/blog',
      '/blog/how-to-hire',
      '/startups/joblistwidget/acme',
      '/external/featuredjobs',
      '/whiteLabelFeed/jobs/a6c5f1e4-1b0a-4c8e-9a51-2f4a8d7e3b10',
    ]) {
      expect(cacheableParams(path), path).not.toBeNull();
    }
    // A white-label feed's page keeps its page number only (its host is in the key, ADR 030).
    expect(cacheableParams('/whiteLabelFeed')).toEqual(['page']);
  });
});

describe('page cache: pause and resume (issue 11 scope 3)', () => {
  it('serves and stores nothing while paused, and starts empty on resume', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
    const page = {
      html: Buffer.from('<p>n1</p>'),
      nonce: 'n1',
      headers: [] as [string, string][],
      views: [],
      contentSecurityPolicy: () => "script-src 'self'",
    };
    expect(cache.set('a', page, cache.generation)).toBeDefined();
    cache.pause();
    expect(cache.isPaused).toBe(true);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('b', page, cache.generation)).toBeUndefined();
    cache.resume();
    expect(cache.isPaused).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('b', page, cache.generation)).toBeDefined();
    expect(cache.get('b')).toBeDefined();
  });
});
