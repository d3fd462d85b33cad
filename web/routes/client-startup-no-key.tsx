import { redirect } from 'react-router';
import { selectProfile } from '#domain/users/build-profile-entries.ts';
import { getAppContext } from '../app-context.ts';
import { requirePortalUser } from '../lib/guards.server.ts';
import type { Route } from './+types/client-startup-no-key.ts';

/**
 * docs/product.md, Pages "a no-key form of edit, jobs, profile, settings, jobs/new": `/client/startups/jobs` and the
 * like lead to the same page of the startup in use (the selected profile, else the only or first
 * startup); without a startup, to creating one.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requirePortalUser(context, url);
  const { rememberedProfile } = getAppContext(context);
  const startups = me.profiles.filter((profile) => profile.type === 'company');
  const selected = selectProfile(me.profiles, me.profile, rememberedProfile);
  const startup = selected?.type === 'company' ? selected : startups[0];
  if (!startup) throw redirect('/client/startups/new');
  const rest = url.pathname.replace(/^\/client\/startups\/?/, '');
  throw redirect(`/client/startups/${encodeURIComponent(startup.key)}/${rest}${url.search}`);
}

export default function ClientStartupNoKey() {
  return null;
}
