// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { type FormEvent, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { CreateInvestorInput, type EditableInvestor } from '#domain/investors/investor-form.schema.ts';
import { DEFAULT_SITE_CONFIG_LISTS } from '#domain/site/site-config-defaults.ts';
import {
  type FieldErrorMap,
  FormField,
  issueFieldErrors,
  readTextFields,
  serverFieldErrors,
} from '../components/auth/form-field.tsx';
import { FormError, SelectField, SUBMIT_BUTTON } from '../components/ui/form-controls.tsx';
import { apiRequest } from '../lib/api-client.ts';
import { requirePortalUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { useSubmitGuard } from '../lib/use-submit-guard.ts';
import type { Route } from './+types/client-investor-new.ts';

export function meta() {
  return [
    ...pageMeta({
      title: 'Create your investor profile',
      description: 'List your fund in the Nordhub funding directory and hear from Nordic startups.',
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requirePortalUser(context, url);
  // The category names come with the page, so the browser does not load the whole configuration.
  return { categories: DEFAULT_SITE_CONFIG_LISTS.investor.categories };
}

/**
 * `/client/investors/new` (spec §2 Choose role 'I'm an investor'): name, category and website make a
 * DRAFT investor profile with the user as its member; then its form, to introduce and publish it.
 */
export default function ClientInvestorNew({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { isBusy, run } = useSubmitGuard();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = readTextFields(event.currentTarget);
    const input = { name: form.name ?? '', category: form.category ?? '', website: form.website ?? '' };
    const parsed = CreateInvestorInput.safeParse(input);
    if (!parsed.success) {
      setErrors(issueFieldErrors(parsed.error.issues));
      setGeneralError(null);
      return;
    }
    setErrors({});
    const result = await run(async () => {
      const created = await apiRequest<EditableInvestor>('POST', '/api/investors', input);
      if (created.ok) {
        await apiRequest('POST', '/api/users/select-profile', { profile: `investor:${created.data.key}` });
      }
      return created;
    });
    if (!result) return;
    if (!result.ok) {
      setErrors(serverFieldErrors(result.error.fieldErrors));
      setGeneralError(result.error.message);
      return;
    }
    await navigate(`/client/investors/${encodeURIComponent(result.data.key)}/edit`);
    await revalidator.revalidate();
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Create your investor profile</h1>
      <p className="mt-3 text-slate-700">
        Start with the basics. Your profile stays a draft, visible only to you, until you publish it.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
        <FormError message={generalError} />
        <FormField
          label="Investor name"
          name="name"
          maxLength={100}
          autoComplete="organization"
          error={errors.name}
        />
        <SelectField
          label="Category"
          name="category"
          placeholder="Choose a category"
          options={loaderData.categories}
          defaultValue=""
          error={errors.category}
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
          {isBusy ? 'Creating…' : 'Create investor profile'}
        </button>
      </form>
    </div>
  );
}
