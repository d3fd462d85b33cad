import { Link } from 'react-router';
import { SEO_LANDING_PAGES, seoLandingPath } from '#domain/jobs/seo-landing-pages.ts';
import { findLocationCountryByCode, locationPath } from '#domain/location/location-slugs.ts';
import { getAppContext } from '../app-context.ts';
import { formatJobCount } from '../components/jobs/job-results.tsx';
import { canonicalUrl, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/jobs-location-index.ts';

/** Cities listed under each country. */
const TOP_CITIES = 6;

/** /jobs/location: every country (and remote) with its number of open jobs and its top cities. */
export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const locations = await app.services.seo.listJobLocations();
  return {
    countries: locations.flatMap((location) => {
      const country = findLocationCountryByCode(location.code);
      if (!country) return [];
      return [
        {
          href: locationPath(country.slug),
          heading: country.heading,
          jobCount: formatJobCount({ total: location.jobCount, isTotalCapped: location.isCapped }),
          cities: location.cities.slice(0, TOP_CITIES).map((city) => ({
            href: locationPath(country.slug, city.slug),
            name: city.name,
            jobCount: formatJobCount({ total: city.jobCount, isTotalCapped: false }),
          })),
        },
      ];
    }),
    canonical: canonicalUrl(app.site.origin, locationPath()),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Startup jobs by location',
    description:
      'Find startup jobs by country and city: Denmark, Sweden, Norway, Finland, Iceland and remote. See where Nordic startups are hiring right now.',
    url: loaderData?.canonical,
  });
}

export default function JobsLocationIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/jobs" className="hover:text-brand-700">
          Jobs
        </Link>{' '}
        / <span aria-current="page">Locations</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Startup jobs by location</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Nordic startups hire in the capitals and well beyond them, and many welcome remote work. Pick a
        country or a city to see its open positions.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.countries.map((country) => (
          <li key={country.href} className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold text-slate-900">
              <Link to={country.href} className="hover:text-brand-700">
                {country.heading}
              </Link>
            </h2>
            <p className="text-sm text-slate-600">{country.jobCount} open</p>
            {country.cities.length > 0 && (
              <ul className="mt-3 space-y-1" aria-label={`Cities: ${country.heading}`}>
                {country.cities.map((city) => (
                  <li key={city.href} className="flex justify-between gap-2 text-sm">
                    <Link to={city.href} className="text-brand-700 hover:underline">
                      {city.name}
                    </Link>
                    <span className="text-slate-600">{city.jobCount}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="popular-searches" className="mt-12 border-t border-slate-200 pt-8">
        <h2 id="popular-searches" className="text-lg font-semibold text-slate-900">
          Popular searches
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {SEO_LANDING_PAGES.map((page) => (
            <li key={page.slug}>
              <Link
                to={seoLandingPath(page.slug)}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600"
              >
                {page.heading}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
