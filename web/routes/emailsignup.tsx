import { useEffect, useState } from 'react';
import { DigestSignupForm } from '../components/digest/digest-signup-form.tsx';
import { type TalentOffer, TalentProfileOffer } from '../components/profiles/talent-profile-offer.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { useRootData } from '../root.tsx';
import type { Route } from './+types/emailsignup.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Job digest: new startup jobs by email',
    description:
      'Get the newest jobs at Nordic startups by email, every morning or once a week. Choose your countries, remote jobs and roles; unsubscribe with one click.',
    url: canonicalFor(matches, '/emailsignup'),
  });
}

/**
 * `/emailsignup` (docs/product.md, Pages): subscribe to the job digest. The form works once the page is hydrated;
 * before that (and without JavaScript) it is shown disabled. A signed-in visitor's address is filled in.
 * The digest is a talent feature (issue 14): someone signed in with a startup or investor profile is
 * offered their talent profile instead of the form; visitors who are not signed in subscribe by email.
 */
export default function EmailSignup() {
  const root = useRootData();
  const me = root?.me ?? null;
  const email = me?.email ?? '';
  const offer: TalentOffer | null =
    me === null || root?.selectedProfile?.type === 'applicant'
      ? null
      : me.profiles.some((profile) => profile.type === 'applicant')
        ? 'switch'
        : 'create';
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Get new startup jobs by email</h1>
      <p className="mt-3 text-slate-700">
        The job digest brings the newest jobs at startups in Denmark, Sweden, Norway, Finland and Iceland to
        your inbox, every morning or once a week. Tell us where and what you want to work on; we send a link
        to confirm your address first.
      </p>
      {offer ? (
        <TalentProfileOffer
          offer={offer}
          returnTo="/emailsignup"
          className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-base"
        >
          {offer === 'switch'
            ? 'The job digest works with your talent profile.'
            : 'The job digest needs a talent profile.'}
        </TalentProfileOffer>
      ) : (
        <>
          <noscript>
            <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Turn on JavaScript to subscribe.
            </p>
          </noscript>
          <fieldset
            disabled={!isHydrated}
            className="mt-8 min-w-0 rounded-xl border border-slate-200 bg-white p-6"
          >
            <legend className="sr-only">Job digest subscription</legend>
            <DigestSignupForm email={email} />
          </fieldset>
        </>
      )}
    </div>
  );
}
