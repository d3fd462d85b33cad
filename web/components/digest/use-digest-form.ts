import { useSchemaForm } from '../../lib/use-schema-form.ts';

export type DigestValidation = typeof import('./digest-validation.ts');

let validation: Promise<DigestValidation> | undefined;

/** The schemas' chunk, fetched once (after hydration, or at the first submit). */
export function loadDigestValidation(): Promise<DigestValidation> {
  validation ??= import('./digest-validation.ts');
  return validation;
}

/** What the form holds: the email (sign-up only), the checked countries and roles, the frequency. */
export type DigestFormValues = {
  email: string;
  locations: string[];
  roles: string[];
  frequency: string;
  visaSponsorshipOnly: boolean;
};

export function readDigestForm(form: HTMLFormElement): DigestFormValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const list = (name: string) => data.getAll(name).filter((v): v is string => typeof v === 'string');
  return {
    email: text('email'),
    locations: list('locations'),
    roles: list('roles'),
    frequency: text('frequency'),
    visaSponsorshipOnly: data.get('visaSponsorshipOnly') === 'true',
  };
}

/** A digest form's state (see useSchemaForm); checkbox groups carry their errors as one field. */
export function useDigestForm() {
  return useSchemaForm({ loadSchemas: loadDigestValidation, read: readDigestForm, byGroup: true });
}
