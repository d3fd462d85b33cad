import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { selectProfile } from '#domain/users/build-profile-entries.ts';
import type { Route } from './+types/root.ts';
import { getAppContext } from './app-context.ts';
import './app.css';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  return {
    products: app.products,
    platform: app.host.platform,
    publicUrl: app.publicUrl,
    nonce: app.nonce,
    me: app.me,
    selectedProfile: app.me ? selectProfile(app.me.profiles, app.me.profile, app.rememberedProfile) : null,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// The auth modal only ever opens in the browser, so its host is fetched after hydration and stays
// out of every page's first-load JavaScript.
const AuthModalHost = lazy(() =>
  import('./components/auth/auth-modal-host.tsx').then((m) => ({ default: m.AuthModalHost })),
);

function LazyAuthModalHost() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalHost />
    </Suspense>
  );
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={data?.nonce} />
      </head>
      <body className="min-h-screen flex flex-col">
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <LazyAuthModalHost />
    </>
  );
}

/** The error page (spec §2, §8): 404 'Page not found', other errors 'Something went wrong'. */
export function ErrorBoundary() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = isNotFound ? 'Page not found' : 'Something went wrong';
  let message = 'This page could not be found';
  if (!isNotFound) {
    if (isRouteErrorResponse(error)) message = typeof error.data === 'string' ? error.data : error.statusText;
    else if (error instanceof Error) message = error.message;
    else message = 'An unexpected error occurred';
  }
  return (
    <>
      <title>{`${heading} | Nordhub`}</title>
      <SiteHeader />
      <main id="main" className="flex-1 mx-auto w-full max-w-3xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-4 text-lg text-slate-600">{message}</p>
        <a
          href="/"
          className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Back to home
        </a>
      </main>
      <SiteFooter />
    </>
  );
}
