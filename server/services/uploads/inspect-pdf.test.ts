import { describe, expect, it } from 'vitest';
import {
  CV_ACTIVE_CONTENT_MESSAGE,
  CV_ENCRYPTED_MESSAGE,
  CV_NO_FILE_MESSAGE,
  CV_NO_PAGES_MESSAGE,
  CV_NOT_PDF_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  CV_TOO_MANY_PAGES_MESSAGE,
  CV_UNREADABLE_MESSAGE,
} from '#domain/applications/cv-rules.ts';
import { createPdf } from '#server/db/seed/images.ts';
import {
  buildPdf,
  htmlFile,
  pngRenamedToPdf,
  printedCv,
  sixMegabytePdf,
} from '#tests/helpers/pdf-fixtures.ts';
import { inspectPdf } from './inspect-pdf.ts';

describe('inspectPdf', () => {
  it.each([
    ['a real CV printed by Chromium', printedCv(), 2],
    ['a one-page CV', buildPdf(), 1],
    ['a three-page CV', buildPdf({ pages: 3 }), 3],
    ['the seed data’s CVs', createPdf('Demo talent: CV', ['Demo CV']), 1],
    ['exactly 50 pages', buildPdf({ pages: 50 }), 50],
    [
      'pages inside a compressed object stream (PDF 1.5 writers)',
      buildPdf({ pages: 2, pagesInObjectStream: true }),
      2,
    ],
    [
      'page text that mentions /JavaScript (drawn text is data, not a name)',
      buildPdf({ pageText: 'Skills: /JavaScript /JS /Launch' }),
      1,
    ],
    ['binary picture data (4.9 MB) next to the page', buildPdf({ paddingBytes: 4_900_000 }), 1],
    [
      'an outline and a link to a web page',
      buildPdf({ catalogExtra: '/OpenAction << /S /URI /URI (https://example.com) >>' }),
      1,
    ],
  ])('accepts %s', (_label, pdf, pages) => {
    expect(inspectPdf(pdf)).toEqual({ ok: true, pageCount: pages });
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'empty', CV_NO_FILE_MESSAGE],
    ['a PNG renamed .pdf', pngRenamedToPdf(), 'not-pdf', CV_NOT_PDF_MESSAGE],
    ['an HTML file', htmlFile(), 'not-pdf', CV_NOT_PDF_MESSAGE],
    [
      'an HTML file that starts with %PDF- in a comment',
      Buffer.from('<!-- %PDF-1.4 -->\n<html></html>'),
      'not-pdf',
      CV_NOT_PDF_MESSAGE,
    ],
    ['a PDF without its end (truncated)', buildPdf({ withoutEof: true }), 'not-pdf', CV_NOT_PDF_MESSAGE],
    ['a 6 MB PDF', sixMegabytePdf(), 'too-large', CV_TOO_LARGE_MESSAGE],
    ['a PDF with 0 pages', buildPdf({ pages: 0 }), 'no-pages', CV_NO_PAGES_MESSAGE],
    ['a PDF with 51 pages', buildPdf({ pages: 51 }), 'too-many-pages', CV_TOO_MANY_PAGES_MESSAGE],
    [
      'an encrypted PDF',
      buildPdf({
        trailerExtra: '/Encrypt 90 0 R /ID [<0123> <0123>]',
        extraObjects: ['<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00> /U <00> >>'],
      }),
      'encrypted',
      CV_ENCRYPTED_MESSAGE,
    ],
    [
      'a PDF with JavaScript run on opening',
      buildPdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }),
      'active-content',
      CV_ACTIVE_CONTENT_MESSAGE,
    ],
    [
      'a PDF whose script name is hidden as /J#61vaScript',
      buildPdf({ catalogExtra: '/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>' }),
      'active-content',
      CV_ACTIVE_CONTENT_MESSAGE,
    ],
    [
      'a PDF that launches a program',
      buildPdf({ catalogExtra: '/OpenAction << /S /Launch /F (calc.exe) >>' }),
      'active-content',
      CV_ACTIVE_CONTENT_MESSAGE,
    ],
    [
      'a PDF carrying an embedded file',
      buildPdf({
        catalogExtra: '/Names << /EmbeddedFiles << /Names [(a.exe) 90 0 R] >> >>',
        extraObjects: [
          '<< /Type /Filespec /F (a.exe) /EF << /F 91 0 R >> >>',
          '<< /Type /EmbeddedFile /Length 0 >>\nstream\n\nendstream',
        ],
      }),
      'active-content',
      CV_ACTIVE_CONTENT_MESSAGE,
    ],
    [
      'a script hidden in a compressed object stream',
      buildPdf({
        pagesInObjectStream: true,
        objectStreamExtra: ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'],
      }),
      'active-content',
      CV_ACTIVE_CONTENT_MESSAGE,
    ],
    [
      'an object stream we cannot decode',
      Buffer.from(
        buildPdf({ pagesInObjectStream: true })
          .toString('latin1')
          .replace('/Filter /FlateDecode', '/Filter /LZWDecode  '),
        'latin1',
      ),
      'unreadable',
      CV_UNREADABLE_MESSAGE,
    ],
  ])('refuses %s', (_label, file, reason, message) => {
    expect(inspectPdf(file)).toEqual({ ok: false, refusal: { reason, message } });
  });
});
