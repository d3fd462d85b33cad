import { describe, expect, it } from 'vitest';
import {
  IMAGE_SIZE_NAMES,
  IMAGE_SIZES,
  type ImageScale,
  type ImageUrlSize,
  imageUrl,
  isImageScale,
  resolveImageVariant,
} from './image-sizes.ts';

describe('IMAGE_SIZES', () => {
  it('holds the sizes of docs/product.md, Constants', () => {
    expect(IMAGE_SIZES).toEqual({
      thumbnail: { width: 200, height: 200, fit: 'cover', defaultScale: 1.5 },
      listing: { width: 1200, height: 675, fit: 'cover', defaultScale: 1 },
      large: { width: 1200, height: 1200, fit: 'inside', defaultScale: 1 },
      cover: { width: 1600, height: 900, fit: 'cover', defaultScale: 1 },
      portrait: { width: 600, height: 1200, fit: 'cover', defaultScale: 1 },
    });
    expect(Object.keys(IMAGE_SIZES)).toEqual([...IMAGE_SIZE_NAMES]);
  });
});

describe('resolveImageVariant', () => {
  it.each([
    ['thumbnail', undefined, 300, 300, 'cover', 60, 1.5],
    ['thumbnail', 1, 200, 200, 'cover', 80, 1],
    ['thumbnail', 2, 400, 400, 'cover', 60, 2],
    ['listing', undefined, 1200, 675, 'cover', 80, 1],
    ['listing', 1.5, 1800, 1013, 'cover', 60, 1.5],
    ['large', undefined, 1200, 1200, 'inside', 80, 1],
    ['large', 2, 2400, 2400, 'inside', 60, 2],
    ['cover', undefined, 1600, 900, 'cover', 80, 1],
    ['cover', 2, 3200, 1800, 'cover', 60, 2],
    ['portrait', 1, 600, 1200, 'cover', 80, 1],
  ] as const)('%s at scale %s → %dx%d %s q%d', (size, scale, width, height, fit, quality, effectiveScale) => {
    expect(resolveImageVariant(size, scale)).toEqual({
      ok: true,
      variant: { size, scale: effectiveScale, width, height, fit, quality },
    });
  });

  it.each(['', 'original', 'Thumbnail', 'huge', '__proto__', 'toString'])('rejects size %j', (size) => {
    const result = resolveImageVariant(size, undefined);
    expect(result).toMatchObject({ ok: false, field: 'size' });
  });

  it.each([0, 0.5, 1.25, 3, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects scale %s', (scale) => {
    expect(resolveImageVariant('listing', scale)).toMatchObject({ ok: false, field: 'scale' });
  });

  it('checks the size before the scale', () => {
    expect(resolveImageVariant('huge', 7)).toMatchObject({ ok: false, field: 'size' });
  });
});

describe('isImageScale', () => {
  it.each([
    [1, true],
    [1.5, true],
    [2, true],
    [2.5, false],
  ])('%s → %s', (scale, expected) => {
    expect(isImageScale(scale)).toBe(expected);
  });
});

describe('imageUrl', () => {
  it.each<[ImageUrlSize, string, ImageScale | undefined, string]>([
    ['thumbnail', 'companies/acme.png', undefined, '/images/thumbnail/companies/acme.png'],
    ['thumbnail', 'companies/acme.png', 1.5, '/images/thumbnail/companies/acme.png'],
    ['thumbnail', 'companies/acme.png', 2, '/images/thumbnail/companies/acme.png?scale=2'],
    ['listing', 'a/b.jpg', 1, '/images/listing/a/b.jpg'],
    ['listing', 'a/b.jpg', 2, '/images/listing/a/b.jpg?scale=2'],
    ['cover', 'x.webp', 1.5, '/images/cover/x.webp?scale=1.5'],
    ['original', 'x.webp', 2, '/images/original/x.webp'],
    ['large', 'odd name?.png', undefined, '/images/large/odd%20name%3F.png'],
  ])('%s %s at scale %s → %s', (size, key, scale, expected) => {
    expect(imageUrl(size, key, scale)).toBe(expected);
  });
});
