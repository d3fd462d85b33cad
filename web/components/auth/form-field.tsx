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
