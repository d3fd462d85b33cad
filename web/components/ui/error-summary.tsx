import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { fieldIdOf, useFieldIdPrefix } from './form-controls.tsx';

export type ErrorSummaryItem = { field: string; message: string };

/**
 * The errors of a refused form as the summary lists them: one per field in the form's order
 * (`order` names the fields top to bottom; a row field `team.0.name` ranks with `team`), an item
 * error of a list field (`industries.2`) counted as its field's, first message kept.
 */
export function errorSummaryItems(
  fieldErrors: Record<string, string>,
  order: readonly string[] = [],
): ErrorSummaryItem[] {
  const listField = (key: string) => /^(.+)\.\d+$/.exec(key)?.[1] ?? key;
  const rank = (field: string) => {
    for (let index = 0; index < order.length; index++) {
      const name = order[index] as string;
      if (field === name || field.startsWith(`${name}.`)) return index;
    }
    return order.length;
  };
  const items: ErrorSummaryItem[] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (!message || key === '_') continue;
    const field = listField(key);
    if (!items.some((item) => item.field === field)) items.push({ field, message });
  }
  // A stable sort: fields the order does not name keep the order of the answer, after the others.
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.field) - rank(b.item.field) || a.index - b.index)
    .map(({ item }) => item);
}

export function errorSummaryTitle(count: number): string {
  return `Please correct ${count} ${count === 1 ? 'error' : 'errors'}`;
}

/** A field the summary links to takes the focus; a group (fieldset) gives it to its first control. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const control = target.matches('input, select, textarea')
    ? target
    : target.querySelector<HTMLElement>('input, select, textarea');
  const legend = target instanceof HTMLFieldSetElement ? target.querySelector('legend') : null;
  (legend ?? target).scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}

/**
 * The top of a refused long form: how many fields need correcting and a link to each (the field's
 * own error stays beside it). It takes the focus when the form comes back refused: with JavaScript
 * after each failed submit, without it as the page loads (`autofocus`), so the member starts from
 * the list instead of the bottom of the form. Field ids come from `FieldIds` (`{prefix}-{field}`).
 */
export function ErrorSummary({
  fieldErrors,
  order,
}: {
  fieldErrors: Record<string, string>;
  /** The form's fields top to bottom, to list the errors in the order the form shows them. */
  order?: readonly string[];
}) {
  const prefix = useFieldIdPrefix();
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const items = errorSummaryItems(fieldErrors, order);
  const hasItems = items.length > 0;
  useEffect(() => {
    // Each refused answer is a new object: focus the summary again after every failed submit.
    if (hasItems && fieldErrors) ref.current?.focus();
  }, [fieldErrors, hasItems]);
  if (!hasItems) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={headingId}
      // biome-ignore lint/a11y/noAutofocus: without JavaScript this is what brings a refused form's errors into view.
      autoFocus
      className="rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <h2 id={headingId} className="text-base font-semibold">
        {errorSummaryTitle(items.length)}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => {
          const id = prefix === null ? null : fieldIdOf(prefix, item.field);
          return (
            <li key={item.field}>
              {id === null ? (
                item.message
              ) : (
                <a
                  href={`#${id}`}
                  onClick={(event) => focusField(event, id)}
                  className="font-medium underline hover:text-red-950"
                >
                  {item.message}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
