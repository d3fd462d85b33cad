import { Link, redirect } from 'react-router';
import { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { FEATURED_STRIP_POOL, pickFeaturedStrip } from '#domain/jobs/job-search-page.ts';
import { SEO_LANDING_PAGES, seoLandingPath } from '#domain/jobs/seo-landing-pages.ts';
import {
  cityHeading,
  cityTexts,
  findLocationCountry,
  LOCATION_COUNTRIES,
  locationPath,
  slugifyCity,
} from '#domain/location/location-slugs.ts';
import { getAppContext } from '../app-context.ts';
import { JobResults } from '../components/jobs/job-results.tsx';
import { canonicalUrl, pageMeta } from '../lib/page-meta.ts';
import { parseSearchParams } from '../lib/parse-search-params.ts';
import { notFound } from '../lib/responses.ts';
import type { Route } from './+types/jobs-location.ts';

/** How many other cities of the country the page links to. */
const CITY_LINKS = 12;

/**
 * A location page: /jobs/location/{country} (a Nordic country or `remote`) and
 * /jobs/location/{country}/{city}. The country may be given by its code and the city in any
 * spelling that gives its slug: both answer 301 to the canonical address. A city exists while it
 * has ACTIVE jobs; anything else is 404.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const found = findLocationCountry(params.country);
  if (!found) throw notFound();
  const { country } = found;

  const locations = country.code === 'REMOTE' ? [] : await app.services.seo.listJobLocations();
  const cities = locations.find((c) => c.code === country.code)?.cities ?? [];
  let city: (typeof cities)[number] | undefined;
  if (params.city !== undefined) {
    const slug = slugifyCity(params.city);
    city = cities.find((c) => c.slug === slug);
    if (!city) throw notFound();
  }

  const path = locationPath(country.slug, city?.slug);
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);

  const filters = new URLSearchParams({ country: country.code });
  if (city) filters.set('city', city.name);
  const search = new URLSearchParams(filters);
  const page = url.searchParams.get('page');
  if (page) search.set('page', page);
  const query = parseSearchParams(new URL(`?${search}`, url), JobSearchQuery);
  const [result, featured] = await Promise.all([
    app.services.listJobs(query),
    app.services.listFeaturedJobs(FEATURED_STRIP_POOL, query),
  ]);
  const now = new Date();

  const texts = city
    ? { heading: cityHeading(city.name, country), ...cityTexts(city.name, country) }
    : { heading: country.heading, intro: country.intro, description: country.description };
  return {
    ...result,
    texts,
    country: { slug: country.slug, name: country.name, heading: country.heading },
    city: city ? { slug: city.slug, name: city.name } : null,
    cities: cities
      .filter((c) => c.slug !== city?.slug)
      .slice(0, CITY_LINKS)
      .map((c) => ({ href: locationPath(country.slug, c.slug), name: c.name })),
    searchHref: `/jobs?${filters}`,
    search: query.page > 1 ? `?page=${query.page}` : '',
    canonical: canonicalUrl(app.site.origin, path, { page: query.page > 1 ? String(query.page) : undefined }),
    featured: pickFeaturedStrip(featured, { now, page: query.page }),
    now: now.toISOString(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta({
      matches,
      title: 'Page not found',
      description: 'This page could not be found',
    });
  const { texts, pagination, canonical } = loaderData;
  return pageMeta({
    matches,
    title: pagination.page > 1 ? `${texts.heading} (page ${pagination.page})` : texts.heading,
    description: texts.description,
    url: canonical,
  });
}

const CHIP =
  'inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600';

export default function JobsLocation({ loaderData }: Route.ComponentProps) {
  const { texts, country, city, cities, jobs, pagination } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/jobs" className="hover:text-brand-700">
          Jobs
        </Link>{' '}
        /{' '}
        <Link to={locationPath()} className="hover:text-brand-700">
          Locations
        </Link>{' '}
        /{' '}
        {city ? (
          <>
            <Link to={locationPath(country.slug)} className="hover:text-brand-700">
              {country.name}
            </Link>{' '}
            / <span aria-current="page">{city.name}</span>
          </>
        ) : (
          <span aria-current="page">{country.name}</span>
        )}
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{texts.heading}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{texts.intro}</p>
      <p className="mt-4">
        <Link to={loaderData.searchHref} className="font-medium text-brand-700 hover:underline">
          Refine this search
        </Link>
      </p>

      <JobResults
        jobs={jobs}
        pagination={pagination}
        search={loaderData.search}
        now={new Date(loaderData.now)}
        featured={loaderData.featured}
        emptyText="No open jobs here right now. Have a look at the other locations."
      />

      <div className="mt-12 grid gap-8 border-t border-slate-200 pt-8 md:grid-cols-3">
        {cities.length > 0 && (
          <section aria-labelledby="location-cities">
            <h2 id="location-cities" className="text-lg font-semibold text-slate-900">
              {city ? `Other cities in ${country.name}` : `Cities in ${country.name}`}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {cities.map((c) => (
                <li key={c.href}>
                  <Link to={c.href} className={CHIP}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="location-countries">
          <h2 id="location-countries" className="text-lg font-semibold text-slate-900">
            Other locations
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {LOCATION_COUNTRIES.filter((c) => city || c.slug !== country.slug).map((c) => (
              <li key={c.slug}>
                <Link to={locationPath(c.slug)} className={CHIP}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="popular-searches">
          <h2 id="popular-searches" className="text-lg font-semibold text-slate-900">
            Popular searches
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {SEO_LANDING_PAGES.map((page) => (
              <li key={page.slug}>
                <Link to={seoLandingPath(page.slug)} className={CHIP}>
                  {page.heading}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
