import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ZodError } from 'zod';
import type { ApiResult } from '../../lib/api-client.ts';
import { type FieldErrorMap, firstErrors } from '../auth/form-field.tsx';

export type AccountValidation = typeof import('./account-validation.ts');

let validation: Promise<AccountValidation> | undefined;

/** The schemas' chunk, fetched once (after hydration, or at the first submit). */
export function loadAccountValidation(): Promise<AccountValidation> {
  validation ??= import('./account-validation.ts');
  return validation;
}

export const PRIMARY_BUTTON =
  'rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
export const DANGER_BUTTON =
  'rounded-md bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON =
  'rounded-md border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';
export const PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a digit and a special character.';

/** The string fields of a submitted form, by name. */
export function readForm(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') out[key] = value;
  return out;
}

function serverFieldErrors(fieldErrors: Record<string, string[]> | undefined): FieldErrorMap {
  const entries: [string, string][] = [];
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const first = messages[0];
    if (first) entries.push([key.replace(/^body\./, ''), first]);
  }
  return firstErrors(entries);
}

type SubmitOptions<T, D> = {
  /** Builds the input from the form and checks it with the loaded schemas (the server's rules). */
  parse: (
    form: Record<string, string>,
    schemas: AccountValidation,
  ) => { success: true; data: D } | { success: false; error: ZodError };
  send: (data: D) => Promise<ApiResult<T>>;
  /** Runs after a successful answer; returns the success message to announce (or nothing). */
  onSuccess: (data: T, form: HTMLFormElement) => Promise<string | undefined> | string | undefined;
};

/**
 * One account form's state: field errors next to their fields (from the browser check, then from
 * the server), a general error when no field explains the failure, a success message for the
 * status region, and `isBusy` while a request is in flight (a second submit is ignored).
 */
export function useAccountForm() {
  const inFlight = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    void loadAccountValidation();
  }, []);

  function handleSubmit<T, D>(options: SubmitOptions<T, D>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      const form = event.currentTarget;
      inFlight.current = true;
      setIsBusy(true);
      try {
        setSuccess(null);
        const schemas = await loadAccountValidation();
        const parsed = options.parse(readForm(form), schemas);
        if (!parsed.success) {
          setErrors(schemas.zodFieldErrors(parsed.error));
          setGeneralError(null);
          return;
        }
        const result = await options.send(parsed.data);
        if (!result.ok) {
          const fields = serverFieldErrors(result.error.fieldErrors);
          setErrors(fields);
          setGeneralError(Object.keys(fields).length > 0 ? null : result.error.message);
          return;
        }
        setErrors({});
        setGeneralError(null);
        const message = await options.onSuccess(result.data, form);
        if (message) setSuccess(message);
      } catch {
        setGeneralError('Something went wrong, please try again');
      } finally {
        inFlight.current = false;
        setIsBusy(false);
      }
    };
  }

  return { isBusy, errors, generalError, success, handleSubmit };
}
