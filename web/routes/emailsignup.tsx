import { useEffect, useState } from 'react';
import { DigestSignupForm } from '../components/digest/digest-signup-form.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { useRootData } from '../root.tsx';
import type { Route } from './+types/emailsignup.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Job digest: new startup jobs by email',
    description:
      'Get the newest jobs at Nordic startups by email, every morning or once a week. Choose your countries, remote jobs and roles; unsubscribe with one click.',
    url: canonicalFor(matches, '/emailsignup'),
  });
}

/**
 * `/emailsignup` (spec §2): subscribe to the job digest. The form works once the page is hydrated;
 * before that (and without JavaScript) it is shown disabled. A signed-in visitor's address is filled in.
 */
export default function EmailSignup() {
  const email = useRootData()?.me?.email ?? '';
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
    </div>
  );
}
