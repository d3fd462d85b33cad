import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CV_MAX_BYTES,
  CV_NO_FILE_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  CV_UPLOAD_FIELD_NAME,
} from '#domain/applications/cv-rules.ts';
import { AppError } from '#domain/errors.ts';
import { storeCvUpload } from '../../../services/uploads/store-cv-upload.ts';
import { defineRoute, registerRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

/** What a CV upload answers: the key a form attaches (`cvFile`), its file name, size and pages. */
export const UploadedCv = z.object({
  key: z.string(),
  fileName: z.string(),
  bytes: z.number().int(),
  pageCount: z.number().int(),
});

/** Room for the multipart envelope (boundaries, part headers) around a 5 MB file. */
const ENVELOPE_BYTES = 64 * 1024;
const CV_UPLOAD_RATE_LIMIT = { max: 30, timeWindowMs: 10 * 60_000 };

function tooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', CV_TOO_LARGE_MESSAGE);
}

function noFile(): AppError {
  return new AppError('VALIDATION', CV_NO_FILE_MESSAGE, { [CV_UPLOAD_FIELD_NAME]: [CV_NO_FILE_MESSAGE] });
}

function toUploadError(error: unknown): unknown {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (statusCode === 413) return tooLarge();
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return noFile();
  return error;
}

/**
 * The one file of a multipart body (field `file_upload`), at most 5 MB: a body that says it is
 * larger is refused before a byte of it is read; one that grows past the limit is cut off by the
 * parser (413 either way).
 */
async function readUploadedCv(request: FastifyRequest): Promise<{ data: Buffer; fileName: string }> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > CV_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the CV as multipart/form-data in the field ${CV_UPLOAD_FIELD_NAME}`,
    );
  }
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    throw toUploadError(error);
  }
  if (!file || file.fieldname !== CV_UPLOAD_FIELD_NAME) throw noFile();
  try {
    return { data: await file.toBuffer(), fileName: file.filename };
  } catch (error) {
    throw toUploadError(error);
  }
}

export const CV_UPLOAD_ROUTES = [
  defineRoute({
    method: 'POST',
    url: '/api/upload/cv',
    summary:
      'Upload a CV (multipart/form-data, field file_upload): a PDF by content, at most 5 MB, 1-50 pages, not encrypted, without JavaScript, launch actions or embedded files; stored as uploaded under a random key. Attach the key as cvFile in the quick apply settings or an application',
    tags: ['uploads'],
    response: UploadedCv,
    status: 201,
    errors: [401, 413, 415, 429],
    rateLimit: CV_UPLOAD_RATE_LIMIT,
    handler: async (_input, request) => {
      // Logged out: 401 before the body is read.
      const userId = await requireUserId(request);
      const { data, fileName } = await readUploadedCv(request);
      const { deps } = request.server;
      if (!deps.storage) throw new Error('buildApp resolves the storage first');
      return storeCvUpload(
        { db: deps.db, now: deps.now, storage: deps.storage },
        { ownerUserId: userId, fileName, data },
      );
    },
  }),
];

/**
 * Multipart parsing in a scope of its own, with the CV's limits: one file of at most 5 MB and
 * nothing else of size. The rest of the API never accepts multipart bodies.
 */
export async function registerCvUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        files: 1,
        fileSize: CV_MAX_BYTES,
        fields: 4,
        fieldSize: 1024,
        fieldNameSize: 100,
        parts: 5,
        headerPairs: 50,
      },
      throwFileSizeLimit: true,
    });
    for (const route of CV_UPLOAD_ROUTES) registerRoute(scope, route);
  });
}
