import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { type LocalS3Server, startLocalS3Server } from '#tests/helpers/s3-server.ts';
import { createS3Storage, type S3Storage } from './s3-storage.ts';

/** The S3 adapter against s3rver: the local disk's answers, key for key (ADR 025). */
describe('S3 storage', () => {
  let s3: LocalS3Server;
  let storage: S3Storage;
  const open = (bucket: string, endpoint = s3.endpoint) =>
    createS3Storage({
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });

  beforeAll(async () => {
    s3 = await startLocalS3Server('unit-bucket');
    storage = open(s3.bucket);
  });
  afterAll(async () => {
    storage?.close();
    await s3?.close();
  });

  it('writes, reads, replaces and deletes a file; a missing one is null, not an error', async () => {
    expect(await storage.read('notes/a.txt')).toBeNull();
    expect(await storage.exists('notes/a.txt')).toBe(false);
    await storage.write('notes/a.txt', Buffer.from('first'));
    expect((await storage.read('notes/a.txt'))?.toString()).toBe('first');
    expect(await storage.exists('notes/a.txt')).toBe(true);
    // "notes" is no file of its own.
    expect(await storage.exists('notes')).toBe(false);
    await storage.write('notes/a.txt', Buffer.from('second'));
    expect((await storage.read('notes/a.txt'))?.toString()).toBe('second');
    await storage.delete('notes/a.txt');
    await storage.delete('notes/a.txt');
    expect(await storage.read('notes/a.txt')).toBeNull();
  });

  it('keeps binary files byte for byte', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    await storage.write('cvs/ab/binary.pdf', bytes);
    expect((await storage.read('cvs/ab/binary.pdf'))?.equals(bytes)).toBe(true);
  });

  it.each([
    '../escape.txt',
    'a/../../b',
    '/absolute',
    'a//b',
    '.hidden',
    'a/.tmp',
    'a\\b',
    'a%2Fb',
    '',
    `${'x'.repeat(201)}`,
  ])('refuses the key %j before asking the store', async (key) => {
    for (const attempt of [
      () => storage.read(key),
      () => storage.write(key, Buffer.from('x')),
      () => storage.exists(key),
      () => storage.delete(key),
    ]) {
      const error = await attempt().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION');
    }
  });

  it('treats a missing bucket as an error, never as a missing file', async () => {
    const missing = open('no-such-bucket');
    try {
      await expect(missing.read('notes/a.txt')).rejects.toThrow();
      expect(await missing.checkBucket()).toBe(`S3 bucket "no-such-bucket" at ${s3.endpoint} does not exist`);
      expect(await storage.checkBucket()).toBeNull();
    } finally {
      missing.close();
    }
  });

  it('says when the store cannot be reached', async () => {
    const away = open(s3.bucket, 'http://127.0.0.1:9');
    try {
      expect(await away.checkBucket()).toMatch(
        /^S3 bucket "unit-bucket" at http:\/\/127\.0\.0\.1:9 not reachable: .*ECONNREFUSED/,
      );
    } finally {
      away.close();
    }
  }, 20_000);
});
