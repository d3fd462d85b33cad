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
import { WHITE_LABEL_PATHS } from '#domain/companies/white-label-feed-constants.ts';
import { summarizeSite } from '#domain/site/site.ts';
import { servesPage } from '#domain/site/site-paths.ts';
import { FRAME_SCRIPT_PATH } from '#domain/site/widget-paths.ts';
import { selectProfile } from '#domain/users/build-profile-entries.ts';
import { SESSION_EXPIRED_MESSAGE } from '#domain/users/session-messages.ts';
import type { Route } from './+types/root.ts';
import { getAppContext } from './app-context.ts';
import './app.css';
import { ErrorPageGuard } from './components/layout/error-page-guard.tsx';
import { LoadingBar, reportNavigationError } from './components/layout/loading-bar.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { notFound } from './lib/responses.ts';
import { useHydrated } from './lib/use-hydrated.ts';

/**
 * A career or white-label host shows its own pages only (ADR 030): the rest is the 404 page. Checked
 * before any loader runs: a loader beside a failing root loader would still send its data along.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    if (!servesPage(getAppContext(context).site.kind, pagePathOf(request.url))) throw notFound();
  },
];

/** The page a request is for: a data request (`/careers.data`, `/_root.data`) names it with a suffix. */
function pagePathOf(url: string): string {
  const pathname = new URL(url).pathname;
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  return {
    products: app.products,
    platform: app.site.platform,
    site: summarizeSite(app.site),
    publicUrl: app.publicUrl,
    nonce: app.nonce,
    me: app.me,
    selectedProfile: app.me ? selectProfile(app.me.profiles, app.me.profile, app.rememberedProfile) : null,
    /** The "Continue with LinkedIn" button shows only when sign-in with it is configured. */
    professionalNetworkSignIn: app.professionalNetworkSignIn,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// Browser-only parts, fetched after hydration so they stay out of every page's first-load
// JavaScript: the auth modal (it only ever opens in the browser) and, while someone is logged in,
// the session check.
const AuthModalHost = lazy(() =>
  import('./components/auth/auth-modal-host.tsx').then((m) => ({ default: m.AuthModalHost })),
);
const SessionWatch = lazy(() => import('./components/layout/session-expired.tsx'));

function AfterHydration({ children }: { children: ReactNode }) {
  const isHydrated = useHydrated();
  if (!isHydrated) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
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
        {data?.site.kind === 'whiteLabel' ? (
          // A white-label feed's own feeds: its jobs only (ADR 030).
          <>
            <link
              rel="alternate"
              type="application/rss+xml"
              title={`${data.site.name}: jobs`}
              href={WHITE_LABEL_PATHS.rss}
            />
            <link
              rel="alternate"
              type="application/feed+json"
              title={`${data.site.name}: jobs (JSON Feed)`}
              href={WHITE_LABEL_PATHS.json}
            />
          </>
        ) : (
          // The latest-jobs feeds (server/http/routes/seo/seo-routes.ts): not a career domain's.
          data?.site.kind !== 'career' && (
            <>
              <link
                rel="alternate"
                type="application/rss+xml"
                title="Nordhub: latest startup jobs"
                href="/feeds/jobs.rss"
              />
              <link
                rel="alternate"
                type="application/feed+json"
                title="Nordhub: latest startup jobs (JSON Feed)"
                href="/feeds/jobs.json"
              />
            </>
          )
        )}
        <Meta />
        <Links nonce={data?.nonce} />
        {/* A widget page tells the page framing it its height (public/embed/nordhub-frame.js). */}
        {data?.site.kind === 'widget' && <script src={FRAME_SCRIPT_PATH} defer />}
      </head>
      <body className="min-h-screen flex flex-col">
        <LoadingBar />
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/**
 * The user the page has been showing, kept when the page's data loses them: every page request
 * (a loader, a form's action, a fetcher's revalidation) answers the root data anew, and a user gone
 * from it without a log-out means the session ended on the server (docs/product.md, Error texts).
 * Logging out on purpose is a full page load, so it never looks like this.
 */
function useSessionUserId(meId: string | null): string | null {
  const [userId, setUserId] = useState(meId);
  if (meId !== null && meId !== userId) setUserId(meId);
  return userId;
}

export default function App() {
  const data = useRootData();
  const sessionUserId = useSessionUserId(data?.me?.id ?? null);
  const hasSessionEnded = sessionUserId !== null && !data?.me;
  // A widget page (ADR 030) has no session: no log-in modal, no session watch.
  if (data?.site.kind === 'widget') return <Outlet />;
  return (
    <>
      <Outlet />
      <AfterHydration>
        {/* While the session-expired notice leads to the front page, no log-in modal opens. */}
        {!hasSessionEnded && <AuthModalHost />}
        {sessionUserId && (
          <SessionWatch key={sessionUserId} userId={sessionUserId} hasSessionEnded={hasSessionEnded} />
        )}
      </AfterHydration>
    </>
  );
}

/** After a 403 (or 401) page: log out (the cookie goes too) and go to the front page a moment later. */
function LeaveAfterForbidden() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void fetch('/api/users/sign-out', { method: 'POST', credentials: 'same-origin' }).finally(() =>
        window.location.assign('/'),
      );
    }, 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}

/** The error page (docs/product.md, Error texts): 404 'Page not found', other errors 'Something went wrong'. */
export function ErrorBoundary() {
  const error = useRouteError();
  // A navigation that ends here turns the loading bar red.
  useEffect(() => {
    if (error !== undefined) reportNavigationError();
  }, [error]);
  // If showing the error page fails in turn, the guard says so (docs/product.md, Error texts).
  return (
    <ErrorPageGuard>
      <ErrorPage error={error} />
    </ErrorPageGuard>
  );
}

function ErrorPage({ error }: { error: unknown }) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  // A 401 from a page is the same as a 403: the session is gone (issue 14).
  const isForbidden = isRouteErrorResponse(error) && (error.status === 403 || error.status === 401);
  const heading = isNotFound ? 'Page not found' : 'Something went wrong';
  let message = 'This page could not be found';
  if (isForbidden) {
    // docs/product.md, Error texts: a 403 ends the session and returns to the front page.
    message = SESSION_EXPIRED_MESSAGE;
  } else if (!isNotFound) {
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
        <p className="mt-4 text-lg text-slate-600" role={isForbidden ? 'alert' : undefined}>
          {message}
        </p>
        {isForbidden && <LeaveAfterForbidden />}
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
