import { Form } from 'react-router';
import { postedText, useFormResult } from '../../lib/form-result.ts';
import {
  CheckboxField,
  FieldIds,
  FormError,
  InputField,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../ui/form-controls.tsx';

/** What the form starts from: the saved tool or partner, or blanks for a new one. */
export type DirectoryEntryValues = {
  key: string;
  name: string;
  category: string;
  description: string;
  website: string;
  logo: string | null;
  sort: number;
  isPublished: boolean;
  /** Partners only: the landing page's body (markdown). */
  body?: string;
};

/**
 * The back office's form of a tool or a partner (create and edit), posted with `intent`; errors beside
 * the fields, what was typed kept (with or without JavaScript).
 */
export function DirectoryEntryForm({
  intent,
  prefix,
  entry,
  hasBody,
  submitText,
  label,
}: {
  intent: string;
  prefix: string;
  entry: DirectoryEntryValues | null;
  hasBody: boolean;
  submitText: string;
  label: string;
}) {
  const result = useFormResult(intent);
  const errors = result.fieldErrors;
  const posted = (name: string) => postedText(result.values, name);
  const isPublished = result.values ? result.values.isPublished === 'on' : (entry?.isPublished ?? true);
  return (
    <FieldIds prefix={prefix}>
      <Form method="post" noValidate className="space-y-4" aria-label={label}>
        <StatusMessage message={result.message} />
        <FormError message={result.formError} />
        <InputField
          label="Name"
          name="name"
          defaultValue={posted('name') ?? entry?.name ?? ''}
          error={errors.name}
        />
        <InputField
          label="Key (address)"
          name="key"
          hint="Lowercase letters, digits and dashes; made from the name when left empty"
          defaultValue={posted('key') ?? entry?.key ?? ''}
          error={errors.key}
        />
        <InputField
          label="Category"
          name="category"
          defaultValue={posted('category') ?? entry?.category ?? ''}
          error={errors.category}
        />
        <TextAreaField
          label="Description (markdown)"
          name="description"
          rows={hasBody ? 3 : 8}
          defaultValue={posted('description') ?? entry?.description ?? ''}
          error={errors.description}
        />
        {hasBody && (
          <TextAreaField
            label="Landing page (markdown)"
            name="body"
            rows={14}
            hint="Filled in, the partner gets a page of its own under /partners"
            defaultValue={posted('body') ?? entry?.body ?? ''}
            error={errors.body}
          />
        )}
        <InputField
          label="Website"
          name="website"
          inputMode="url"
          defaultValue={posted('website') ?? entry?.website ?? ''}
          error={errors.website}
        />
        <InputField
          label="Logo (image key)"
          name="logo"
          defaultValue={posted('logo') ?? entry?.logo ?? ''}
          error={errors.logo}
        />
        <InputField
          label="Order in its category"
          name="sort"
          inputMode="numeric"
          defaultValue={posted('sort') ?? String(entry?.sort ?? 0)}
          error={errors.sort}
        />
        <CheckboxField
          label="Published"
          name="isPublished"
          defaultChecked={isPublished}
          error={errors.isPublished}
        />
        <SubmitButton name="intent" value={intent} busyText="Saving…">
          {submitText}
        </SubmitButton>
      </Form>
    </FieldIds>
  );
}

/** A publish or unpublish button of one entry (`intent=publish:{key}` / `unpublish:{key}`). */
export function PublishButton({
  entryKey,
  name,
  isPublished,
}: {
  entryKey: string;
  name: string;
  isPublished: boolean;
}) {
  const intent = `${isPublished ? 'unpublish' : 'publish'}:${entryKey}`;
  return (
    <Form method="post">
      <SubmitButton
        name="intent"
        value={intent}
        busyText="Saving…"
        className="rounded-md border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {isPublished ? 'Unpublish' : 'Publish'}
        <span className="sr-only"> {name}</span>
      </SubmitButton>
    </Form>
  );
}
