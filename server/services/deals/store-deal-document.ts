import crypto from 'node:crypto';
import { cleanCvFileName } from '#domain/applications/cv-rules.ts';
import { DEAL_DOCUMENT_FIELD, DEAL_DOCUMENT_MAX_BYTES } from '#domain/deals/deal-constants.ts';
import { AppError } from '#domain/errors.ts';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';
import { inspectPdf, type PdfRules } from '../uploads/inspect-pdf.ts';

export const DEAL_DOCUMENT_UPLOAD_KIND = 'deal-document';

const DEAL_PDF_RULES: PdfRules = {
  maxBytes: DEAL_DOCUMENT_MAX_BYTES,
  minPages: 1,
  maxPages: 200,
  messages: {
    empty: 'Choose the PDF document',
    'too-large': 'The document is larger than 10 MB',
    'not-pdf': 'Please upload the document as a PDF',
    unreadable: 'This PDF could not be read',
    encrypted: 'Please upload a PDF without a password',
    'active-content': 'Please upload a PDF without scripts, actions or attached files',
    'no-pages': 'This PDF has no pages',
    'too-many-pages': 'The document has more than 200 pages',
  },
};

export type CheckedDealDocument = { data: Buffer; fileName: string };

/**
 * A deal's document judged by its content with the CV's checks (a PDF, no password, no scripts,
 * launch actions or attached files; ADR on uploads in docs/architecture.md, CV upload): downloads
 * are served as attachments, but a document handed to every startup must still be harmless.
 */
export function checkDealDocument(input: { fileName: string | null | undefined; data: Uint8Array }) {
  const inspection = inspectPdf(input.data, DEAL_PDF_RULES);
  if (!inspection.ok) {
    const { reason, message } = inspection.refusal;
    const code =
      reason === 'not-pdf'
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : reason === 'too-large'
          ? 'PAYLOAD_TOO_LARGE'
          : 'VALIDATION';
    throw new AppError(code, message, { [DEAL_DOCUMENT_FIELD]: [message] });
  }
  return {
    data: Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength),
    fileName: cleanCvFileName(input.fileName).replace(/^cv\.pdf$/, 'document.pdf'),
  } satisfies CheckedDealDocument;
}

/** Stores a checked document under a random key (`deals/<2 hex>/<32 hex>.pdf`) in the caller's transaction. */
export async function storeDealDocument(
  deps: Pick<PortalDeps, 'now' | 'storage'>,
  tx: Executor,
  ownerUserId: string,
  document: CheckedDealDocument,
): Promise<string> {
  const name = crypto.randomBytes(16).toString('hex');
  const key = `deals/${name.slice(0, 2)}/${name}.pdf`;
  await tx.insert(uploads).values({
    storageKey: key,
    ownerUserId,
    kind: DEAL_DOCUMENT_UPLOAD_KIND,
    contentType: 'application/pdf',
    bytes: document.data.length,
    createdAt: deps.now(),
  });
  await deps.storage.write(key, document.data);
  return key;
}
