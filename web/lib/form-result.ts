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
