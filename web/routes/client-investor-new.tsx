import { redirect } from 'react-router';
import { CreateInvestorInput } from '#domain/investors/investor-form.schema.ts';
import { DEFAULT_SITE_CONFIG_LISTS } from '#domain/site/site-config-defaults.ts';
import { getAppContext } from '../app-context.ts';
import { CreateProfileForm } from '../components/profiles/create-profile-form.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { requirePortalUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-investor-new.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Create your investor profile',
    description: 'List your fund in the Nordhub funding directory and hear from Nordic startups.',
    noIndex: true,
  });
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

/** `/client/investors/new` (docs/product.md, Modals 'I'm an investor'): name, category and website. */
export default function ClientInvestorNew({ loaderData }: Route.ComponentProps) {
  return (
    <CreateProfileForm
      copy={{
        heading: 'Create your investor profile',
        nameLabel: 'Investor name',
        choice: {
          label: 'Category',
          name: 'category',
          placeholder: 'Choose a category',
          options: loaderData.categories,
        },
        submitLabel: 'Create investor profile',
      }}
    />
  );
}
