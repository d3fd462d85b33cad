// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { type FormEvent, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { CreateCompanyInput, type EditableCompany } from '#domain/companies/company-form.schema.ts';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';
import {
  type FieldErrorMap,
  FormField,
  issueFieldErrors,
  readTextFields,
  serverFieldErrors,
} from '../components/auth/form-field.tsx';
import { FormError, SelectField, SUBMIT_BUTTON } from '../components/profiles/profile-form.tsx';
import { apiRequest } from '../lib/api-client.ts';
import { requirePortalUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { useSubmitGuard } from '../lib/use-submit-guard.ts';
import type { Route } from './+types/client-startup-new.ts';

export function meta() {
  return [
    ...pageMeta({
      title: 'Create your startup profile',
      description: 'Create a startup profile on Nordhub to post jobs and meet talent.',
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requirePortalUser(context, url);
  return null;
}

/**
 * `/client/startups/new` (spec §2 Choose role 'I'm a startup'): name, country and website make a
 * DRAFT startup with the user as its member; then its form, to describe and publish it.
 */
export default function ClientStartupNew() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { isBusy, run } = useSubmitGuard();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = readTextFields(event.currentTarget);
    const input = { name: form.name ?? '', countryCode: form.countryCode ?? '', website: form.website ?? '' };
    const parsed = CreateCompanyInput.safeParse(input);
    if (!parsed.success) {
      setErrors(issueFieldErrors(parsed.error.issues));
      setGeneralError(null);
      return;
    }
    setErrors({});
    const result = await run(async () => {
      const created = await apiRequest<EditableCompany>('POST', '/api/companies', input);
      // The new startup is the profile in use in this browser (header and menus follow it).
      if (created.ok) {
        await apiRequest('POST', '/api/users/select-profile', { profile: `company:${created.data.key}` });
      }
      return created;
    });
    if (!result) return;
    if (!result.ok) {
      setErrors(serverFieldErrors(result.error.fieldErrors));
      setGeneralError(result.error.message);
      return;
    }
    await navigate(`/client/startups/${encodeURIComponent(result.data.key)}/edit`);
    await revalidator.revalidate();
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Create your startup profile</h1>
      <p className="mt-3 text-slate-700">
        Start with the basics. Your profile stays a draft, visible only to you, until you publish it.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
        <FormError message={generalError} />
        <FormField
          label="Startup name"
          name="name"
          maxLength={100}
          autoComplete="organization"
          error={errors.name}
        />
        <SelectField
          label="Country"
          name="countryCode"
          placeholder="Choose a country"
          options={NORDIC_COUNTRIES}
          defaultValue=""
          error={errors.countryCode}
        />
        <FormField
          label="Website (optional)"
          name="website"
          inputMode="url"
          autoComplete="url"
          placeholder="example.com"
          maxLength={200}
          error={errors.website}
        />
        <button type="submit" className={SUBMIT_BUTTON} disabled={isBusy}>
          {isBusy ? 'Creating…' : 'Create startup'}
        </button>
      </form>
    </div>
  );
}
