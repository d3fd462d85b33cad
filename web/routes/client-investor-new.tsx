import { Form, redirect } from 'react-router';
import { CreateInvestorInput } from '#domain/investors/investor-form.schema.ts';
import { DEFAULT_SITE_CONFIG_LISTS } from '#domain/site/site-config-defaults.ts';
import { getAppContext } from '../app-context.ts';
import { FormField } from '../components/auth/form-field.tsx';
import { FormError, SelectField, SubmitButton } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requirePortalUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
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
 * Creates the DRAFT investor profile with the user as its member, makes it the profile in use in
 * this browser and goes on to its form. A plain form post: it works without JavaScript.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const app = getAppContext(context);
  const me = requirePortalUser(context, url);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const input = parseForm(CreateInvestorInput, form.values);
    const investor = await app.services.investor.createInvestor(me.id, input);
    return redirect(`/client/investors/${encodeURIComponent(investor.key)}/edit`, {
      headers: { 'Set-Cookie': app.profileCookie(`investor:${investor.key}`) },
    });
  });
}

/** `/client/investors/new` (spec §2 Choose role 'I'm an investor'): name, category and website. */
export default function ClientInvestorNew({ loaderData }: Route.ComponentProps) {
  const { fieldErrors, formError, values } = useFormResult();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Create your investor profile</h1>
      <p className="mt-3 text-slate-700">
        Start with the basics. Your profile stays a draft, visible only to you, until you publish it.
      </p>
      <Form method="post" noValidate className="mt-8 space-y-5">
        <FormError message={formError} />
        <FormField
          label="Investor name"
          name="name"
          maxLength={100}
          autoComplete="organization"
          defaultValue={postedText(values, 'name')}
          error={fieldErrors.name}
        />
        <SelectField
          label="Category"
          name="category"
          placeholder="Choose a category"
          options={loaderData.categories}
          defaultValue={postedText(values, 'category') ?? ''}
          error={fieldErrors.category}
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
        <SubmitButton busyText="Creating…">Create investor profile</SubmitButton>
      </Form>
    </div>
  );
}
