import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useContext,
  useId,
} from 'react';
import { Form, type FormProps, useNavigation } from 'react-router';

/**
 * Controls of the portal forms, in the style of the auth forms' FormField: a label, an optional
 * hint, and the error next to the field (aria-invalid + aria-describedby). They are plain form
 * controls, so the forms post without JavaScript (React Router actions) and show the server's field
 * errors when the page comes back.
 */

/**
 * A long form names its fields' ids after the fields (`{prefix}-{name}`), so its error summary can
 * link to each field (`#job-title`) on the server's page as in the browser. Without a prefix, ids
 * are React's own (several forms on one page may share a field name).
 */
const FieldIdPrefix = createContext<string | null>(null);

export function FieldIds({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <FieldIdPrefix.Provider value={prefix}>{children}</FieldIdPrefix.Provider>;
}

/** A `<Form>` whose fields are named after their names (see `FieldIds`): a long form with an `ErrorSummary`. */
export function FieldIdsForm({ prefix, ...form }: FormProps & { prefix: string }) {
  return (
    <FieldIds prefix={prefix}>
      <Form {...form} />
    </FieldIds>
  );
}

/** The id of the field `name` inside `FieldIds` (the error summary's link target). */
export function fieldIdOf(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

/** A control's id: `explicit`, else named after the field inside `FieldIds`, else React's. */
export function useFieldId(name: string, explicit?: string): string {
  const generated = useId();
  const prefix = useContext(FieldIdPrefix);
  return explicit ?? (prefix === null ? generated : fieldIdOf(prefix, name));
}

/** The `FieldIds` prefix in force, or null. */
export function useFieldIdPrefix(): string | null {
  return useContext(FieldIdPrefix);
}

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

function Hint({ id, hint }: { id: string; hint: ReactNode | undefined }) {
  if (!hint) return null;
  return (
    <p id={id} className="text-xs text-slate-600">
      {hint}
    </p>
  );
}

function describedBy(hintId: string, hint: unknown, errorId: string, error: unknown): string | undefined {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

export function SelectField({
  label,
  name,
  error,
  options,
  placeholder,
  hint,
  id: explicitId,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  error?: string | undefined;
  options: readonly { value: string; text: string }[];
  /** The empty first option; leave out when a value is always chosen. */
  placeholder?: string;
  hint?: ReactNode;
}) {
  const id = useFieldId(name, explicitId);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
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
        aria-describedby={describedBy(hintId, hint, errorId, error)}
        className={CONTROL}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <Hint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A labelled input with an optional hint and its error (text, number, date, url, email, …). */
export function InputField({
  label,
  name,
  error,
  hint,
  className,
  id: explicitId,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  const id = useFieldId(name, explicitId);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
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
        aria-describedby={describedBy(hintId, hint, errorId, error)}
        className={CONTROL}
      />
      <Hint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** One check box with its label beside it. */
export function CheckboxField({
  label,
  name,
  hint,
  error,
  id: explicitId,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const id = useFieldId(name, explicitId);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          {...input}
          type="checkbox"
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, hint, errorId, error)}
          className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-600 focus:ring-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <Hint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A group of check boxes (several values under one name) or radio buttons (one value) in a
 * fieldset whose legend names the question; the group's error is announced with it.
 */
export function ChoiceGroup({
  legend,
  name,
  type,
  options,
  selected,
  error,
  hint,
  columns = 2,
  id: explicitId,
}: {
  /** The fieldset's id (options are `{id}-{value}`); by default named after the field (see `FieldIds`). */
  id?: string;
  legend: string;
  name: string;
  type: 'checkbox' | 'radio';
  options: readonly { value: string; text: string }[];
  selected: readonly string[];
  error?: string | undefined;
  hint?: ReactNode;
  columns?: 1 | 2 | 3;
}) {
  const id = useFieldId(name, explicitId);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const grid = columns === 1 ? '' : columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3';
  return (
    <fieldset
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(hintId, hint, errorId, error)}
      className="space-y-2"
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <Hint id={hintId} hint={hint} />
      <div className={`grid gap-2 ${grid}`}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <input
                type={type}
                id={optionId}
                name={name}
                value={option.value}
                defaultChecked={selected.includes(option.value)}
                className="mt-0.5 h-4 w-4 border-slate-400 text-brand-600 focus:ring-brand-600"
              />
              <label htmlFor={optionId} className="text-sm text-slate-800">
                {option.text}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/**
 * A submit button that says it is busy while its form's request runs (with JavaScript), and is
 * disabled then: a second submit is ignored (docs/product.md, Interaction rules).
 */
export function SubmitButton({
  children,
  busyText,
  className = SUBMIT_BUTTON,
  name,
  value,
}: {
  children: ReactNode;
  busyText?: string;
  className?: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting';
  const isThis = isBusy && (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button type="submit" name={name} value={value} className={className} disabled={isBusy}>
      {isThis && busyText ? busyText : children}
    </button>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  id: explicitId,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  const id = useFieldId(name, explicitId);
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
