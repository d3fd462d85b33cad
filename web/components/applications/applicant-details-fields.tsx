import { COVER_NOTE_MAX_LENGTH } from '#domain/applications/applying-constants.ts';
import { postedText } from '../../lib/form-result.ts';
import { InputField, TextAreaField } from '../ui/form-controls.tsx';

type PostedValues = Record<string, string | string[]> | null;

/**
 * "Your details" of an application (name, email, phone, LinkedIn): the apply form on Nordhub
 * (prefilled from quick apply) and the one on a startup's career domain (empty, no account).
 */
export function ApplicantDetailsFields({
  values,
  fieldErrors,
  initial,
}: {
  values: PostedValues;
  fieldErrors: Partial<Record<string, string>>;
  initial?: { name: string; email: string; phone: string | null; linkedinUrl: string | null };
}) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-xl font-semibold text-slate-900">Your details</legend>
      <InputField
        label="Name"
        name="name"
        autoComplete="name"
        maxLength={100}
        defaultValue={postedText(values, 'name') ?? initial?.name ?? ''}
        error={fieldErrors.name}
      />
      <InputField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={100}
        defaultValue={postedText(values, 'email') ?? initial?.email ?? ''}
        error={fieldErrors.email}
      />
      <InputField
        label="Phone (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={30}
        defaultValue={postedText(values, 'phone') ?? initial?.phone ?? ''}
        error={fieldErrors.phone}
      />
      <InputField
        label="LinkedIn profile (optional)"
        name="linkedinUrl"
        type="url"
        inputMode="url"
        maxLength={300}
        defaultValue={postedText(values, 'linkedinUrl') ?? initial?.linkedinUrl ?? ''}
        error={fieldErrors.linkedinUrl}
      />
    </fieldset>
  );
}

/** An application's optional cover note. */
export function CoverNoteField({
  values,
  fieldErrors,
}: {
  values: PostedValues;
  fieldErrors: Partial<Record<string, string>>;
}) {
  return (
    <TextAreaField
      label="Cover note (optional)"
      name="coverNote"
      rows={6}
      maxLength={COVER_NOTE_MAX_LENGTH}
      hint={`Why this job, in your own words (at most ${COVER_NOTE_MAX_LENGTH.toLocaleString('en')} characters).`}
      defaultValue={postedText(values, 'coverNote') ?? ''}
      error={fieldErrors.coverNote}
    />
  );
}
