/**
 * Compression of dynamic answers (issue 11, ADR 017): rendered pages, JSON, feeds and other text
 * bodies that the app builds in memory. A global `onSend` hook, no dependency: brotli at quality 4
 * or gzip at level 5, chosen from `Accept-Encoding` (brotli first), for bodies of at least
 * `COMPRESSION_MIN_BYTES`. Measured on a 37 kB job page (ADR 017): brotli 4 → 8.5 kB for about
 * 0.25 ms of CPU, gzip 5 → 8.6 kB for about 0.23 ms; higher levels cost twice that for 5–7 % less.
 *
 * Left alone:
 * - anything that already has a `Content-Encoding` (the page cache's precompressed variants, the
 *   build's `.br`/`.gz` files that @fastify/static sends);
 * - streams (files, streamed resources): only strings and Buffers are compressed;
 * - bodies under the threshold, non-text types (images, PDFs, archives), `Cache-Control:
 *   no-transform`, and statuses without a body.
 *
 * `Vary: Accept-Encoding` is added to every answer this could have compressed, whether or not it
 * did (a shared cache must not hand the identity body to a browser that takes brotli, nor the
 * reverse). A strong `ETag` becomes weak when the body is compressed, and on a 304 that the same
 * request would have got compressed, as the compressed bytes are another representation; the
 * page cache's `If-None-Match` comparison accepts the weak form.
 */
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const COMPRESSION_MIN_BYTES = 1024;
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 5;

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|[\w.+-]+\+json|javascript|ecmascript|xml|[\w.+-]+\+xml|x-ndjson|manifest\+json)|image\/svg\+xml)/i;

/**
 * The encoding to use for a request's `Accept-Encoding`: brotli when it is accepted with a
 * q-value above 0 (by name or `*`), else gzip, else none.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';');
    const name = rawName?.trim();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number.parseFloat(value ?? '') || 0;
    }
    accepted.set(name, q);
  }
  const qOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (qOf('br') > 0) return 'br';
  if (qOf('gzip') > 0 || (accepted.get('x-gzip') ?? 0) > 0) return 'gzip';
  return null;
}

function headerValue(reply: FastifyReply, name: string): string {
  const value = reply.getHeader(name);
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function addVaryAcceptEncoding(reply: FastifyReply): void {
  const current = headerValue(reply, 'vary');
  if (!current) {
    reply.header('vary', 'Accept-Encoding');
    return;
  }
  const tokens = current.split(',').map((token) => token.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', `${current}, Accept-Encoding`);
}

function weakenEtag(reply: FastifyReply): void {
  const etag = headerValue(reply, 'etag');
  if (etag && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
}

/**
 * The body in an encoding, at the given levels (per response: this hook's cheap ones; once per
 * stored page: the page cache's better ones).
 */
export function compressBody(
  body: Buffer,
  encoding: Encoding,
  levels: { brotliQuality: number; gzipLevel: number } = {
    brotliQuality: BROTLI_QUALITY,
    gzipLevel: GZIP_LEVEL,
  },
): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return zlib.gzipSync(body, { level: levels.gzipLevel });
}

/** Whether this answer is of a kind this hook compresses (type, status, no encoding yet). */
function isCandidate(reply: FastifyReply): boolean {
  if (reply.hasHeader('content-encoding')) return false;
  if (!COMPRESSIBLE_TYPE.test(headerValue(reply, 'content-type'))) return false;
  if (/\bno-transform\b/i.test(headerValue(reply, 'cache-control'))) return false;
  return true;
}

export function onSendCompress(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const status = reply.statusCode;
  if (status === 304) {
    // The 304 stands for the body this request would have got: the same ETag and Vary as that.
    if (isCandidate(reply)) {
      addVaryAcceptEncoding(reply);
      if (negotiateEncoding(request.headers['accept-encoding'])) weakenEtag(reply);
    }
    return payload;
  }
  if (status === 204 || status < 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESSION_MIN_BYTES || !isCandidate(reply)) return payload;
  addVaryAcceptEncoding(reply);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed = compressBody(body, encoding);
  if (compressed.length >= body.length) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  weakenEtag(reply);
  return compressed;
}

/** Registers the hook on the root instance: every route, the error and not-found answers. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => onSendCompress(request, reply, payload));
}
