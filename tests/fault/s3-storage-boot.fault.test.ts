/**
 * The server as production starts it (`node server/main.ts`) with STORAGE=s3, against s3rver on
 * 127.0.0.1: the demo seed writes its images into the bucket, pages and image routes serve them from
 * there, and nothing lands in DATA_DIR/uploads. A bucket that does not exist is named in one error
 * line at boot, while the server still becomes ready.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3Server, startLocalS3Server } from '#tests/helpers/s3-server.ts';
import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process.ts';

describe('the server on an S3 bucket', () => {
  let s3: LocalS3Server;
  let server: ServerProcess | undefined;
  const dataDirs: string[] = [];

  function dataDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordhub-fault-s3-'));
    dataDirs.push(dir);
    return dir;
  }

  beforeAll(async () => {
    s3 = await startLocalS3Server();
  });
  afterAll(async () => {
    await server?.stop(5_000);
    await s3?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds its demo images into the bucket and serves them from there', async () => {
    const dir = dataDir();
    server = await startServerProcess({
      ...s3.env,
      DATA_DIR: dir,
      SEED_DEMO_DATA: 'true',
      SHUTDOWN_READINESS_DELAY_MS: '0',
    });
    await server.waitForLine(/Nordhub is running on/, 180_000);

    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, MaxKeys: 1000 }));
    client.destroy();
    const keys = (listed.Contents ?? []).map((object) => object.Key ?? '');
    const logo = keys.find((key) => key.endsWith('.png'));
    expect(logo, keys.join('\n')).toBeDefined();
    expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);

    const image = await fetch(`${server.baseUrl}/images/thumbnail/${logo}?format=png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe('sandbox');

    // A startup's public page shows the logo it was seeded with, from the bucket.
    const page = await fetch(`${server.baseUrl}/startups`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const src = /src="(\/images\/[^"?]+)/.exec(await page.text())?.[1];
    expect(src).toBeDefined();
    expect((await fetch(`${server.baseUrl}${src}`)).status).toBe(200);
    await server.stop(10_000);
    server = undefined;
  }, 240_000);

  it('names a bucket that does not exist in one error line, and serves pages anyway', async () => {
    server = await startServerProcess({
      ...s3.env,
      S3_BUCKET: 'no-such-bucket',
      DATA_DIR: dataDir(),
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_READINESS_DELAY_MS: '0',
    });
    const line = await server.waitForLine(/S3 bucket/, 180_000);
    expect(JSON.parse(line.text)).toMatchObject({
      level: 50,
      msg: `S3 bucket "no-such-bucket" at ${s3.endpoint} does not exist: uploads and downloads fail until it answers`,
    });
    await server.waitForLine(/Nordhub is running on/, 60_000);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/jobs`, { headers: { accept: 'text/html' } })).status).toBe(200);
  }, 240_000);
});
