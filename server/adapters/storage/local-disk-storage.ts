import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '#domain/errors.ts';

/**
 * File storage behind a key such as `companies/3f9a…c1.png`. The local-disk adapter is the offline
 * default; an S3-compatible one can take its place with the same shape.
 */
export type FileStorage = {
  /** The stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Stores the bytes atomically: readers see the old file or the whole new one, never a partial one. */
  write(key: string, data: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a key with nothing stored is not an error. */
  delete(key: string): Promise<void>;
};

const MAX_KEY_LENGTH = 200;
// One or more segments of safe characters joined by single slashes: no leading, trailing or double
// slash, no backslash, no percent-encoding, no NUL, nothing the file system could interpret.
const KEY_PATTERN = /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/**
 * Keys reach us from URLs, so they are checked before they touch the file system: besides the
 * pattern, no segment may start with a dot ('..' escapes, dotfiles and our own temporary files are
 * all off limits).
 */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) return false;
  if (key.includes('..')) return false;
  return key.split('/').every((segment) => !segment.startsWith('.'));
}

const MISSING_FILE_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function isMissingFileError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && MISSING_FILE_CODES.has(String(error.code));
}

export function createLocalDiskStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  const resolveKey = (key: string): string => {
    if (!isValidStorageKey(key)) throw new AppError('VALIDATION', 'Invalid storage key');
    const filePath = path.resolve(root, key);
    // Second line of defence: whatever the pattern lets through must still land inside the root.
    if (!filePath.startsWith(root + path.sep)) throw new AppError('VALIDATION', 'Invalid storage key');
    return filePath;
  };

  return {
    async read(key) {
      const filePath = resolveKey(key);
      try {
        return await fs.readFile(filePath);
      } catch (error) {
        if (isMissingFileError(error)) return null;
        throw error;
      }
    },

    async write(key, data) {
      const filePath = resolveKey(key);
      await writeFileAtomically(filePath, data);
    },

    async delete(key) {
      await fs.rm(resolveKey(key), { force: true });
    },

    async exists(key) {
      const filePath = resolveKey(key);
      try {
        return (await fs.stat(filePath)).isFile();
      } catch (error) {
        if (isMissingFileError(error)) return false;
        throw error;
      }
    },
  };
}

/**
 * Writes to a hidden temporary file beside the target and renames it into place: a rename within one
 * directory is atomic, so a concurrent reader never sees a half-written file.
 */
export async function writeFileAtomically(filePath: string, data: Buffer): Promise<void> {
  const directory = path.dirname(filePath);
  await fs.mkdir(directory, { recursive: true });
  const temporaryPath = path.join(
    directory,
    `.${path.basename(filePath)}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await fs.writeFile(temporaryPath, data, { flag: 'wx' });
    await fs.rename(temporaryPath, filePath);
  } catch (error) {
    await fs.rm(temporaryPath, { force: true });
    throw error;
  }
}
