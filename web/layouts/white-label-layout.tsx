import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { getAppContext } from '../app-context.ts';
import {
  WhiteLabelFooter,
  WhiteLabelHeader,
  type WhiteLabelHeaderFeed,
} from '../components/white-label/white-label-header.tsx';
import { requireSiteFeed } from '../lib/white-label.server.ts';
import type { Route } from './+types/white-label-layout.ts';

/**
 * The white-label feed layout (docs/product.md, Pages: layouts): the feed's header and a minimal
 * footer, on the feed's own host only (every other host: the 404 page).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const feed = await requireSiteFeed(context);
  return {
    feed: { name: feed.name, logoImage: feed.logoImage, description: feed.description },
    publicUrl: getAppContext(context).publicUrl,
  };
}

const LAYOUT_ID = 'layouts/white-label-layout';

function Frame({
  feed,
  publicUrl,
  children,
}: {
  feed: WhiteLabelHeaderFeed;
  publicUrl: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <WhiteLabelHeader feed={feed} />
      <main id="main" className="flex-1 bg-slate-50">
        {children}
      </main>
      <WhiteLabelFooter publicUrl={publicUrl} />
    </>
  );
}

export default function WhiteLabelLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame feed={loaderData.feed} publicUrl={loaderData.publicUrl}>
      <Outlet />
    </Frame>
  );
}

/**
 * A job the feed does not show (or none at all) is the 404 page under the feed's own header; when
 * the layout itself failed (no feed on this host) the root's error page answers.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>(LAYOUT_ID);
  if (!data) throw error;
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = isNotFound ? 'Page not found' : 'Something went wrong';
  return (
    <Frame feed={data.feed} publicUrl={data.publicUrl}>
      <title>{`${heading} | ${data.feed.name}`}</title>
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-4 text-lg text-slate-600">
          {isNotFound ? 'This page could not be found' : 'An unexpected error occurred'}
        </p>
        <a
          href="/whiteLabelFeed"
          className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          See all jobs
        </a>
      </div>
    </Frame>
  );
}
