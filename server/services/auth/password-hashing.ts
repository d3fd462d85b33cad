import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): the library's default algorithm is
 * argon2id, which the stored hash records (`$argon2id$...`). Each hash takes ~10 ms of a core, so
 * at most two run at once: a burst of sign-ins queues instead of starving page rendering.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashingSlot(() => hash(password, OPTIONS));
}

/** False for a wrong password and for a malformed or missing hash (never throws). */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Same work as a real check, so the answer time does not reveal whether the account exists.
    await hashPassword(password);
    return false;
  }
  try {
    return await withHashingSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
