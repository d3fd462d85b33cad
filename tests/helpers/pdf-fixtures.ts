/**
 * PDFs for the CV checks, written by hand as a PDF writer would: a header, numbered objects, a
 * cross-reference table with the right offsets, a trailer and `%%EOF`. Each variant carries exactly
 * the feature a test is about (pages, encryption, a script, an object stream…).
 */
import fs from 'node:fs';
import zlib from 'node:zlib';

export type PdfOptions = {
  /** Page objects (0 makes a PDF whose page tree is empty). */
  pages?: number;
  /** Extra entries of the document catalog, e.g. `/OpenAction << /S /JavaScript /JS (app.alert(1)) >>`. */
  catalogExtra?: string;
  /** Extra trailer entries, e.g. `/Encrypt 90 0 R`. */
  trailerExtra?: string;
  /** Extra objects, written after the others with numbers from 90 on. */
  extraObjects?: string[];
  /** The text drawn on every page (content streams are data: nothing in them is a PDF name). */
  pageText?: string;
  /** Binary padding added as an image-like stream, to reach a size. */
  paddingBytes?: number;
  /** The page objects live in a compressed object stream (PDF 1.5), as modern writers do. */
  pagesInObjectStream?: boolean;
  /** Extra objects (dictionaries) written inside the object stream. */
  objectStreamExtra?: string[];
  /** Leave the end-of-file marker out (a truncated download). */
  withoutEof?: boolean;
};

function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Deterministic bytes that look random (no PDF keyword turns up by chance in a test). */
function padding(bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  let state = 0x2545f491;
  for (let i = 0; i < bytes; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = state & 0xff;
  }
  return out;
}

type PdfObject = { number: number; body: Buffer };

/** A PDF built from the options; by default a valid one-page CV. */
export function buildPdf(options: PdfOptions = {}): Buffer {
  const pageCount = options.pages ?? 1;
  const content = `BT /F1 14 Tf 72 760 Td (${pdfText(options.pageText ?? 'Curriculum vitae: Test Talent')}) Tj ET`;
  const pageNumbers = Array.from({ length: pageCount }, (_, i) => 10 + i);
  const objects: PdfObject[] = [];
  const add = (number: number, body: string | Buffer) =>
    objects.push({ number, body: typeof body === 'string' ? Buffer.from(body, 'latin1') : body });

  add(1, `<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''}>>`);
  add(2, `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(' ')}] /Count ${pageCount} >>`);
  add(3, `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  add(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const pageBodies = pageNumbers.map(
    () =>
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 3 0 R >>',
  );
  if (options.pagesInObjectStream) {
    const inner = [...pageBodies, ...(options.objectStreamExtra ?? [])];
    const innerNumbers = [...pageNumbers, ...(options.objectStreamExtra ?? []).map((_, i) => 80 + i)];
    let offset = 0;
    const pairs: string[] = [];
    for (const [i, body] of inner.entries()) {
      pairs.push(`${innerNumbers[i]} ${offset}`);
      offset += Buffer.byteLength(`${body}\n`, 'latin1');
    }
    const head = `${pairs.join(' ')}\n`;
    const data = zlib.deflateSync(Buffer.from(head + inner.map((b) => `${b}\n`).join(''), 'latin1'));
    add(
      5,
      Buffer.concat([
        Buffer.from(
          `<< /Type /ObjStm /N ${inner.length} /First ${Buffer.byteLength(head, 'latin1')} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
          'latin1',
        ),
        data,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  } else {
    for (const [i, number] of pageNumbers.entries()) add(number, pageBodies[i] as string);
  }
  if (options.paddingBytes) {
    const bytes = padding(options.paddingBytes);
    add(
      6,
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /BitsPerComponent 8 /ColorSpace /DeviceGray /Length ${bytes.length} >>\nstream\n`,
          'latin1',
        ),
        bytes,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }
  for (const [i, body] of (options.extraObjects ?? []).entries()) add(90 + i, body);

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets = new Map<number, number>();
  for (const object of objects) {
    offsets.set(object.number, length);
    const chunk = Buffer.concat([
      Buffer.from(`${object.number} 0 obj\n`, 'latin1'),
      object.body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  }
  const size = Math.max(...objects.map((o) => o.number)) + 1;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) {
    const offset = offsets.get(n);
    xref += offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  const trailer = `trailer\n<< /Size ${size} /Root 1 0 R ${options.trailerExtra ?? ''}>>\nstartxref\n${length}\n${options.withoutEof ? '' : '%%EOF\n'}`;
  chunks.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(chunks);
}

/** A PNG's first bytes followed by junk: a picture renamed `cv.pdf`. */
export function pngRenamedToPdf(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00', 'latin1'),
    padding(200),
  ]);
}

export function htmlFile(): Buffer {
  return Buffer.from(
    '<!doctype html><html><body><h1>My CV</h1><script>fetch("/api/users/me")</script></body></html>',
  );
}

/** A valid PDF just over 6 MB (the limit is 5 MB). */
export function sixMegabytePdf(): Buffer {
  return buildPdf({ paddingBytes: 6 * 1024 * 1024 });
}

/** A real two-page CV as Chromium prints it ("Save as PDF"): what most people upload. */
export function printedCv(): Buffer {
  return fs.readFileSync(new URL('./fixtures/printed-cv.pdf', import.meta.url));
}
