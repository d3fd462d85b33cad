import { Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/investors-join.ts';

const CREATE_PATH = '/client/investors/new';

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const investors = app.me?.investors ?? [];
  return { isLoggedIn: app.me !== null, investors: investors.map((i) => ({ key: i.key, name: i.name })) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalFor(matches, '/investors/join'),
    title: 'For investors: meet Nordic startups on Nordhub',
    description:
      'List your fund, angel network or programme in the Nordic funding directory, receive pitches with decks in one place and answer every founder.',
  });
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const START_BUTTON =
  'inline-block rounded-md bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700';

/**
 * `/investors/join` (spec §2; "For investors"; where the investor portal sends anyone who is not a
 * member): what an investor profile gets, and the start button. Logged in, it opens the creation
 * form; logged out, the sign-up modal, which returns to the form (`?to=`). Someone who already
 * manages investor profiles sees links to them.
 */
export default function InvestorsJoin({ loaderData }: Route.ComponentProps) {
  const { isLoggedIn, investors } = loaderData;
  const startTo = isLoggedIn ? CREATE_PATH : `/?auth=signup&to=${CREATE_PATH}`;
  const offers = [
    {
      title: 'A place in the funding directory',
      text: 'Founders find you by category, country, stage, industry, ticket size and market, and through the funding quiz that matches them with investors.',
      link: { to: '/funding', text: 'See the directory' },
    },
    {
      title: 'Pitches with decks, in one place',
      text: 'Startups send a short message, the amount they seek, their stage and a PDF deck. You get it by email and in your investor portal.',
    },
    {
      title: 'Answer in one click',
      text: 'Reply, or pass with a reason from a short list. Founders see your answer, and your profile shows how often and how fast you answer.',
    },
    {
      title: 'Or send founders to your site',
      text: 'Prefer your own form? Choose website as your contact preference and founders are sent there instead.',
    },
    {
      title: 'Your portfolio, linked',
      text: 'List your investments: startups on Nordhub link to their pages and open jobs.',
    },
    {
      title: 'Impact investors on the impact platform',
      text: 'Invest for impact? Name the goals you work for and show on the impact platform too.',
    },
  ];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12">
      <section aria-labelledby="join-heading" className="max-w-3xl">
        <h1 id="join-heading" className="text-4xl font-bold text-slate-900">
          Meet the Nordic startups looking for you
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          Create your investor profile, show founders what you invest in and receive their pitches where you
          can answer them.
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Link to={startTo} className={START_BUTTON}>
            Create your investor profile
          </Link>
          {!isLoggedIn && (
            <p className="text-sm text-slate-700">
              Already have an account?{' '}
              <Link
                to={`/?auth=login&to=${CREATE_PATH}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                Log in
              </Link>
            </p>
          )}
        </div>
        {investors.length > 0 && (
          <section aria-labelledby="yours-heading" className="mt-8">
            <h2 id="yours-heading" className="text-lg font-semibold text-slate-900">
              Your investor profiles
            </h2>
            <ul className="mt-2 space-y-1">
              {investors.map((investor) => (
                <li key={investor.key}>
                  <Link
                    to={`/client/investors/${encodeURIComponent(investor.key)}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {investor.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </section>

      <section aria-labelledby="offers-heading" className="mt-12">
        <h2 id="offers-heading" className="text-2xl font-semibold text-slate-900">
          What your investor profile gets
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer) => (
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
          <li>Create your investor profile: name, category and website are enough to start.</li>
          <li>Introduce yourself and publish the profile: it appears in the funding directory.</li>
          <li>Answer the pitches that arrive in your portal.</li>
        </ol>
        <Link to={startTo} className={`mt-6 ${START_BUTTON}`}>
          Get started
        </Link>
      </section>
    </div>
  );
}
