import { useActionData } from 'react-router';

/**
 * What a page action answers when a posted form fails (422/4xx): the first message per field, a
 * general message when no field explains it, and the posted values so the form shows what was typed
 * (without JavaScript the page is rendered anew). Success answers are the action's own (usually a
 * redirect, or `{ ok: true, message }`).
 */
export type FormFailure = {
  ok: false;
  fieldErrors: Record<string, string>;
  formError: string | null;
  values: Record<string, string | string[]>;
  /** Which form of the page failed, when a page has several (the submit button's `intent`). */
  intent?: string;
};

export type FormSuccess = { ok: true; message: string; intent?: string };

export type FormResult = FormFailure | FormSuccess;

/**
 * The last result of this page's action, for one form of it (by intent) or any. Field errors and
 * values are empty objects when there is none, so fields can read them without checks.
 */
export function useFormResult(intent?: string | readonly string[]) {
  const result = useActionData() as FormResult | undefined;
  const matched =
    result !== undefined &&
    (intent === undefined ||
      (typeof intent === 'string' ? result.intent === intent : intent.includes(result.intent ?? '')))
      ? result
      : undefined;
  const failure = matched && !matched.ok ? matched : null;
  const success = matched?.ok ? matched : null;
  return {
    fieldErrors: failure?.fieldErrors ?? {},
    formError: failure?.formError ?? null,
    values: failure?.values ?? null,
    message: success?.message ?? null,
  };
}

/** A posted value as one string ('' when missing), for a field's defaultValue. */
export function postedText(
  values: Record<string, string | string[]> | null,
  name: string,
): string | undefined {
  if (!values) return undefined;
  const value = values[name];
  if (value === undefined) return '';
  return Array.isArray(value) ? (value[value.length - 1] ?? '') : value;
}

/** A posted list (check boxes), for a group's selection. */
export function postedList(
  values: Record<string, string | string[]> | null,
  name: string,
): string[] | undefined {
  if (!values) return undefined;
  const value = values[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Rows `prefix.0.*`, `prefix.1.*`, … of a refused form, each as its fields by name (the action
 * numbered them as kept, so the first missing number ends the list).
 */
export function postedRows(
  values: Record<string, string | string[]>,
  prefix: string,
  max: number,
): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  for (let index = 0; index < max; index++) {
    const start = `${prefix}.${index}.`;
    const names = Object.keys(values).filter((name) => name.startsWith(start));
    if (names.length === 0) break;
    const row: Record<string, string> = {};
    for (const name of names) {
      const value = values[name];
      row[name.slice(start.length)] = (Array.isArray(value) ? value.at(-1) : value) ?? '';
    }
    rows.push(row);
  }
  return rows;
}

/** The first error of a list field, its own or one of its items' (`industries.2`). */
export function listFieldError(fieldErrors: Record<string, string>, name: string): string | undefined {
  if (fieldErrors[name]) return fieldErrors[name];
  const item = Object.keys(fieldErrors).find((key) => new RegExp(`^${name}\\.\\d+$`).test(key));
  return item ? fieldErrors[item] : undefined;
}

/** The saved object a successful form answer carries back (`{ ok: true, profile }`), if any. */
export function savedProfileOf<T>(actionData: unknown): T | null {
  const answer = actionData as { ok?: boolean; profile?: T } | undefined;
  return answer?.ok === true && answer.profile ? answer.profile : null;
}
