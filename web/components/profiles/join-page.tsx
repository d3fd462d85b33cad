import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type JoinOffer = { title: string; text: string; link?: { to: string; text: string } };

export type JoinPageCopy = {
  heading: string;
  intro: ReactNode;
  /** The start button's text, e.g. "Create your startup profile". */
  startLabel: string;
  offersHeading: string;
  offers: readonly JoinOffer[];
  steps: readonly string[];
};

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const START_BUTTON =
  'inline-block rounded-md bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700';

/**
 * The "join" page of a kind of profile (`/startups/join`, `/investors/join`): what the profile gets,
 * how it works, and the start button. Logged in, the button opens the creation form (`createPath`);
 * logged out, the sign-up modal, which returns to the form (`?to=`) once the account exists. Profiles
 * the visitor already manages are listed with links (`yours`).
 */
export function JoinPage({
  copy,
  createPath,
  isLoggedIn,
  yours,
}: {
  copy: JoinPageCopy;
  createPath: string;
  isLoggedIn: boolean;
  yours?: { heading: string; links: { to: string; text: string }[] };
}) {
  const startTo = isLoggedIn ? createPath : `/?auth=signup&to=${createPath}`;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12">
      <section aria-labelledby="join-heading" className="max-w-3xl">
        <h1 id="join-heading" className="text-4xl font-bold text-slate-900">
          {copy.heading}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{copy.intro}</p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Link to={startTo} className={START_BUTTON}>
            {copy.startLabel}
          </Link>
          {!isLoggedIn && (
            <p className="text-sm text-slate-700">
              Already have an account?{' '}
              <Link
                to={`/?auth=login&to=${createPath}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                Log in
              </Link>
            </p>
          )}
        </div>
        {yours && yours.links.length > 0 && (
          <section aria-labelledby="yours-heading" className="mt-8">
            <h2 id="yours-heading" className="text-lg font-semibold text-slate-900">
              {yours.heading}
            </h2>
            <ul className="mt-2 space-y-1">
              {yours.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="font-medium text-brand-700 underline">
                    {link.text}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </section>

      <section aria-labelledby="offers-heading" className="mt-12">
        <h2 id="offers-heading" className="text-2xl font-semibold text-slate-900">
          {copy.offersHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {copy.offers.map((offer) => (
            <li key={offer.title} className={CARD}>
              <h3 className="font-semibold text-slate-900">{offer.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{offer.text}</p>
              {offer.link && (
                <Link
                  to={offer.link.to}
                  className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
                >
                  {offer.link.text}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="mt-12">
        <h2 id="steps-heading" className="text-2xl font-semibold text-slate-900">
          How it works
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
          {copy.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Link to={startTo} className={`mt-6 ${START_BUTTON}`}>
          Get started
        </Link>
      </section>
    </div>
  );
}
