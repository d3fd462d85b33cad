import path from 'node:path';
import type { Env } from '../../env.ts';
import { createLocalDiskStorage, type FileStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

type StorageEnv = Pick<
  Env,
  | 'STORAGE'
  | 'dataDir'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The file storage STORAGE names (ADR 025): DATA_DIR/uploads on this disk, or the S3 bucket. */
export function createFileStorage(
  env: StorageEnv,
): FileStorage & { checkBucket?: () => Promise<string | null> } {
  if (env.STORAGE !== 's3') return createLocalDiskStorage(path.join(env.dataDir, 'uploads'));
  if (!env.S3_BUCKET || !env.S3_REGION) throw new Error('STORAGE=s3 needs S3_BUCKET and S3_REGION');
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

/**
 * The one line a production instance on PostgreSQL logs when uploads stay on its own disk: with a
 * second instance, a file uploaded through one is missing on the other.
 */
export function localStorageWarning(
  env: Pick<Env, 'NODE_ENV' | 'STORAGE' | 'DATABASE_URL'>,
): string | undefined {
  if (env.NODE_ENV !== 'production' || env.STORAGE !== 'local' || !env.DATABASE_URL) return undefined;
  return "STORAGE is local: uploads stay on this machine's disk (DATA_DIR/uploads); with more than one instance set STORAGE=s3 (docs/deployment.md)";
}
