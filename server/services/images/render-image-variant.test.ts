import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { createLocalDiskStorage, type FileStorage } from '../../adapters/storage/local-disk-storage.ts';
import {
  detectImageFormat,
  type RenderImageVariantDeps,
  reencodeUpload,
  renderImageVariant,
} from './render-image-variant.ts';

let tempDir: string;
let storage: FileStorage;
let deps: RenderImageVariantDeps;

/** A gradient from raw pixels, so crops and encoders have real content to work on. */
async function createPng(width: number, height: number, withAlpha = false): Promise<Buffer> {
  const channels = withAlpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * channels;
      pixels[offset] = Math.round((x / width) * 255);
      pixels[offset + 1] = Math.round((y / height) * 255);
      pixels[offset + 2] = 128;
      if (withAlpha) pixels[offset + 3] = x < width / 2 ? 0 : 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } }).png().toBuffer();
}

async function dimensionsOf(data: Buffer) {
  const { width, height, format } = await sharp(data).metadata();
  return { width, height, format };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

async function expectAppError(promise: Promise<unknown>, code: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

beforeAll(async () => {
  tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nordhub-images-'));
  storage = createLocalDiskStorage(path.join(tempDir, 'uploads'));
  deps = { storage, cacheDir: path.join(tempDir, 'cache') };
  await storage.write('photos/big.png', await createPng(3400, 2400));
  await storage.write('photos/small.png', await createPng(400, 300));
  await storage.write('photos/tall.png', await createPng(500, 1500));
  await storage.write('logos/transparent.png', await createPng(320, 320, true));
  await storage.write(
    'docs/not-an-image.png',
    Buffer.from('hello, I am plain text pretending to be a PNG\n'),
  );
  await storage.write('docs/fake-header.png', Buffer.concat([(await createPng(10, 10)).subarray(0, 40)]));
  await storage.write(
    'docs/drawing.svg',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
  );
});

afterAll(async () => {
  await fs.rm(tempDir, { recursive: true, force: true });
});

describe('renderImageVariant', () => {
  it.each([
    ['thumbnail', undefined, 300, 300],
    ['thumbnail', 1, 200, 200],
    ['thumbnail', 2, 400, 400],
    ['listing', undefined, 1200, 675],
    ['listing', 2, 2400, 1350],
    ['large', undefined, 1200, 847],
    ['cover', undefined, 1600, 900],
    ['cover', 2, 3200, 1800],
    ['portrait', undefined, 600, 1200],
  ])('renders %s at scale %s as %dx%d', async (size, scale, width, height) => {
    const image = await renderImageVariant(deps, { size, key: 'photos/big.png', scale, acceptsWebp: true });
    expect(image.format).toBe('webp');
    expect(image.contentType).toBe('image/webp');
    expect(await dimensionsOf(image.data)).toEqual({ width, height, format: 'webp' });
  });

  it('never enlarges: a small source gives a crop of the same shape, or itself for large', async () => {
    const listing = await renderImageVariant(deps, { size: 'listing', key: 'photos/small.png' });
    expect(await dimensionsOf(listing.data)).toEqual({ width: 400, height: 225, format: 'png' });
    const large = await renderImageVariant(deps, { size: 'large', key: 'photos/small.png' });
    expect(await dimensionsOf(large.data)).toEqual({ width: 400, height: 300, format: 'png' });
    const portrait = await renderImageVariant(deps, { size: 'portrait', key: 'photos/tall.png' });
    expect(await dimensionsOf(portrait.data)).toEqual({ width: 500, height: 1000, format: 'png' });
    const tallLarge = await renderImageVariant(deps, { size: 'large', key: 'photos/tall.png' });
    expect(await dimensionsOf(tallLarge.data)).toEqual({ width: 400, height: 1200, format: 'png' });
  });

  it('keeps the original family without WebP support and honours an explicit format', async () => {
    const png = await renderImageVariant(deps, { size: 'thumbnail', key: 'logos/transparent.png' });
    expect(png.contentType).toBe('image/png');
    expect((await sharp(png.data).metadata()).hasAlpha).toBe(true);
    const jpeg = await renderImageVariant(deps, {
      size: 'thumbnail',
      key: 'logos/transparent.png',
      format: 'jpeg',
      acceptsWebp: true,
    });
    expect(await dimensionsOf(jpeg.data)).toEqual({ width: 300, height: 300, format: 'jpeg' });
    // Transparent areas turn white, not black.
    const { data } = await sharp(jpeg.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('serves a second request from the disk cache with the same bytes', async () => {
    const input = { size: 'cover', key: 'photos/big.png', scale: 1.5, acceptsWebp: true };
    const first = await renderImageVariant(deps, input);
    expect(first.isFromCache).toBe(false);
    const cached = (await listFiles(deps.cacheDir)).filter((f) => f.includes('cover@1.5x'));
    expect(cached).toEqual([path.join('v1', 'cover@1.5x', 'webp', 'photos', 'big.png')]);
    const onDisk = await fs.readFile(path.join(deps.cacheDir, cached[0] ?? ''));
    expect(onDisk.equals(first.data)).toBe(true);

    const second = await renderImageVariant(deps, input);
    expect(second.isFromCache).toBe(true);
    expect(second.data.equals(first.data)).toBe(true);
    // No temporary files are left behind by the atomic writes.
    expect((await listFiles(deps.cacheDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('shares one render between concurrent requests for the same variant', async () => {
    const input = { size: 'portrait', key: 'photos/big.png', scale: 2, acceptsWebp: true };
    const results = await Promise.all([1, 2, 3, 4].map(() => renderImageVariant(deps, input)));
    expect(results.every((r) => !r.isFromCache)).toBe(true);
    expect(results.every((r) => r.data === results[0]?.data)).toBe(true);
  });

  it('serves the original as stored', async () => {
    const stored = await storage.read('photos/small.png');
    const original = await renderImageVariant(deps, {
      size: 'original',
      key: 'photos/small.png',
      acceptsWebp: true,
    });
    expect(original.contentType).toBe('image/png');
    expect(stored && original.data.equals(stored)).toBe(true);
    const asJpeg = await renderImageVariant(deps, {
      size: 'original',
      key: 'photos/small.png',
      format: 'jpeg',
    });
    expect(await dimensionsOf(asJpeg.data)).toEqual({ width: 400, height: 300, format: 'jpeg' });
  });

  it.each([
    ['docs/not-an-image.png', 'thumbnail'],
    ['docs/not-an-image.png', 'original'],
    ['docs/fake-header.png', 'thumbnail'],
    ['docs/drawing.svg', 'thumbnail'],
    ['docs/drawing.svg', 'original'],
    ['photos/missing.png', 'listing'],
    ['photos', 'listing'],
  ])('answers NOT_FOUND for %s (%s)', async (key, size) => {
    await expectAppError(renderImageVariant(deps, { size, key }), 'NOT_FOUND');
  });

  it.each([
    '../uploads/photos/big.png',
    'photos/../photos/big.png',
    '..',
    '/etc/passwd',
    'photos//big.png',
    'photos/.hidden.png',
    'photos\\big.png',
    'photos/big.png\u0000.jpg',
    '%2e%2e/secret',
    '',
  ])('refuses the key %j', async (key) => {
    await expectAppError(renderImageVariant(deps, { size: 'thumbnail', key }), 'NOT_FOUND');
    await expectAppError(renderImageVariant(deps, { size: 'original', key }), 'NOT_FOUND');
  });

  it.each([
    ['huge', undefined],
    ['thumbnail', 3],
    ['listing', 0.5],
    ['original', 7],
  ])('answers VALIDATION for size %s at scale %s', async (size, scale) => {
    await expectAppError(renderImageVariant(deps, { size, key: 'photos/big.png', scale }), 'VALIDATION');
  });
});

describe('local disk storage keys', () => {
  it.each(['../escape.png', 'a/../../escape.png', '/abs.png', '.env', 'a/b/'])('refuses %j', async (key) => {
    await expectAppError(storage.read(key), 'VALIDATION');
    await expectAppError(storage.write(key, Buffer.from('x')), 'VALIDATION');
    await expectAppError(storage.exists(key), 'VALIDATION');
  });

  it('reads what it wrote and reports missing files as null', async () => {
    await storage.write('notes/a.txt', Buffer.from('a'));
    expect((await storage.read('notes/a.txt'))?.toString()).toBe('a');
    expect(await storage.exists('notes/a.txt')).toBe(true);
    expect(await storage.read('notes/b.txt')).toBeNull();
    expect(await storage.exists('notes')).toBe(false);
  });
});

describe('reencodeUpload', () => {
  it('re-encodes PNG, JPEG, WebP and GIF, dropping metadata and applying orientation', async () => {
    const jpegWithExif = await sharp(await createPng(60, 30))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpegWithExif).metadata()).exif).toBeDefined();
    const jpeg = await reencodeUpload(jpegWithExif);
    expect(jpeg.format).toBe('jpeg');
    const meta = await sharp(jpeg.data).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([30, 60, undefined, undefined]);

    const webp = await reencodeUpload(
      await sharp(await createPng(20, 20))
        .webp()
        .toBuffer(),
    );
    expect(webp.format).toBe('webp');
    const gif = await reencodeUpload(
      await sharp(await createPng(20, 20))
        .gif()
        .toBuffer(),
    );
    expect(gif.format).toBe('png');
    expect(detectImageFormat(gif.data)).toBe('png');
  });

  it('scales oversized pictures down to the largest size ever served', async () => {
    const result = await reencodeUpload(await createPng(3400, 2400));
    expect(await dimensionsOf(result.data)).toEqual({ width: 3200, height: 2259, format: 'png' });
  });

  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['text', Buffer.from('just text')],
    [
      'HTML behind a PNG signature',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html>')]),
    ],
    ['empty', Buffer.alloc(0)],
  ])('rejects %s', async (_name, buffer) => {
    await expectAppError(reencodeUpload(buffer), 'UNSUPPORTED_MEDIA_TYPE');
  });
});
