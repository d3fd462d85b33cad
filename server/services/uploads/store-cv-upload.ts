import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cleanCvFileName, isCvKey } from '#domain/applications/cv-rules.ts';
import { AppError } from '#domain/errors.ts';
import { uploads } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';
import { inspectPdf } from './inspect-pdf.ts';

/** A stored CV: its storage key (what profiles and applications record), name, size and pages. */
export type StoredCv = { key: string; fileName: string; bytes: number; pageCount: number };

export const CV_UPLOAD_KIND = 'cv';
export const CV_CONTENT_TYPE = 'application/pdf';

/**
 * Stores a CV for `ownerUserId` (issue 9, quick apply; null: an application without an account): checked by its content (`inspectPdf`: a PDF
 * of at most 5 MB with 1–50 pages, not encrypted, without scripts, launch actions or embedded
 * files), then kept exactly as uploaded (a PDF is never re-encoded, rendered or run) under a random
 * key `cvs/<2 hex>/<32 hex>.pdf`, with an `uploads` row naming its owner so a form can attach only
 * the person's own CVs. The row and the file are written together; a refusal stores nothing.
 * Refusals: 415 not a PDF, 413 too large, 422 for the rest (each with its message).
 */
export async function storeCvUpload(
  deps: Pick<PortalDeps, 'db' | 'now' | 'storage'>,
  input: { ownerUserId: string | null; fileName: string | null | undefined; data: Uint8Array },
): Promise<StoredCv> {
  const inspection = inspectPdf(input.data);
  if (!inspection.ok) {
    const { reason, message } = inspection.refusal;
    const code =
      reason === 'not-pdf'
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : reason === 'too-large'
          ? 'PAYLOAD_TOO_LARGE'
          : 'VALIDATION';
    throw new AppError(code, message);
  }
  const name = crypto.randomBytes(16).toString('hex');
  const key = `cvs/${name.slice(0, 2)}/${name}.pdf`;
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  await deps.db.transaction(async (tx) => {
    await tx.insert(uploads).values({
      storageKey: key,
      ownerUserId: input.ownerUserId,
      kind: CV_UPLOAD_KIND,
      contentType: CV_CONTENT_TYPE,
      bytes: data.length,
      createdAt: deps.now(),
    });
    await deps.storage.write(key, data);
  });
  return {
    key,
    fileName: cleanCvFileName(input.fileName),
    bytes: data.length,
    pageCount: inspection.pageCount,
  };
}

/** Whether `key` is a CV the user uploaded (an `uploads` row of kind cv they own). */
export async function isOwnCvUpload(
  deps: Pick<PortalDeps, 'db'>,
  userId: string,
  key: string,
): Promise<boolean> {
  if (!isCvKey(key)) return false;
  const [row] = await deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(eq(uploads.storageKey, key), eq(uploads.ownerUserId, userId), eq(uploads.kind, CV_UPLOAD_KIND)),
    )
    .limit(1);
  return row !== undefined;
}
