import { Link, redirect } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/startup-welcome.ts';

/**
 * `/startups/{key}/welcome` (docs/product.md, Pages): where a new startup lands after `/client/startups/new`.
 * Members and admins only; anyone else, logged in or not, is sent to the public startup page
 * (which answers 404 itself for a draft).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const publicPath = `/startups/${encodeURIComponent(params.id)}`;
  if (!app.me) throw redirect(publicPath);
  const access = await app.services.portal.getStartupAccess(app.me.id, params.id);
  if (!access) throw redirect(publicPath);
  const profile = await app.services.companyProfile.getProfile(app.me.id, params.id);
  return {
    key: profile.key,
    name: profile.name,
    logoImage: profile.logoImage,
    isPublished: profile.status === 'PUBLISHED',
    isProfileComplete: profile.whatWeDo !== '' && profile.logoImage !== null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Welcome to Nordhub, ${loaderData.name}` : 'Welcome to Nordhub',
    description: 'Your startup is on Nordhub: complete its profile, publish it and post your first job.',
    noIndex: true,
  });
}

const STEP =
  'block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 focus-visible:border-brand-600';

function Done({ when }: { when: boolean }) {
  if (!when) return null;
  return (
    <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Done</span>
  );
}

export default function StartupWelcome({ loaderData }: Route.ComponentProps) {
  const { name, isPublished, isProfileComplete } = loaderData;
  const portal = `/client/startups/${encodeURIComponent(loaderData.key)}`;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <div className="flex items-center gap-4">
        <LogoImage image={loaderData.logoImage} name={name} size={64} />
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Welcome to Nordhub</h1>
          <p className="mt-1 text-slate-700">
            {name} is on Nordhub.{' '}
            {isPublished
              ? 'Its page is public: talent can find it and follow it.'
              : 'Its profile is a draft: only your team sees it until you publish it.'}
          </p>
        </div>
      </div>

      <section aria-labelledby="next-heading" className="mt-10">
        <h2 id="next-heading" className="text-xl font-semibold">
          Your next steps
        </h2>
        <ol className="mt-3 grid gap-4 sm:grid-cols-2">
          <li>
            <Link to={`${portal}/edit`} className={STEP}>
              <span className="block font-semibold text-slate-900">
                1. Complete your profile
                <Done when={isProfileComplete} />
              </span>
              <span className="mt-1 block text-sm text-slate-700">
                Add your logo, what you do, photos, your team, investors, key figures and perks.
              </span>
            </Link>
          </li>
          <li>
            <Link to={isPublished ? `${portal}/profile` : `${portal}/edit`} className={STEP}>
              <span className="block font-semibold text-slate-900">
                2. Publish your startup
                <Done when={isPublished} />
              </span>
              <span className="mt-1 block text-sm text-slate-700">
                Check the preview of your page, then publish it so talent can find you.
              </span>
            </Link>
          </li>
          <li>
            <Link to={`${portal}/jobs/new`} className={STEP}>
              <span className="block font-semibold text-slate-900">3. Post your first job</span>
              <span className="mt-1 block text-sm text-slate-700">
                Your first job is free: it goes live in search, on your page and in the job digest.
              </span>
            </Link>
          </li>
          <li>
            <Link to={`${portal}/users`} className={STEP}>
              <span className="block font-semibold text-slate-900">4. Invite your team</span>
              <span className="mt-1 block text-sm text-slate-700">
                Everyone you invite can edit the profile, post jobs and follow applicants.
              </span>
            </Link>
          </li>
        </ol>
        <p className="mt-6 text-sm text-slate-700">
          <Link to={`${portal}/profile`} className="font-semibold text-brand-700 hover:underline">
            Preview your startup page
          </Link>
        </p>
      </section>
    </div>
  );
}
