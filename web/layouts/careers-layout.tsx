import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { CareersFooter, CareersHeader } from '../components/careers/careers-chrome.tsx';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import { ErrorBoundary as SiteErrorBoundary, useRootData } from '../root.tsx';
import type { Route } from './+types/careers-layout.ts';

/**
 * The careers layout (docs/product.md, Pages: careers, minimal footer): a startup's career pages
 * on its own verified domain. Anywhere else (Nordhub's hosts, a white-label host) they are the 404
 * page; each page's loader asks again, since a `.data` request may run its loader alone.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { site, services, publicUrl } = getAppContext(context);
  if (site.kind !== 'career' || !site.company) throw notFound();
  const company = site.company;
  return withNotFoundPage(async () => {
    const { name, logoImage } = await services.careers.getCareerCompany(company);
    return { name, logoImage, publicUrl };
  });
}

export default function CareersLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <CareersHeader name={loaderData.name} logoImage={loaderData.logoImage} />
      <main id="main" className="flex-1 bg-slate-50">
        <Outlet />
      </main>
      <CareersFooter publicUrl={loaderData.publicUrl} />
    </>
  );
}

/**
 * A career page's error (another startup's job id, a job gone): the careers layout around the
 * error page, never Nordhub's navigation (docs/product.md, Error texts).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const layout = useRouteLoaderData<typeof loader>('layouts/careers-layout');
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = isNotFound ? 'Page not found' : 'Something went wrong';
  // On any other host these addresses are Nordhub's own 404 page.
  if (root?.site.kind !== 'career') return <SiteErrorBoundary />;
  const siteName = root.site.name;
  return (
    <>
      <title>{`${heading} | ${siteName}`}</title>
      {layout && <CareersHeader name={layout.name} logoImage={layout.logoImage} />}
      <main id="main" className="flex-1 bg-slate-50">
        <div className="mx-auto w-full max-w-3xl px-4 py-24 text-center">
          <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
          <p className="mt-4 text-lg text-slate-600">
            {isNotFound ? 'This page could not be found' : 'An unexpected error occurred'}
          </p>
          <a
            href="/careers"
            className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            See all jobs
          </a>
        </div>
      </main>
      <CareersFooter publicUrl={root.publicUrl} />
    </>
  );
}
