import { describe, expect, it } from 'vitest';
import {
  checkImageDimensions,
  detectImageType,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_TOO_SMALL_MESSAGE,
  isUploadKey,
} from './image-upload-rules.ts';

function bytes(...parts: (number[] | string)[]): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') out.push(...[...part].map((c) => c.charCodeAt(0)));
    else out.push(...part);
  }
  return Uint8Array.from(out);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('detectImageType', () => {
  it.each([
    ['a PNG signature', bytes(PNG, [0, 0, 0, 13], 'IHDR'), 'png'],
    ['a JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'), 'jpeg'],
    ['a JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34], 'Exif'), 'jpeg'],
    ['a WebP (RIFF…WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['an HTML page', bytes('<!doctype html><html><script>alert(1)</script>'), null],
    ['HTML renamed with leading spaces', bytes('   <html>'), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), null],
    ['a PDF', bytes('%PDF-1.7'), null],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    ['a truncated PNG signature', bytes(PNG.slice(0, 5)), null],
    ['two JPEG bytes only', bytes([0xff, 0xd8]), null],
    ['RIFF without its form type', bytes('RIFF', [0, 0, 0]), null],
    ['nothing', bytes(), null],
  ])('%s → %s', (_label, input, expected) => {
    expect(detectImageType(input)).toBe(expected);
  });
});

describe('checkImageDimensions', () => {
  it.each([
    [64, 64, null],
    [4000, 3000, null],
    [8000, 5000, null],
    [8001, 5000, IMAGE_TOO_MANY_PIXELS_MESSAGE],
    [20000, 20000, IMAGE_TOO_MANY_PIXELS_MESSAGE],
    [63, 400, IMAGE_TOO_SMALL_MESSAGE],
    [400, 63, IMAGE_TOO_SMALL_MESSAGE],
    [1, 1, IMAGE_TOO_SMALL_MESSAGE],
  ])('%i×%i → %s', (width, height, message) => {
    expect(checkImageDimensions(width, height)?.message ?? null).toBe(message);
  });
});

describe('isUploadKey', () => {
  it.each([
    ['uploads/ab/0123456789abcdef0123456789abcdef.webp', true],
    ['uploads/AB/0123456789abcdef0123456789abcdef.webp', false],
    ['uploads/ab/0123456789abcdef0123456789abcdef.png', false],
    ['seed/logos/kodkraft.png', false],
    ['uploads/../etc/passwd', false],
    ['', false],
  ])('%j → %s', (key, expected) => {
    expect(isUploadKey(key)).toBe(expected);
  });
});
