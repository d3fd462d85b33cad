import { Link } from 'react-router';
import { findCountryName } from '#domain/location/country-constants.ts';
import { getAppContext } from '../app-context.ts';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { requirePortalUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-followed-startups.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Followed startups',
    description: 'The startups you follow on Nordhub.',
    noIndex: true,
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requirePortalUser(context, url);
  return { startups: await getAppContext(context).services.portal.listFollowedStartups(me.id) };
}

/** `/client/followed-startups` (docs/product.md, Pages): the startups the user follows, with their open jobs. */
export default function ClientFollowedStartups({ loaderData }: Route.ComponentProps) {
  const { startups } = loaderData;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Followed startups</h1>
      {startups.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-700">
          You do not follow any startup yet.{' '}
          <Link to="/startups" className="font-semibold text-brand-700 hover:underline">
            Browse startups
          </Link>{' '}
          and follow the ones you want to hear from.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {startups.map((startup) => {
            const place = [
              startup.city,
              startup.countryCode ? findCountryName(startup.countryCode) : undefined,
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <li
                key={startup.key}
                className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <LogoImage image={startup.logoImage} name={startup.name} size={48} />
                <div className="min-w-0">
                  <h2 className="font-semibold text-slate-900">
                    <Link to={`/startups/${startup.key}`} className="hover:text-brand-700 hover:underline">
                      {startup.name}
                    </Link>
                  </h2>
                  {place && <p className="text-xs text-slate-600">{place}</p>}
                  <p className="mt-1 line-clamp-2 text-sm text-slate-700">{startup.whatWeDo}</p>
                  <p className="mt-2 text-sm font-medium text-brand-700">
                    {startup.numberOfActiveJobs === 1
                      ? '1 open job'
                      : `${startup.numberOfActiveJobs} open jobs`}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
