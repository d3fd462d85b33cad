import { type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

/**
 * Controls of the startup and investor forms, in the style of the auth forms' FormField: a label,
 * and the error next to the field (aria-invalid + aria-describedby).
 */

const CONTROL =
  'block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600';

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  );
}

export function SelectField({
  label,
  name,
  error,
  options,
  placeholder,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  name: string;
  error?: string | undefined;
  options: readonly { value: string; text: string }[];
  placeholder: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        {...select}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={CONTROL}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={CONTROL}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A polite region for 'Saved' messages; it exists from the start so the message is announced. */
export function StatusMessage({ message }: { message: string | null }) {
  return (
    <p
      role="status"
      className={message ? 'rounded-md bg-green-50 px-3 py-2 text-sm text-green-900' : undefined}
    >
      {message}
    </p>
  );
}

/** Same as StatusMessage, for errors (role="alert"). */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'rounded-md bg-red-50 px-3 py-2 text-sm text-red-800' : undefined}>
      {message}
    </div>
  );
}

export const SUBMIT_BUTTON =
  'rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_SUBMIT_BUTTON =
  'rounded-md border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';
