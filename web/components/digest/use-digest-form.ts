import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ZodError } from 'zod';
import type { ApiResult } from '../../lib/api-client.ts';
import { type FieldErrorMap, firstErrors } from '../auth/form-field.tsx';

export type DigestValidation = typeof import('./digest-validation.ts');

let validation: Promise<DigestValidation> | undefined;

/** The schemas' chunk, fetched once (after hydration, or at the first submit). */
export function loadDigestValidation(): Promise<DigestValidation> {
  validation ??= import('./digest-validation.ts');
  return validation;
}

/** What the form holds: the email (sign-up only), the checked countries and roles, the frequency. */
export type DigestFormValues = {
  email: string;
  locations: string[];
  roles: string[];
  frequency: string;
};

export function readDigestForm(form: HTMLFormElement): DigestFormValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const list = (name: string) => data.getAll(name).filter((v): v is string => typeof v === 'string');
  return {
    email: text('email'),
    locations: list('locations'),
    roles: list('roles'),
    frequency: text('frequency'),
  };
}

/** The server's `fieldErrors` by form group: `body.locations.1` → `locations`. */
function serverFieldErrors(fieldErrors: Record<string, string[]> | undefined): FieldErrorMap {
  const entries: [string, string][] = [];
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const first = messages[0];
    if (first) entries.push([key.replace(/^body\./, '').split('.')[0] ?? key, first]);
  }
  return firstErrors(entries);
}

type SubmitOptions<T, D> = {
  parse: (
    values: DigestFormValues,
    schemas: DigestValidation,
  ) => { success: true; data: D } | { success: false; error: ZodError };
  send: (data: D) => Promise<ApiResult<T>>;
  /** Runs after a successful answer; returns the message to announce (or nothing). */
  onSuccess: (data: T) => string | undefined;
};

/**
 * A digest form's state: field errors next to their fields (the browser's check first, then the
 * server's), a general error when no field explains a failure, the success message, and `isBusy`
 * while a request is in flight (a second submit is ignored, spec §4).
 */
export function useDigestForm() {
  const inFlight = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    void loadDigestValidation();
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
        const schemas = await loadDigestValidation();
        const parsed = options.parse(readDigestForm(form), schemas);
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
        const message = options.onSuccess(result.data);
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
