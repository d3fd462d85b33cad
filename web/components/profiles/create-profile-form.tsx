import { Form } from 'react-router';
import { postedText, useFormResult } from '../../lib/form-result.ts';
import { FormField } from '../auth/form-field.tsx';
import { FormError, SelectField, SubmitButton } from '../ui/form-controls.tsx';

/** What differs between creating a startup and an investor profile: the words and the one choice. */
export type CreateProfileCopy = {
  heading: string;
  nameLabel: string;
  choice: {
    label: string;
    name: string;
    placeholder: string;
    options: readonly { value: string; text: string }[];
  };
  submitLabel: string;
};

/**
 * The first step of a member profile (`/client/startups/new`, `/client/investors/new`): name, one
 * choice and a website, posted to the page's action. A plain form post: it works before hydration
 * and without JavaScript; field errors show next to their fields.
 */
export function CreateProfileForm({ copy }: { copy: CreateProfileCopy }) {
  const { fieldErrors, formError, values } = useFormResult();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-3 text-slate-700">
        Start with the basics. Your profile stays a draft, visible only to you, until you publish it.
      </p>
      <Form method="post" noValidate className="mt-8 space-y-5">
        <FormError message={formError} />
        <FormField
          label={copy.nameLabel}
          name="name"
          maxLength={100}
          autoComplete="organization"
          defaultValue={postedText(values, 'name')}
          error={fieldErrors.name}
        />
        <SelectField
          label={copy.choice.label}
          name={copy.choice.name}
          placeholder={copy.choice.placeholder}
          options={copy.choice.options}
          defaultValue={postedText(values, copy.choice.name) ?? ''}
          error={fieldErrors[copy.choice.name]}
        />
        <FormField
          label="Website (optional)"
          name="website"
          inputMode="url"
          autoComplete="url"
          placeholder="example.com"
          maxLength={200}
          defaultValue={postedText(values, 'website')}
          error={fieldErrors.website}
        />
        <SubmitButton busyText="Creating…">{copy.submitLabel}</SubmitButton>
      </Form>
    </div>
  );
}
