import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type LocalS3Server = {
  endpoint: string;
  bucket: string;
  /** The settings an app takes to keep its uploads in this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * s3rver, a server speaking the S3 protocol, on 127.0.0.1 (a free port) over a temporary directory,
 * with one empty bucket. Signatures are checked as AWS does, so the credentials must match.
 */
export async function startLocalS3Server(bucket = 'nordhub-uploads'): Promise<LocalS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'nordhub-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  try {
    const address = await server.run();
    const endpoint = `http://127.0.0.1:${address.port}`;
    return {
      endpoint,
      bucket,
      env: {
        STORAGE: 's3',
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
      async close() {
        await server.close().catch(() => {});
        await fs.rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await fs.rm(directory, { recursive: true, force: true });
    throw error;
  }
}
