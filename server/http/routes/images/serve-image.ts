import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '#domain/errors.ts';
import type { FileStorage } from '../../../adapters/storage/local-disk-storage.ts';
import type { Env } from '../../../env.ts';
import { renderImageVariant } from '../../../services/images/render-image-variant.ts';
import { toFieldErrors } from '../../define-route.ts';

/**
 * Image URLs never change meaning: upload keys are content-addressed or never rewritten, and a
 * change to how variants are rendered gets a new cache version. So every answer may be cached
 * for a year by browsers and CDNs without revalidation.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const ImageQuery = z.object({
  // A strict decimal keeps 'Infinity', '1e0' and friends out; the allowed values are checked later.
  scale: z
    .string()
    .regex(/^\d{1,2}(?:\.\d{1,3})?$/, 'Scale must be a number such as 1, 1.5 or 2')
    .transform(Number)
    .optional(),
  format: z.enum(['webp', 'jpeg', 'png']).optional(),
});

export async function registerImageRoutes(
  app: FastifyInstance,
  deps: { env: Env; storage?: FileStorage | undefined },
): Promise<void> {
  const storage = deps.storage;
  if (!storage) throw new Error('buildApp resolves the storage first');
  // Originals come from the app's storage (shared by every instance); the rendered variants are a
  // cache on this machine's disk, rebuilt from the originals when missing (ADR 025).
  const cacheDir = path.join(deps.env.dataDir, 'cache', 'images');

  app.get('/images/:size/*', async (request, reply) => {
    const { size, '*': key } = request.params as { size: string; '*': string };
    const query = ImageQuery.safeParse(request.query ?? {});
    if (!query.success) throw new AppError('VALIDATION', 'Invalid image query', toFieldErrors(query.error));

    const image = await renderImageVariant(
      { storage, cacheDir, log: request.log },
      {
        size,
        key,
        scale: query.data.scale,
        format: query.data.format,
        acceptsWebp: acceptsWebp(request.headers.accept),
      },
    );

    const etag = `"${crypto.createHash('sha256').update(image.data).digest('base64url').slice(0, 27)}"`;
    reply
      .header('cache-control', IMMUTABLE)
      // The same URL answers WebP or the original's format depending on Accept.
      .header('vary', 'Accept')
      .header('x-content-type-options', 'nosniff')
      // Opened on its own, an image is a sandboxed document: no script, no same-origin rights, even
      // if a browser ever took it for something else.
      .header('content-security-policy', 'sandbox')
      // Images are public and appear in embeds and feeds on other sites; helmet's same-origin
      // default would make browsers refuse them there.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(image.contentType).send(image.data);
  });
}

function acceptsWebp(accept: string | undefined): boolean {
  return accept?.toLowerCase().includes('image/webp') ?? false;
}

/** If-None-Match may list several tags, weak ones included (a weak match is enough for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
