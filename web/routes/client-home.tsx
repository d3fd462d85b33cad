import { Link } from 'react-router';
import { selectProfile } from '#domain/users/build-profile-entries.ts';
import { getAppContext } from '../app-context.ts';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { requirePortalUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-home.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'My dashboard',
    description: 'Your Nordhub profiles: talent, startups and investors.',
    noIndex: true,
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requirePortalUser(context, url);
  const app = getAppContext(context);
  const selected = selectProfile(me.profiles, me.profile, app.rememberedProfile);
  return {
    firstName: me.name.first,
    /** The session the account was made in: a first visit is greeted "Welcome", later ones "Welcome back". */
    isFirstVisit:
      app.sessionStartedAt !== null && (await app.services.account.isFirstVisit(me.id, app.sessionStartedAt)),
    profiles: me.profiles,
    /** Startups and investors of the user that are on the other platform only (docs/product.md, Modals). */
    otherPlatformProfiles: me.otherPlatformProfiles,
    selectedId: selected?.id ?? null,
    hasTalentProfile: me.applicant?.enabled ?? false,
  };
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const ACTION_LINK =
  'inline-block rounded-md border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50';

/** `/client`: the client home (docs/product.md, Pages): the user's profiles on this platform and how to add one. */
export default function ClientHome({ loaderData }: Route.ComponentProps) {
  const { firstName, isFirstVisit, profiles, otherPlatformProfiles, selectedId, hasTalentProfile } =
    loaderData;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">My dashboard</h1>
      <p className="mt-2 text-slate-700">
        {isFirstVisit ? 'Welcome' : 'Welcome back'}, {firstName}.
      </p>

      <section aria-labelledby="profiles-heading" className="mt-8">
        <h2 id="profiles-heading" className="text-xl font-semibold text-slate-900">
          Your profiles
        </h2>
        {profiles.length === 0 ? (
          <p className="mt-3 text-slate-700">
            {otherPlatformProfiles.length > 0
              ? 'You have no profile on this platform yet. Connect one of your profiles below, or create a new one.'
              : 'You have no profile yet. Create one below to find jobs, hire or list your fund.'}
          </p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {profiles.map((profile) => (
              <li key={profile.id} className={`${CARD} flex items-center gap-4`}>
                <LogoImage image={profile.imageLink} name={profile.name} size={48} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900">
                    <Link to={profile.link} className="hover:text-brand-700 hover:underline">
                      {profile.name}
                    </Link>
                  </p>
                  <p className="text-sm text-slate-600">
                    {profile.typeLabel}
                    {profile.isDraft && (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                        Draft
                      </span>
                    )}
                    {profile.id === selectedId && (
                      <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">
                        Selected
                      </span>
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {otherPlatformProfiles.length > 0 && (
        <section aria-labelledby="other-platform-heading" className="mt-10">
          <h2 id="other-platform-heading" className="text-xl font-semibold text-slate-900">
            Your profiles on the other platform
          </h2>
          <p className="mt-2 text-slate-700">
            Nordhub and Nordhub Impact share your login. Continue with one of these profiles here too:
          </p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {otherPlatformProfiles.map((profile) => (
              <li key={profile.id} className={`${CARD} flex items-center gap-4`}>
                <LogoImage image={profile.imageLink} name={profile.name} size={48} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900">{profile.name}</p>
                  <p className="text-sm text-slate-600">{profile.typeLabel}</p>
                </div>
              </li>
            ))}
          </ul>
          {/* Opens Connect profile (docs/product.md, Pages 'Choose your option') again, after it was dismissed. */}
          <Link to="?connectProfile=1" className={`mt-4 ${ACTION_LINK}`}>
            Connect a profile
          </Link>
        </section>
      )}

      <section aria-labelledby="create-heading" className="mt-10">
        <h2 id="create-heading" className="text-xl font-semibold text-slate-900">
          Create a profile
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {!hasTalentProfile && (
            <li>
              <Link to="/client/applicant?create=1" className={ACTION_LINK}>
                Create a talent profile
              </Link>
            </li>
          )}
          <li>
            <Link to="/client/startups/new" className={ACTION_LINK}>
              Create a startup profile
            </Link>
          </li>
          <li>
            <Link to="/client/investors/new" className={ACTION_LINK}>
              Create an investor profile
            </Link>
          </li>
        </ul>
      </section>

      <p className="mt-10 text-sm text-slate-700">
        Your name, email and password are in{' '}
        <Link to="/settings" className="font-semibold text-brand-700 hover:underline">
          My Account
        </Link>
        .
      </p>
    </div>
  );
}
