import { z } from 'zod';

/**
 * Field schemas that read the same value from a JSON body and from a posted HTML form: a form sends
 * every value as text ('' for an empty field, 'on' for a ticked box, a repeated name for a list), a
 * JSON client sends numbers, booleans and arrays. Both parse to the same output, so one schema
 * serves the API and the page actions.
 */

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Optional single-line or multi-line text: blank becomes null; at most `max` characters. */
export function optionalText(max: number, message: string) {
  return z.preprocess(
    (value) => blankToUndefined(value),
    z
      .string({ error: message })
      .trim()
      .max(max, { error: message })
      .optional()
      .transform((v) => v ?? null),
  );
}

/** Required text: missing, blank or too long all show `message`. */
export function requiredText(max: number, message: string) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
}

/** An optional whole number (a form's '' is none); numeric text is read as a number. */
export function optionalInt(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v.replace(/[ ,_]/g, ''))) {
        return Number(v.replace(/[ ,_]/g, ''));
      }
      return v;
    },
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional()
      .transform((v) => v ?? null),
  );
}

/** An optional decimal number ('0.5' or 0.5); blank is none. */
export function optionalDecimal(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (typeof v === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(v)) return Number(v.replace(',', '.'));
      return v;
    },
    z
      .number({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional()
      .transform((v) => v ?? null),
  );
}

/** A check box: ticked ('on', 'true', '1', true) or not (missing, false). */
export const checkbox = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true' || value === '1',
  z.boolean(),
);

/** A list from repeated form fields (or one), or a JSON array; blanks dropped. */
export function listOf<T extends z.ZodType>(item: T, max: number, message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      const values = Array.isArray(value) ? value : [value];
      return values.filter((v) => !(typeof v === 'string' && v.trim() === ''));
    },
    z.array(item).max(max, { error: message }),
  );
}

/** One of the values, required ('' and missing show `message`). */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((value) => blankToUndefined(value), z.enum(values, { error: message }));
}

/** One of the values or none: '' (a select's placeholder) and missing both read as null. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (value) => blankToUndefined(value),
    z
      .enum(values, { error: message })
      .optional()
      .transform((v) => v ?? null),
  );
}

/** One of the values, `fallback` when '' or missing (radio groups with nothing picked). */
export function choiceOr<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  fallback: T[number],
) {
  return z.preprocess((value) => blankToUndefined(value) ?? fallback, z.enum(values, { error: message }));
}

/** An optional calendar day 'YYYY-MM-DD' (the date input's value), as midnight UTC; blank is none. */
export function optionalDay(message: string) {
  return z.preprocess(
    (value) => blankToUndefined(value),
    z
      .string({ error: message })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
      .refine(
        (day) => {
          // Date.parse rolls 30 February over to March: only a day that reads back the same is real.
          const ms = Date.parse(`${day}T00:00:00.000Z`);
          return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
        },
        { error: message },
      )
      .optional()
      .transform((day) => day ?? null),
  );
}

/**
 * A posted form as one object: a name given once is a string, a repeated name a list of strings.
 * Files are left out (uploads have their own route). Names with dots (`team.0.name`) stay as they
 * are: schemas that need nesting read them with `readIndexedGroups`.
 */
export function formDataToObject(
  form: { entries(): IterableIterator<[string, FormDataEntryValue]> } | FormData,
) {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of (form as FormData).entries()) {
    if (typeof value !== 'string') continue;
    const existing = out[name];
    if (existing === undefined) out[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[name] = [existing, value];
  }
  return out;
}

/**
 * Rows posted as `prefix.0.field`, `prefix.1.field`, … → `[{ field }, …]` in index order; rows
 * whose fields are all blank are dropped (the form's empty spare rows).
 */
export function readIndexedGroups(values: Record<string, string | string[]>, prefix: string) {
  const rows = new Map<number, Record<string, string>>();
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d{1,3})\\.([A-Za-z]+)$`);
  for (const [name, value] of Object.entries(values)) {
    const match = pattern.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? {};
    row[match[2] as string] = Array.isArray(value) ? (value[value.length - 1] ?? '') : value;
    rows.set(index, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => row)
    .filter((row) => Object.values(row).some((v) => v.trim() !== ''));
}
