import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { readTextFields } from '../auth/form-field.tsx';

export type AccountValidation = typeof import('./account-validation.ts');

let validation: Promise<AccountValidation> | undefined;

/** The schemas' chunk, fetched once (after hydration, or at the first submit). */
export function loadAccountValidation(): Promise<AccountValidation> {
  validation ??= import('./account-validation.ts');
  return validation;
}

export const PRIMARY_BUTTON =
  'rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
export const DANGER_BUTTON =
  'rounded-md bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON =
  'rounded-md border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';
export const PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a digit and a special character.';

/** One My Account form's state (see useSchemaForm), checked with the account schemas. */
export function useAccountForm() {
  return useSchemaForm({ loadSchemas: loadAccountValidation, read: readTextFields });
}
