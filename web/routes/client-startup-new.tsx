import { Form, redirect } from 'react-router';
import { CreateCompanyInput } from '#domain/companies/company-form.schema.ts';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';
import { getAppContext } from '../app-context.ts';
import { FormField } from '../components/auth/form-field.tsx';
import { FormError, SelectField, SubmitButton } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requirePortalUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
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
 * Creates the DRAFT startup with the user as its member, makes it the profile in use in this browser
 * (header and menus follow it) and lands on its welcome page. A plain form post: it works before the
 * page is hydrated and without JavaScript.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const app = getAppContext(context);
  const me = requirePortalUser(context, url);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const input = parseForm(CreateCompanyInput, form.values);
    const company = await app.services.startup.createCompany(me.id, input);
    return redirect(`/startups/${encodeURIComponent(company.key)}/welcome`, {
      headers: { 'Set-Cookie': app.profileCookie(`company:${company.key}`) },
    });
  });
}

/** `/client/startups/new` (spec §2 Choose role 'I'm a startup'): name, country and website. */
export default function ClientStartupNew() {
  const { fieldErrors, formError, values } = useFormResult();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Create your startup profile</h1>
      <p className="mt-3 text-slate-700">
        Start with the basics. Your profile stays a draft, visible only to you, until you publish it.
      </p>
      <Form method="post" noValidate className="mt-8 space-y-5">
        <FormError message={formError} />
        <FormField
          label="Startup name"
          name="name"
          maxLength={100}
          autoComplete="organization"
          defaultValue={postedText(values, 'name')}
          error={fieldErrors.name}
        />
        <SelectField
          label="Country"
          name="countryCode"
          placeholder="Choose a country"
          options={NORDIC_COUNTRIES}
          defaultValue={postedText(values, 'countryCode') ?? ''}
          error={fieldErrors.countryCode}
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
        <SubmitButton busyText="Creating…">Create startup</SubmitButton>
      </Form>
    </div>
  );
}
