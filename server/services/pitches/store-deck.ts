import crypto from 'node:crypto';
import { cleanCvFileName } from '#domain/applications/cv-rules.ts';
import { AppError } from '#domain/errors.ts';
import {
  DECK_ACTIVE_CONTENT_MESSAGE,
  DECK_ENCRYPTED_MESSAGE,
  DECK_MAX_BYTES,
  DECK_MAX_PAGES,
  DECK_MISSING_MESSAGE,
  DECK_NO_PAGES_MESSAGE,
  DECK_NOT_PDF_MESSAGE,
  DECK_TOO_LARGE_MESSAGE,
  DECK_TOO_MANY_PAGES_MESSAGE,
  DECK_UNREADABLE_MESSAGE,
} from '#domain/investors/pitch-rules.ts';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';
import { inspectPdf, type PdfRules } from '../uploads/inspect-pdf.ts';

export const DECK_UPLOAD_KIND = 'deck';

export const DECK_PDF_RULES: PdfRules = {
  maxBytes: DECK_MAX_BYTES,
  minPages: 1,
  maxPages: DECK_MAX_PAGES,
  messages: {
    empty: DECK_MISSING_MESSAGE,
    'too-large': DECK_TOO_LARGE_MESSAGE,
    'not-pdf': DECK_NOT_PDF_MESSAGE,
    unreadable: DECK_UNREADABLE_MESSAGE,
    encrypted: DECK_ENCRYPTED_MESSAGE,
    'active-content': DECK_ACTIVE_CONTENT_MESSAGE,
    'no-pages': DECK_NO_PAGES_MESSAGE,
    'too-many-pages': DECK_TOO_MANY_PAGES_MESSAGE,
  },
};

export type CheckedDeck = { data: Buffer; fileName: string };

/**
 * A pitch deck judged by its content with the CV's checks (`inspectPdf`: a PDF, not encrypted, no
 * scripts, launch actions or embedded files) and the deck's limits (10 MB, 1-100 pages). Refusals
 * are field errors on `deck` (413 too large, 415 not a PDF, 422 the rest).
 */
export function checkDeck(input: { fileName: string | null | undefined; data: Uint8Array }): CheckedDeck {
  const inspection = inspectPdf(input.data, DECK_PDF_RULES);
  if (!inspection.ok) {
    const { reason, message } = inspection.refusal;
    const code =
      reason === 'not-pdf'
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : reason === 'too-large'
          ? 'PAYLOAD_TOO_LARGE'
          : 'VALIDATION';
    throw new AppError(code, message, { deck: [message] });
  }
  return {
    data: Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength),
    fileName: cleanCvFileName(input.fileName).replace(/^cv\.pdf$/, 'deck.pdf'),
  };
}

/**
 * Stores a checked deck under a random key (`decks/<2 hex>/<32 hex>.pdf`) with an `uploads` row
 * naming who sent it, in the caller's transaction: a pitch that is not recorded leaves no file row.
 */
export async function storeDeck(
  deps: Pick<PortalDeps, 'now' | 'storage'>,
  tx: Executor,
  ownerUserId: string,
  deck: CheckedDeck,
): Promise<string> {
  const name = crypto.randomBytes(16).toString('hex');
  const key = `decks/${name.slice(0, 2)}/${name}.pdf`;
  await tx.insert(uploads).values({
    storageKey: key,
    ownerUserId,
    kind: DECK_UPLOAD_KIND,
    contentType: 'application/pdf',
    bytes: deck.data.length,
    createdAt: deps.now(),
  });
  await deps.storage.write(key, deck.data);
  return key;
}
