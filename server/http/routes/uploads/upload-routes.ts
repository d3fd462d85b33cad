import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_MAX_BYTES,
  NO_IMAGE_MESSAGE,
  UPLOAD_FIELD_NAME,
  type UploadKind,
} from '#domain/content/image-upload-rules.ts';
import { AppError } from '#domain/errors.ts';
import { storeImageUpload } from '../../../services/uploads/store-image-upload.ts';
import { defineRoute, registerRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

/** What an upload answers: the key a form attaches, where to see it, and its stored size. */
export const UploadedImage = z.object({
  key: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** Room for the multipart envelope (boundaries, part headers) around an 8 MB file. */
const ENVELOPE_BYTES = 64 * 1024;
const UPLOAD_RATE_LIMIT = { max: 60, timeWindowMs: 10 * 60_000 };

/**
 * Reads the one file of a multipart body (field `file_upload`) into memory, at most 8 MB. A body
 * that says it is larger is refused before a byte of it is read; one that grows past the limit is
 * cut off by the parser (413 either way).
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > IMAGE_UPLOAD_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the image as multipart/form-data in the field ${UPLOAD_FIELD_NAME}`,
    );
  }
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    throw toUploadError(error);
  }
  if (!file || file.fieldname !== UPLOAD_FIELD_NAME) {
    throw new AppError('VALIDATION', NO_IMAGE_MESSAGE, { [UPLOAD_FIELD_NAME]: [NO_IMAGE_MESSAGE] });
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    throw toUploadError(error);
  }
}

function tooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
}

function toUploadError(error: unknown): unknown {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (statusCode === 413) return tooLarge();
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new AppError('VALIDATION', NO_IMAGE_MESSAGE, { [UPLOAD_FIELD_NAME]: [NO_IMAGE_MESSAGE] });
  }
  return error;
}

async function handleUpload(request: FastifyRequest, kind: UploadKind) {
  // Logged out: 401 before the body is read.
  const userId = await requireUserId(request);
  const data = await readUploadedFile(request);
  const { deps } = request.server;
  if (!deps.storage) throw new Error('buildApp resolves the storage first');
  return storeImageUpload(
    { db: deps.db, now: deps.now, storage: deps.storage },
    { ownerUserId: userId, kind, data },
  );
}

const UPLOAD_ERRORS = [401, 413, 415, 429];

export const UPLOAD_ROUTES = [
  defineRoute({
    method: 'POST',
    url: '/api/upload/image',
    summary:
      'Upload an image (multipart/form-data, field file_upload): PNG, JPEG or WebP by content, at most 8 MB and 40 megapixels, at least 64x64; stored re-encoded as WebP without metadata',
    tags: ['uploads'],
    response: UploadedImage,
    status: 201,
    errors: UPLOAD_ERRORS,
    rateLimit: UPLOAD_RATE_LIMIT,
    handler: (_input, request) => handleUpload(request, 'image'),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/upload/:type',
    summary: 'Upload a startup logo, gallery image or team photo (same rules as /api/upload/image)',
    tags: ['uploads'],
    params: z.object({ type: z.enum(['logo', 'gallery', 'team']) }),
    response: UploadedImage,
    status: 201,
    errors: UPLOAD_ERRORS,
    rateLimit: UPLOAD_RATE_LIMIT,
    handler: ({ params }, request) => handleUpload(request, params.type),
  }),
];

/**
 * Multipart parsing exists only in this scope, with tight limits: one file of at most 8 MB, a few
 * small fields, nothing else. The rest of the API never accepts multipart bodies.
 */
export async function registerUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        files: 1,
        fileSize: IMAGE_UPLOAD_MAX_BYTES,
        fields: 4,
        fieldSize: 1024,
        fieldNameSize: 100,
        parts: 5,
        headerPairs: 50,
      },
      throwFileSizeLimit: true,
    });
    for (const route of UPLOAD_ROUTES) registerRoute(scope, route);
  });
}
