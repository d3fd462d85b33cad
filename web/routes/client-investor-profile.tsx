import { Link } from 'react-router';
import { LISTING_LABELS } from '#domain/investors/investor-form-constants.ts';
import { getAppContext } from '../app-context.ts';
import { InvestorProfileView } from '../components/funding/investor-profile-view.tsx';
import { requireInvestorMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-investor-profile.ts';

/**
 * `/client/investors/{key}/profile` (issue 33): the investor's public page as founders see it, drafts
 * included, with what the profile still needs to be listed. Members and admins only (the guard lets
 * a draft see it; anyone else goes to `/investors/join`).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  const { services } = getAppContext(context);
  const [profile, choices] = await Promise.all([
    services.investor.getProfile(me.id, params.investor),
    services.investor.getChoices(),
  ]);
  return { profile, choices };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Preview: ${loaderData.profile.name}` : 'Preview your investor page',
    description: 'How your investor page looks to founders on Nordhub.',
    noIndex: true,
  });
}

export default function ClientInvestorProfile({ loaderData }: Route.ComponentProps) {
  const { profile, choices } = loaderData;
  const key = encodeURIComponent(profile.key);
  const isDraft = profile.status === 'DRAFT';
  return (
    <div>
      <section
        aria-label="Preview"
        className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <div className="mx-auto max-w-5xl space-y-2">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p>
              <strong className="font-semibold">Preview</strong>:{' '}
              {isDraft
                ? 'this is how founders will see your page once you publish it. Only your team sees it now.'
                : 'this is how founders see your page.'}
            </p>
            <div className="flex flex-wrap gap-3 sm:ml-auto">
              <Link to={`/client/investors/${key}/edit`} className="font-semibold text-brand-800 underline">
                Edit profile
              </Link>
              {!isDraft && (
                <Link to={`/funding/${key}`} className="font-semibold text-brand-800 underline">
                  Open the public page
                </Link>
              )}
            </div>
          </div>
          {profile.missingForListing.length === 0 ? (
            <p>Your profile has everything it needs to be listed.</p>
          ) : (
            <div>
              <h2 className="font-semibold">Missing to be listed</h2>
              <ul className="list-disc pl-5">
                {profile.missingForListing.map((field) => (
                  <li key={field}>{LISTING_LABELS[field]}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <InvestorProfileView investor={{ ...profile, portfolio: profile.investments }} choices={choices} />
      </div>
    </div>
  );
}
