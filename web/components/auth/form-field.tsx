import { type InputHTMLAttributes, useId } from 'react';

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  name: string;
  error?: string | undefined;
};

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function FormField({ label, name, error, className, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ?? 'space-y-1'}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600"
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export type FieldErrorMap = Record<string, string>;

/** The first message per field, from zod issues or the server's `fieldErrors` (keys like `name.first`). */
export function firstErrors(entries: Iterable<[string, string]>): FieldErrorMap {
  const out: FieldErrorMap = {};
  for (const [key, message] of entries) if (!(key in out)) out[key] = message;
  return out;
}

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** A field key: the whole path (`name.first`), or with `byGroup` only its first part (`locations`). */
function fieldKey(parts: readonly PropertyKey[], byGroup: boolean): string {
  return byGroup ? String(parts[0] ?? '_') : parts.map(String).join('.');
}

/** The browser's check (zod issues) as field errors, first message per field. */
export function issueFieldErrors(issues: readonly Issue[], byGroup = false): FieldErrorMap {
  return firstErrors(issues.map((issue) => [fieldKey(issue.path, byGroup), issue.message]));
}

/** The server's `fieldErrors` (keys like `body.name.first`) as field errors, keyed like the form's. */
export function serverFieldErrors(
  fieldErrors: Record<string, string[]> | undefined,
  byGroup = false,
): FieldErrorMap {
  const entries: [string, string][] = [];
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const first = messages[0];
    if (first) entries.push([fieldKey(key.replace(/^body\./, '').split('.'), byGroup), first]);
  }
  return firstErrors(entries);
}

/** The string fields of a form, by name (the last value of a repeated name). */
export function readTextFields(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') out[key] = value;
  return out;
}
