import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { AppError } from '#domain/errors.ts';
import { type FileStorage, isValidStorageKey } from './local-disk-storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Another server than AWS (MinIO, R2, a test's s3rver); unset for AWS S3. */
  endpoint?: string | undefined;
  /** Both or neither; neither uses the AWS SDK's default credential chain. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean | undefined;
};

export type S3Storage = FileStorage & {
  /** Null when the bucket answers with these credentials, else one line saying what is wrong. */
  checkBucket(): Promise<string | null>;
  /** Ends the client's kept-alive connections. */
  close(): void;
};

/**
 * Every call gives up after this long: a request waiting on a hung store must still end within the
 * app's 30 s request timeout, after the SDK's retries (3 attempts).
 */
const REQUEST_TIMEOUT_MS = 8_000;
const CONNECTION_TIMEOUT_MS = 3_000;

/**
 * File storage in an S3-compatible bucket (ADR 025): the same keys, the same checks and the same
 * answers as the local disk, so every instance behind a load balancer sees every upload. A PUT
 * replaces an object whole, so readers see the old bytes or the new ones, never a part. Objects are
 * written as `application/octet-stream` with `Content-Disposition: attachment`: should the bucket
 * ever be opened to the web by mistake, a browser downloads a file rather than rendering it. The
 * app reads the bytes and serves them itself, with its own headers and access checks.
 */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: CONNECTION_TIMEOUT_MS },
  });
  const Bucket = options.bucket;

  const checkKey = (key: string): string => {
    if (!isValidStorageKey(key)) throw new AppError('VALIDATION', 'Invalid storage key');
    return key;
  };

  return {
    async read(key) {
      const Key = checkKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async write(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: data,
          ContentLength: data.length,
          ContentType: 'application/octet-stream',
          ContentDisposition: 'attachment',
        }),
      );
    },

    async exists(key) {
      const Key = checkKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing key with success, as the local disk does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },

    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return null;
      } catch (error) {
        const where = options.endpoint ? ` at ${options.endpoint}` : ` in ${options.region}`;
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        if (status === 404) return `S3 bucket "${Bucket}"${where} does not exist`;
        if (status === 403 || status === 401)
          return `S3 bucket "${Bucket}"${where} refuses these credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)`;
        const reason = error instanceof Error ? error.message || error.name : String(error);
        return `S3 bucket "${Bucket}"${where} not reachable: ${reason}`;
      }
    },

    close() {
      client.destroy();
    },
  };
}

function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  // A missing bucket is a broken configuration, never a missing file.
  if (error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
