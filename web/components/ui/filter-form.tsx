import { type ChangeEvent, type ComponentProps, type FormEvent, useEffect, useRef } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The form's fields as a query string without empty values, so shared URLs stay short (a list
 * such as several roles repeats its name: `roles=a&roles=b`, as the browser's own GET does).
 */
export function searchOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    params.append(key, value.trim());
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A choice applies as it changes: a select, a checkbox, a radio button (text waits for Enter). */
function appliesOnChange(target: EventTarget): target is HTMLSelectElement | HTMLInputElement {
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
}

type Field = { name: string; value: string | null };

/** The same field in the new form (ids may differ between renders: found by name, and value for a box). */
function findField(form: HTMLFormElement, field: Field): HTMLElement | null {
  const name = `[name="${CSS.escape(field.name)}"]`;
  const value = field.value === null ? '' : `[value="${CSS.escape(field.value)}"]`;
  return form.querySelector<HTMLElement>(`${name}${value}`);
}

/**
 * The filters of a search page, one behaviour everywhere (/jobs, /funding, /pricing): a GET form,
 * so the address is the whole search and it works without JavaScript (submitted by its button);
 * with JavaScript a changed choice applies at once and the page updates in place, the scroll and
 * the focus kept, and a search text applies on Enter or the form's button.
 *
 * `formKey` names the search shown: after back or forward the fields show that address's values
 * again (the form is made anew), and the field that had the focus has it again.
 */
export function FilterForm({
  action,
  formKey,
  children,
  ...form
}: Omit<ComponentProps<typeof Form>, 'method' | 'action' | 'onSubmit' | 'onChange' | 'ref'> & {
  action: string;
  formKey: string;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const focused = useRef<Field | null>(null);
  const apply = () => {
    const element = formRef.current;
    if (!element) return;
    const active = document.activeElement;
    focused.current =
      active instanceof HTMLInputElement || active instanceof HTMLSelectElement
        ? {
            name: active.name,
            value:
              active instanceof HTMLInputElement && (active.type === 'checkbox' || active.type === 'radio')
                ? active.value
                : null,
          }
        : null;
    void navigate(`${action}${searchOf(element)}`, { preventScrollReset: true });
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (appliesOnChange(event.target)) apply();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };
  // The new form replaces the old one: keyboard users keep their place in it.
  useEffect(() => {
    const field = focused.current;
    if (!formKey || !field?.name || !formRef.current) return;
    findField(formRef.current, field)?.focus();
    focused.current = null;
  }, [formKey]);

  return (
    <Form
      key={formKey}
      ref={formRef}
      method="get"
      action={action}
      onChange={onChange}
      onSubmit={onSubmit}
      {...form}
    >
      {children}
    </Form>
  );
}

/**
 * The button of a form whose every field is a choice: needed without JavaScript only (with it, a
 * choice applies as it changes, see FilterForm), so it is there until the page has hydrated.
 */
export function SubmitWithoutJavaScript(props: Omit<ComponentProps<'button'>, 'type'>) {
  const isHydrated = useHydrated();
  if (isHydrated) return null;
  return <button type="submit" {...props} />;
}

/** The Search button (a search text applies by it, and everything without JavaScript) and the link that clears the search. */
export function FilterFormActions({ clearTo }: { clearTo: string }) {
  return (
    <div className="flex items-center gap-3">
      <button
        type="submit"
        className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Search
      </button>
      <Link to={clearTo} className="text-sm font-medium text-brand-700 hover:underline">
        Clear filters
      </Link>
    </div>
  );
}
