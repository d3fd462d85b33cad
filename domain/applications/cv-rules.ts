/**
 * What a CV upload must be (issue 9, quick apply): a PDF judged by its content (never by its name or
 * the type the browser declares), at most 5 MB, with 1 to 50 pages, not encrypted, and without
 * scripts, launch actions or embedded files. The server checks everything
 * (`server/services/uploads/inspect-pdf.ts`); the browser checks the size first so nobody waits for
 * a refusal. Zod-free: the CV field imports it in the browser.
 */

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_MIN_PAGES = 1;
export const CV_MAX_PAGES = 50;

/** For the file input's `accept` (a hint for the file chooser; the content decides). */
export const CV_ACCEPT = 'application/pdf,.pdf';

/** The multipart field name uploads use (docs/product.md, Calls `file_upload`). */
export const CV_UPLOAD_FIELD_NAME = 'file_upload';

export const CV_NOT_PDF_MESSAGE = 'Please upload your CV as a PDF';
export const CV_TOO_LARGE_MESSAGE = 'Your CV can be at most 5 MB';
export const CV_NO_FILE_MESSAGE = 'Please choose a PDF to upload';
export const CV_NO_PAGES_MESSAGE =
  'This PDF has no pages: please upload your CV as a PDF with at least one page';
export const CV_TOO_MANY_PAGES_MESSAGE = `Your CV can have at most ${CV_MAX_PAGES} pages`;
export const CV_ENCRYPTED_MESSAGE =
  'This PDF is protected with a password or encryption: please upload a PDF without protection';
export const CV_ACTIVE_CONTENT_MESSAGE =
  'This PDF contains scripts, launch actions or embedded files: please save your CV as a plain PDF without them';
export const CV_UNREADABLE_MESSAGE =
  'We could not read this PDF: please save your CV again as a PDF and upload that file';

export type CvRefusal = {
  reason:
    | 'not-pdf'
    | 'too-large'
    | 'empty'
    | 'no-pages'
    | 'too-many-pages'
    | 'encrypted'
    | 'active-content'
    | 'unreadable';
  message: string;
};

/**
 * Keys of stored CVs: `cvs/<2 hex>/<32 hex>.pdf`. The name is 128 random bits, so keys cannot be
 * guessed or enumerated; the person's file name is kept beside the key, never in it.
 */
export const CV_KEY_PATTERN = /^cvs\/[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/;

export function isCvKey(key: string): boolean {
  return CV_KEY_PATTERN.test(key);
}

const MAX_FILE_NAME_LENGTH = 120;

/**
 * The file name shown for a CV and used when it is downloaded or attached: the last path segment
 * of what the browser sent, without control, bidirectional or path characters, at most 120
 * characters, always ending in `.pdf`. Nothing of it reaches a storage key.
 */
export function cleanCvFileName(value: string | null | undefined): string {
  const lastSegment = (value ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069"<>:|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem = cleaned.replace(/\.pdf$/i, '').trim();
  const shortened = [...stem].slice(0, MAX_FILE_NAME_LENGTH - 4).join('');
  return `${shortened || 'cv'}.pdf`;
}

/** "1.2 MB", "340 kB": a file size as a person reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
