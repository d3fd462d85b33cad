import { describe, expect, it } from 'vitest';
import { cleanCvFileName, formatFileSize, isCvKey } from './cv-rules.ts';

describe('cleanCvFileName', () => {
  it.each([
    ['Anna Berg CV.pdf', 'Anna Berg CV.pdf'],
    ['anna.PDF', 'anna.pdf'],
    ['cv', 'cv.pdf'],
    ['', 'cv.pdf'],
    [null, 'cv.pdf'],
    ['C:\\Users\\anna\\Documents\\cv.pdf', 'cv.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['line\r\nbreak.pdf', 'line break.pdf'],
    ['evil\u202egnp.pdf', 'evilgnp.pdf'],
    ['"quoted" <name>.pdf', 'quoted name.pdf'],
    ['Åsa Öberg – CV.pdf', 'Åsa Öberg – CV.pdf'],
    [`${'x'.repeat(300)}.pdf`, `${'x'.repeat(116)}.pdf`],
  ])('%j → %j', (input, expected) => {
    expect(cleanCvFileName(input)).toBe(expected);
  });
});

describe('isCvKey', () => {
  it.each([
    ['cvs/ab/abcdef0123456789abcdef0123456789.pdf', true],
    ['cvs/ab/abcdef0123456789abcdef0123456789.PDF', false],
    ['uploads/ab/abcdef0123456789abcdef0123456789.webp', false],
    ['cvs/ab/../../secret.pdf', false],
    ['seed/cvs/anna-berg.pdf', false],
  ])('%s → %s', (key, expected) => {
    expect(isCvKey(key)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [100, '1 kB'],
    [340 * 1024, '340 kB'],
    [1.25 * 1024 * 1024, '1.3 MB'],
    [5 * 1024 * 1024, '5.0 MB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
