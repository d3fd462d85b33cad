import { Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/startups-white-label-feed.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  // The signed-in person's startups lead straight to their feeds; a visitor is offered to join.
  const startups = (app.me?.profiles ?? []).filter((profile) => profile.type === 'company');
  return {
    feedsPath:
      startups.length > 0
        ? `/client/startups/${encodeURIComponent(startups[0]?.key ?? '')}/white-label-feeds`
        : null,
    cnameTarget: new URL(app.publicUrl).hostname,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalFor(matches, '/startups/white-label-feed'),
    title: 'White-label job feeds',
    description:
      'Give your incubator, university or municipality its own job board: the Nordic startup jobs you choose, on your host name, under your logo, with RSS and JSON feeds.',
  });
}

/**
 * `/startups/white-label-feed` (docs/product.md, Pages; Career pages and white-label feeds): what a
 * white-label feed is and how to set one up. Public, the same for everyone but the start link.
 */
export default function StartupsWhiteLabelFeed({ loaderData }: Route.ComponentProps) {
  const steps = [
    {
      title: 'Choose the jobs',
      text: 'Pick startups, countries and roles, or only impact startups. Jobs that match appear on their own and leave when they close.',
    },
    {
      title: 'Make it yours',
      text: 'Your logo in the header, or your name and a short description. The pages carry your name in their titles.',
    },
    {
      title: 'Use your own host name',
      text: `Point a host name such as jobs.your-organisation.org to ${loaderData.cnameTarget} with a CNAME record. The feed goes live on it as soon as you save it.`,
    },
    {
      title: 'Share it everywhere',
      text: 'Besides the page, every feed has RSS, JSON Feed and an XML feed for job aggregators, with the same jobs.',
    },
  ];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">White-label job feeds</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        An incubator, a university or a municipality can show the jobs of Nordic startups on its own web
        address, under its own header. The feed is run from a startup profile on Nordhub, and every job links
        to its application on Nordhub.
      </p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">
              {index + 1}. {step.title}
            </h2>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8">
        {loaderData.feedsPath ? (
          <Link
            to={loaderData.feedsPath}
            className="inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Set up a feed
          </Link>
        ) : (
          <Link
            to="/startups/join"
            className="inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Create a startup profile to start
          </Link>
        )}
      </p>
    </div>
  );
}
