import { Link } from 'react-router';
import { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { FEATURED_STRIP_POOL, pickFeaturedStrip } from '#domain/jobs/job-search-page.ts';
import { findSeoLandingPage, seoLandingPath, toJobSearchParams } from '#domain/jobs/seo-landing-pages.ts';
import { findLocationCountry, LOCATION_COUNTRIES, locationPath } from '#domain/location/location-slugs.ts';
import { getAppContext } from '../app-context.ts';
import { JobResults } from '../components/jobs/job-results.tsx';
import { canonicalUrl, pageMeta } from '../lib/page-meta.ts';
import { parseSearchParams } from '../lib/parse-search-params.ts';
import { notFound } from '../lib/responses.ts';
import type { Route } from './+types/jobs-landing.ts';

/**
 * An SEO landing page (/jobs/{slug}, one route per page in routes.ts): a job search fixed by the
 * page's data in domain/jobs/seo-landing-pages.ts, with its own texts and links to related pages.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const slug = url.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const landing = findSeoLandingPage(slug);
  if (!landing) throw notFound();

  const filters = toJobSearchParams(landing.search);
  const params = new URLSearchParams(filters);
  const page = url.searchParams.get('page');
  if (page) params.set('page', page);
  const query = parseSearchParams(new URL(`?${params}`, url), JobSearchQuery);
  const [result, featured] = await Promise.all([
    app.services.listJobs(query),
    app.services.listFeaturedJobs(FEATURED_STRIP_POOL, query),
  ]);
  const now = new Date();

  const [countrySlug, citySlug] = landing.location ?? [];
  const country = countrySlug ? findLocationCountry(countrySlug)?.country : undefined;
  return {
    ...result,
    landing: {
      title: landing.title,
      heading: landing.heading,
      intro: landing.intro,
      description: landing.description,
    },
    related: landing.related.flatMap((related) => {
      const target = findSeoLandingPage(related);
      return target ? [{ href: seoLandingPath(target.slug), text: target.heading }] : [];
    }),
    place:
      country && citySlug ? { href: locationPath(country.slug, citySlug), name: landing.search.city } : null,
    searchHref: `/jobs?${filters}`,
    search: query.page > 1 ? `?page=${query.page}` : '',
    canonical: canonicalUrl(app.site.origin, seoLandingPath(landing.slug), {
      page: query.page > 1 ? String(query.page) : undefined,
    }),
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
  const { landing, pagination, canonical } = loaderData;
  return pageMeta({
    matches,
    title: pagination.page > 1 ? `${landing.title} (page ${pagination.page})` : landing.title,
    description: landing.description,
    url: canonical,
  });
}

export default function JobsLanding({ loaderData }: Route.ComponentProps) {
  const { landing, jobs, pagination, related, place } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/jobs" className="hover:text-brand-700">
          Jobs
        </Link>{' '}
        / <span aria-current="page">{landing.heading}</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{landing.heading}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{landing.intro}</p>
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
      />

      <div className="mt-12 grid gap-8 border-t border-slate-200 pt-8 sm:grid-cols-2">
        <section aria-labelledby="related-searches">
          <h2 id="related-searches" className="text-lg font-semibold text-slate-900">
            Related searches
          </h2>
          <ul className="mt-3 space-y-2">
            {related.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="text-brand-700 hover:underline">
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="jobs-by-location">
          <h2 id="jobs-by-location" className="text-lg font-semibold text-slate-900">
            Jobs by location
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {place && (
              <li>
                <Link
                  to={place.href}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600"
                >
                  All startup jobs in {place.name}
                </Link>
              </li>
            )}
            {LOCATION_COUNTRIES.map((country) => (
              <li key={country.slug}>
                <Link
                  to={locationPath(country.slug)}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600"
                >
                  {country.heading}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
