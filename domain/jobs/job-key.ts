import { isUuid } from '../ids.ts';

/**
 * A job's `key` in the public API (issue 13): a URL-safe slug that never changes. It is the job's
 * id (a UUID, 128 bits) written in base 36, so it needs no column, no migration and no uniqueness
 * check, and a title edited later cannot change it: clients store keys to recognise a job again.
 * `/api/jobs/single/{id}` takes the id or the key.
 */
const KEY_LENGTH = 25;
const KEY = /^[0-9a-z]{25}$/;
const MAX_ID = (1n << 128n) - 1n;

export function jobKey(id: string): string {
  return BigInt(`0x${id.replaceAll('-', '')}`)
    .toString(36)
    .padStart(KEY_LENGTH, '0');
}

/** The id a key stands for, or null when the text is no job key. */
export function jobIdFromKey(key: string): string | null {
  if (!KEY.test(key)) return null;
  let value = 0n;
  for (const character of key) value = value * 36n + BigInt(Number.parseInt(character, 36));
  if (value > MAX_ID) return null;
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A job id from what a client sent: the id itself or its key. */
export function resolveJobIdOrKey(idOrKey: string): string | null {
  if (isUuid(idOrKey)) return idOrKey.toLowerCase();
  return jobIdFromKey(idOrKey);
}
