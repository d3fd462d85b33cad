import { Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/startups-join.ts';

const CREATE_PATH = '/client/startups/new';

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  return { isLoggedIn: app.me !== null, hasScout: app.products.includes('HEADHUNTER') };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalFor(matches, '/startups/join'),
    title: 'For startups: hire global talent on Nordhub',
    description:
      'Post your first job for free, show your startup to talent from all over the world, and follow every applicant in one place.',
  });
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const START_BUTTON =
  'inline-block rounded-md bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700';

/**
 * `/startups/join` (spec §2, the header's and footer's "For startups"): what a startup gets, and the
 * start button. Logged in, it opens the creation form; logged out, the sign-up modal, which returns
 * to the form (`?to=`) once the account exists.
 */
export default function StartupsJoin({ loaderData }: Route.ComponentProps) {
  const { isLoggedIn, hasScout } = loaderData;
  const startTo = isLoggedIn ? CREATE_PATH : `/?auth=signup&to=${CREATE_PATH}`;
  const offers = [
    {
      title: 'Your first job post is free',
      text: 'Publish a job in minutes and keep one job live at a time without paying. It is listed in search, on your startup page and in the job digest.',
    },
    {
      title: 'The startup plan',
      text: 'Need more reach? The plan gives you unlimited live jobs for 12 months, priced in your local currency.',
      link: { to: '/pricing', text: 'See prices' },
    },
    {
      title: 'Boost a job',
      text: 'A boosted job is featured for 30 days: above the results of every search it matches, in the featured jobs and first in the job digest.',
    },
    ...(hasScout
      ? [
          {
            title: 'Scout finds candidates for you',
            text: 'Our headhunters search for the right people, and you pay only for a successful hire.',
            link: { to: '/scout', text: 'About Scout' },
          },
        ]
      : []),
    {
      title: 'Every applicant in one pipeline',
      text: 'Follow applicants from applied to hired on a board your whole team shares, and answer them from the same place.',
    },
    {
      title: 'A startup page talent wants to read',
      text: 'Show your logo, photos, team, investors, key figures and perks, and the goals you work for if you are an impact startup.',
    },
  ];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12">
      <section aria-labelledby="join-heading" className="max-w-3xl">
        <h1 id="join-heading" className="text-4xl font-bold text-slate-900">
          Hire global talent for your Nordic startup
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          Nordhub connects global talents with career opportunities in Nordic startups. Create your startup
          profile, post your first job for free and meet people who want to build with you.
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Link to={startTo} className={START_BUTTON}>
            Create your startup profile
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
      </section>

      <section aria-labelledby="offers-heading" className="mt-12">
        <h2 id="offers-heading" className="text-2xl font-semibold text-slate-900">
          What your startup gets
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
          <li>Create your startup profile: name, country and website are enough to start.</li>
          <li>Complete it with your logo, photos and team, then publish it.</li>
          <li>Post your first job and invite your team to follow the applicants.</li>
        </ol>
        <Link to={startTo} className={`mt-6 ${START_BUTTON}`}>
          Get started
        </Link>
      </section>
    </div>
  );
}
