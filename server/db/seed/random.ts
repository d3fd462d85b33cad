/**
 * Seeded randomness and small helpers for demo data and test factories. Everything here is pure:
 * the same seed gives the same sequence, so demo data (ids included) is reproducible and tests can
 * build the same rows the seed builds. Never use Math.random or crypto in seed code.
 */

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

export type Random = {
  /** A float in [0, 1). */
  nextFloat(): number;
  /** An integer in [min, max], both inclusive. */
  nextInt(min: number, max: number): number;
  /** A float in [min, max). */
  nextBetween(min: number, max: number): number;
  /** An integer in [0, max] biased towards 0: higher `power` means more small values. */
  nextSkewed(max: number, power: number): number;
  rollChance(probability: number): boolean;
  pickOne<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in random order. */
  pickSome<T>(items: readonly T[], count: number): T[];
  pickWeighted<T>(entries: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** A version-4-shaped UUID whose bits come from this sequence. */
  createUuid(): string;
  createHex(length: number): string;
  /**
   * An independent sequence named by `label`: it depends only on this sequence's seed and the
   * label, so adding draws in one area of the seed does not shift the data of another.
   */
  fork(label: string): Random;
};

/** FNV-1a: a stable 32-bit hash, used to derive seeds and colours from names. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** sfc32: small, fast and well distributed; plenty for demo data (not for secrets). */
export function createRandom(seed: number | string): Random {
  const seedText = String(seed);
  let a = hashString(`a:${seedText}`);
  let b = hashString(`b:${seedText}`);
  let c = hashString(`c:${seedText}`);
  let d = hashString(`d:${seedText}`);

  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs of sfc32 still echo the seed words; discard them.
  for (let i = 0; i < 16; i++) nextUint32();

  const nextFloat = () => nextUint32() / 4_294_967_296;

  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(nextFloat() * (i + 1));
      const item = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = item;
    }
    return copy;
  };

  const createHex = (length: number): string => {
    let hex = '';
    while (hex.length < length) hex += nextUint32().toString(16).padStart(8, '0');
    return hex.slice(0, length);
  };

  return {
    nextFloat,
    nextInt: (min, max) => min + Math.floor(nextFloat() * (max - min + 1)),
    nextBetween: (min, max) => min + nextFloat() * (max - min),
    nextSkewed: (max, power) => Math.floor((max + 1) * nextFloat() ** power),
    rollChance: (probability) => nextFloat() < probability,
    pickOne: (items) => {
      if (items.length === 0) throw new Error('pickOne: no items to pick from');
      return items[Math.floor(nextFloat() * items.length)] as (typeof items)[number];
    },
    pickSome: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    pickWeighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = nextFloat() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries.at(-1);
      if (!last) throw new Error('pickWeighted: no entries to pick from');
      return last[0];
    },
    shuffle,
    createUuid: () => {
      const hex = createHex(32).split('');
      hex[12] = '4';
      // Variant 10xx: the first hex digit of the fourth group is 8, 9, a or b.
      hex[16] = (8 + (Number.parseInt(hex[16] ?? '0', 16) & 3)).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    createHex,
    fork: (label) => createRandom(`${seedText}/${label}`),
  };
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}

export function pickLater(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

/** 'YYYY-MM-DD' of the UTC day, the format of date columns. */
export function formatIsoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Start of the UTC day. */
export function truncateToDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

/** Letters that NFD does not decompose into an ASCII base letter. */
const TRANSLITERATIONS: Record<string, string> = { æ: 'ae', ø: 'o', ð: 'd', þ: 'th', ß: 'ss', œ: 'oe' };

/** 'Brandt & Sønner Holding' → 'brandt-sonner-holding'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøðþßœ]/g, (letter) => TRANSLITERATIONS[letter] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
