import { redirect } from 'react-router';
import { CreateCompanyInput } from '#domain/companies/company-form.schema.ts';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';
import { getAppContext } from '../app-context.ts';
import { type CreateProfileCopy, CreateProfileForm } from '../components/profiles/create-profile-form.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { requirePortalUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-new.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Create your startup profile',
    description: 'Create a startup profile on Nordhub to post jobs and meet talent.',
    noIndex: true,
  });
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

const STARTUP_COPY: CreateProfileCopy = {
  heading: 'Create your startup profile',
  nameLabel: 'Startup name',
  choice: {
    label: 'Country',
    name: 'countryCode',
    placeholder: 'Choose a country',
    options: NORDIC_COUNTRIES,
  },
  submitLabel: 'Create startup',
};

/** `/client/startups/new` (docs/product.md, Modals 'I'm a startup'): name, country and website. */
export default function ClientStartupNew() {
  return <CreateProfileForm copy={STARTUP_COPY} />;
}
