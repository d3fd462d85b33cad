import zlib from 'node:zlib';
import {
  CV_ACTIVE_CONTENT_MESSAGE,
  CV_ENCRYPTED_MESSAGE,
  CV_MAX_BYTES,
  CV_MAX_PAGES,
  CV_MIN_PAGES,
  CV_NO_FILE_MESSAGE,
  CV_NO_PAGES_MESSAGE,
  CV_NOT_PDF_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  CV_TOO_MANY_PAGES_MESSAGE,
  CV_UNREADABLE_MESSAGE,
  type CvRefusal,
} from '#domain/applications/cv-rules.ts';

export type PdfInspection = { ok: true; pageCount: number } | { ok: false; refusal: CvRefusal };

/** What a kind of PDF upload may be, and what each refusal says (CVs; pitch decks, issue 12). */
export type PdfRules = {
  maxBytes: number;
  minPages: number;
  maxPages: number;
  messages: Record<CvRefusal['reason'], string>;
};

export const CV_PDF_RULES: PdfRules = {
  maxBytes: CV_MAX_BYTES,
  minPages: CV_MIN_PAGES,
  maxPages: CV_MAX_PAGES,
  messages: {
    empty: CV_NO_FILE_MESSAGE,
    'too-large': CV_TOO_LARGE_MESSAGE,
    'not-pdf': CV_NOT_PDF_MESSAGE,
    unreadable: CV_UNREADABLE_MESSAGE,
    encrypted: CV_ENCRYPTED_MESSAGE,
    'active-content': CV_ACTIVE_CONTENT_MESSAGE,
    'no-pages': CV_NO_PAGES_MESSAGE,
    'too-many-pages': CV_TOO_MANY_PAGES_MESSAGE,
  },
};

/**
 * Names that make a PDF do something when it is opened or clicked (scripts, launching programs,
 * files carried inside, Flash and XFA forms). A CV needs none of them, and a reader that honours one
 * could harm the startup member who opens the file.
 */
const ACTIVE_CONTENT_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);

/** Object streams may expand this much in total: a small file must not inflate into gigabytes. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** PDF readers accept the end-of-file marker within the last kilobyte. */
const EOF_WINDOW = 1024;

const OBJECT_HEADER = /(\d{1,10})\s+(\d{1,5})\s+obj\b/g;
const STREAM_KEYWORD = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
const DIRECT_LENGTH = /\/Length\s+(\d{1,10})(?!\s+\d+\s+R)/;
const PAGE_TYPE = /\/Type\s*\/Page(?![A-Za-z0-9])/;
const OBJECT_STREAM_TYPE = /\/Type\s*\/ObjStm(?![A-Za-z0-9])/;
/** A name token: `/` and regular characters or `#xx` escapes (PDF 32000-1, 7.3.5). */
const NAME_TOKEN = /\/((?:[^\s/<>[\]()%{}#]|#[0-9A-Fa-f]{2})+)/g;

function refuse(reason: CvRefusal['reason'], message: string): PdfInspection {
  return { ok: false, refusal: { reason, message } };
}

/** `/J#61vaScript` is `/JavaScript`: escapes must not hide a name from the check. */
function decodeNames(text: string): string {
  return text.replace(NAME_TOKEN, (token) =>
    token.includes('#')
      ? token.replace(/#([0-9A-Fa-f]{2})/g, (_whole, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        )
      : token,
  );
}

function hasActiveContent(text: string): boolean {
  for (const match of text.matchAll(NAME_TOKEN)) {
    const name = (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_whole, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (ACTIVE_CONTENT_NAMES.has(name)) return true;
  }
  return false;
}

type ParsedPdf = {
  /** Every object's dictionary or value (stream data left out), by object number: the last one wins. */
  objects: Map<number, string>;
  /** Everything but stream data: object dictionaries, cross-reference tables and trailers. */
  structure: string[];
  /** Object streams (PDF 1.5): their dictionary and their still-encoded data. */
  objectStreams: { dict: string; data: string }[];
};

/**
 * Walks the file's objects in order, as written (a PDF is never run or rendered here). Stream data
 * (page drawings, pictures, fonts) is skipped: it is where arbitrary bytes live, and the structure
 * (dictionaries, trailers) is where pages, encryption and actions are declared.
 */
function parseObjects(text: string): ParsedPdf | null {
  const parsed: ParsedPdf = { objects: new Map(), structure: [], objectStreams: [] };
  let position = 0;
  for (;;) {
    OBJECT_HEADER.lastIndex = position;
    const header = OBJECT_HEADER.exec(text);
    if (!header) {
      parsed.structure.push(text.slice(position));
      return parsed;
    }
    parsed.structure.push(text.slice(position, header.index));
    const objectNumber = Number(header[1]);
    const bodyStart = header.index + header[0].length;
    const endObject = text.indexOf('endobj', bodyStart);
    STREAM_KEYWORD.lastIndex = bodyStart;
    const stream = STREAM_KEYWORD.exec(text);
    if (stream && (endObject === -1 || stream.index < endObject)) {
      const dict = text.slice(bodyStart, stream.index);
      const dataStart = stream.index + stream[0].length;
      const declared = DIRECT_LENGTH.exec(dict);
      let dataEnd = -1;
      if (declared) {
        const end = dataStart + Number(declared[1]);
        if (end <= text.length && /^\s*endstream/.test(text.slice(end, end + 32))) dataEnd = end;
      }
      if (dataEnd === -1) dataEnd = text.indexOf('endstream', dataStart);
      if (dataEnd === -1) return null;
      parsed.objects.set(objectNumber, dict);
      parsed.structure.push(dict);
      if (OBJECT_STREAM_TYPE.test(decodeNames(dict))) {
        parsed.objectStreams.push({ dict, data: text.slice(dataStart, dataEnd) });
      }
      const afterStream = dataEnd + 'endstream'.length;
      const end = text.indexOf('endobj', afterStream);
      position = end === -1 ? text.length : end + 'endobj'.length;
    } else {
      const bodyEnd = endObject === -1 ? text.length : endObject;
      const body = text.slice(bodyStart, bodyEnd);
      parsed.objects.set(objectNumber, body);
      parsed.structure.push(body);
      position = endObject === -1 ? text.length : endObject + 'endobj'.length;
    }
  }
}

/** An object stream's objects by number, or null when its encoding is one we do not read. */
function readObjectStream(
  stream: { dict: string; data: string },
  budget: { left: number },
): Map<number, string> | null {
  const dict = decodeNames(stream.dict);
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict)?.[1];
  const filters = filter ? [...filter.matchAll(/\/([A-Za-z0-9]+)/g)].map((m) => m[1]) : [];
  if (filters.length > 1 || (filters.length === 1 && filters[0] !== 'FlateDecode')) return null;
  // Predictors (PNG-style row filters) are for cross-reference streams, not objects.
  if (Number(/\/Predictor\s+(\d+)/.exec(dict)?.[1] ?? 1) > 1) return null;
  const count = Number(/\/N\s+(\d{1,7})/.exec(dict)?.[1] ?? Number.NaN);
  const first = Number(/\/First\s+(\d{1,10})/.exec(dict)?.[1] ?? Number.NaN);
  if (!Number.isFinite(count) || !Number.isFinite(first)) return null;
  let content: string;
  try {
    const raw = Buffer.from(stream.data, 'latin1');
    const inflated =
      filters.length === 0 ? raw : zlib.inflateSync(raw, { maxOutputLength: Math.max(1, budget.left) });
    budget.left -= inflated.length;
    if (budget.left < 0) return null;
    content = inflated.toString('latin1');
  } catch {
    return null;
  }
  const numbers = content.slice(0, first).trim().split(/\s+/).filter(Boolean).map(Number);
  if (numbers.length < count * 2 || numbers.some((n) => !Number.isInteger(n))) return null;
  const objects = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const objectNumber = numbers[2 * i] as number;
    const start = first + (numbers[2 * i + 1] as number);
    const end = i + 1 < count ? first + (numbers[2 * i + 3] as number) : content.length;
    if (start > content.length || end < start) return null;
    objects.set(objectNumber, content.slice(start, end));
  }
  return objects;
}

/**
 * Checks an uploaded PDF by its content only: a CV (issue 9) by default, a pitch deck (issue 12)
 * with the deck's rules (limits and messages). A PDF (`%PDF-` first, `%%EOF` at the end),
 * at most 5 MB, not encrypted, free of active content (JavaScript, launch actions, embedded files,
 * rich media, XFA; names escaped as `#xx` included, in plain objects and in compressed object
 * streams), with 1 to 50 pages counted from its page objects. Nothing in the file is executed,
 * rendered or rewritten: it is read as bytes.
 */
export function inspectPdf(data: Uint8Array, rules: PdfRules = CV_PDF_RULES): PdfInspection {
  const refuseFor = (reason: CvRefusal['reason']) => refuse(reason, rules.messages[reason]);
  if (data.length === 0) return refuseFor('empty');
  if (data.length > rules.maxBytes) return refuseFor('too-large');
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  if (!/^%PDF-\d/.test(text)) return refuseFor('not-pdf');
  const eof = text.lastIndexOf('%%EOF');
  if (eof === -1 || eof < text.length - EOF_WINDOW) return refuseFor('not-pdf');

  const parsed = parseObjects(text);
  if (!parsed) return refuseFor('unreadable');
  const structure = parsed.structure.join('\n');
  // Encrypted objects (object streams included) cannot be read, so this comes before inflating.
  if (/\/Encrypt(?![A-Za-z0-9])/.test(decodeNames(structure))) {
    return refuseFor('encrypted');
  }
  if (hasActiveContent(structure)) return refuseFor('active-content');

  const objects = new Map(parsed.objects);
  const budget = { left: MAX_INFLATED_BYTES };
  for (const stream of parsed.objectStreams) {
    const inner = readObjectStream(stream, budget);
    if (!inner) return refuseFor('unreadable');
    for (const [objectNumber, body] of inner) {
      if (hasActiveContent(body)) return refuseFor('active-content');
      objects.set(objectNumber, body);
    }
  }

  let pageCount = 0;
  for (const body of objects.values()) if (PAGE_TYPE.test(decodeNames(body))) pageCount += 1;
  if (pageCount < rules.minPages) return refuseFor('no-pages');
  if (pageCount > rules.maxPages) return refuseFor('too-many-pages');
  return { ok: true, pageCount };
}
