import { type FormEvent, useEffect, useState } from 'react';
import { type FieldErrorMap, issueFieldErrors, serverFieldErrors } from '../components/auth/form-field.tsx';
import type { ApiResult } from './api-client.ts';
import { useSubmitGuard } from './use-submit-guard.ts';

type Parsed<D> =
  | { success: true; data: D }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

export type SchemaFormOptions<S, V> = {
  /** The schemas' own chunk (zod stays out of first loads): fetched after hydration, awaited at submit. */
  loadSchemas: () => Promise<S>;
  /** The form's values as `parse` takes them. */
  read: (form: HTMLFormElement) => V;
  /** Errors keyed by the first part of a field's path (`locations.2` → `locations`: checkbox groups). */
  byGroup?: boolean;
};

export type SchemaSubmit<S, V, T, D> = {
  /** Checks the values with the loaded schemas: the same rules as the server's. */
  parse: (values: V, schemas: S) => Parsed<D>;
  send: (data: D) => Promise<ApiResult<T>>;
  /** Runs after a successful answer; returns the message to announce (or nothing). */
  onSuccess: (data: T, form: HTMLFormElement) => Promise<string | undefined> | string | undefined;
};

/**
 * A form checked in the browser with the server's schemas: field errors next to their fields (the
 * browser's check first, then the server's), a general error when no field explains a failure, a
 * success message for the status region, and `isBusy` while a request is in flight (a second submit
 * is ignored, docs/product.md, After authentication).
 */
export function useSchemaForm<S, V>({ loadSchemas, read, byGroup = false }: SchemaFormOptions<S, V>) {
  const { isBusy, run } = useSubmitGuard();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    void loadSchemas();
  }, [loadSchemas]);

  function handleSubmit<T, D>(options: SchemaSubmit<S, V, T, D>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      await run(async () => {
        try {
          setSuccess(null);
          const parsed = options.parse(read(form), await loadSchemas());
          if (!parsed.success) {
            setErrors(issueFieldErrors(parsed.error.issues, byGroup));
            setGeneralError(null);
            return;
          }
          const result = await options.send(parsed.data);
          if (!result.ok) {
            const fields = serverFieldErrors(result.error.fieldErrors, byGroup);
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
        }
      });
    };
  }

  return { isBusy, errors, generalError, success, handleSubmit };
}
