import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useRouteLoaderData } from 'react-router';
import { MAIN_SITE_NAME, type SiteSummary } from '#domain/site/site.ts';
import type { Me, ProfileEntry } from '#domain/users/user.schema.ts';
import { type AuthStep, openAuthModal } from '../auth/auth-modal-store.ts';
import { USER_MENU_TRIGGER } from '../auth/user-menu-trigger.ts';

// Radix DropdownMenu stays out of the first load of pages: the menu loads with its own chunk.
const loadUserMenu = () => import('../auth/user-menu.tsx');
type UserMenuComponent = Awaited<ReturnType<typeof loadUserMenu>>['default'];
// Only some logged-in startups see the banner: it is not in anyone's first load either.
const NetworkBanner = lazy(() => import('./network-banner.tsx'));

/** Same name as NETWORK_BANNER_FEATURE in network-banner.tsx (kept here so the check loads nothing). */
const NETWORK_BANNER_FEATURE = 'professionalNetworkBanner';

type RootHeaderData =
  | { products: string[]; me: Me | null; selectedProfile: ProfileEntry | null; site?: SiteSummary }
  | undefined;

const NAV_LINK =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700';

const NEWS_AND_INSIGHTS_URL = '/blog';

function ScoutLink() {
  return (
    <NavLink to="/scout" className={NAV_LINK}>
      Scout{' '}
      <span className="ml-1 rounded bg-accent-700 px-1.5 py-0.5 text-[10px] font-bold uppercase text-white">
        New
      </span>
    </NavLink>
  );
}

/** A navigation link (`aria-current` on its own page). */
function NavItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink to={to} className={NAV_LINK}>
      {children}
    </NavLink>
  );
}

/** docs/product.md, Pages header navigation, which depends on who is logged in and the selected profile. */
function navLinks(root: RootHeaderData): ReactNode {
  const links = profileNavLinks(root);
  // The team's back office (issue 32): admins only, whatever profile they have selected.
  if (!root?.me?.isAdmin) return links;
  return (
    <>
      {links}
      <NavItem to="/admin">Back office</NavItem>
    </>
  );
}

function profileNavLinks(root: RootHeaderData): ReactNode {
  const hasScout = root?.products.includes('HEADHUNTER') ?? false;
  const me = root?.me ?? null;
  const profile = root?.selectedProfile ?? null;
  const findAndBrowse = (
    <>
      <NavItem to="/jobs">Find jobs</NavItem>
      <NavItem to="/startups">Browse startups</NavItem>
    </>
  );
  if (!me) {
    return (
      <>
        {findAndBrowse}
        <NavItem to="/pricing">Pricing</NavItem>
        {hasScout && <ScoutLink />}
        <NavItem to="/startups/join">For startups</NavItem>
      </>
    );
  }
  if (!profile) {
    return (
      <>
        {findAndBrowse}
        <NavItem to="/investors/join">For investors</NavItem>
        <NavItem to="/startups/join">For startups</NavItem>
      </>
    );
  }
  switch (profile.type) {
    case 'company':
      return (
        <>
          {findAndBrowse}
          {hasScout && <ScoutLink />}
          <NavItem to="/pricing">Pricing</NavItem>
          {/* docs/product.md, Header navigation: the profile link plus /jobs (the startup's portal, also for a draft). */}
          <NavItem to={`/client/startups/${encodeURIComponent(profile.key)}/jobs`}>My jobs</NavItem>
        </>
      );
    case 'investor':
      return (
        <>
          {findAndBrowse}
          <NavItem to={NEWS_AND_INSIGHTS_URL}>News &amp; Insights</NavItem>
          <NavItem to="/client/followed-startups">Followed startups</NavItem>
        </>
      );
    case 'applicant':
      return (
        <>
          {findAndBrowse}
          <NavItem to={NEWS_AND_INSIGHTS_URL}>News &amp; Insights</NavItem>
          <NavItem to="/client/followed-startups">Followed startups</NavItem>
          <NavItem to="/client/my-jobs">My jobs</NavItem>
        </>
      );
  }
}

/** Without JavaScript the link opens the page with `?auth=…`; with it, the modal opens in place. */
function AuthLink({
  step,
  query,
  className,
  children,
}: {
  step: AuthStep;
  query: string;
  className: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    openAuthModal(step);
  };
  return (
    <Link to={`/?auth=${query}`} className={className} onClick={onClick} aria-haspopup="dialog">
      {children}
    </Link>
  );
}

/**
 * The user menu's button until its menu is there: the server's page and the browser's first render
 * (the menu needs JavaScript, and rendering Radix's menu on the server cost a signed-in page about
 * 8 % of its time, ADR 031), then while the menu's own script loads. Disabled, so nobody presses a
 * button that cannot open yet (a test's click waits for the real one). Without JavaScript, a "Log out"
 * button beside it.
 */
function UserMenuButton({ fullName }: { fullName: string }) {
  return (
    <>
      <button type="button" disabled className={USER_MENU_TRIGGER} aria-label={`User menu for ${fullName}`}>
        {fullName}
        <span aria-hidden="true">▾</span>
      </button>
      {/* Without JavaScript the menu never opens: logging out is a plain form post (routes/logout.tsx). */}
      <noscript>
        <form method="post" action="/logout">
          <button type="submit" className={NAV_LINK}>
            Log out
          </button>
        </form>
      </noscript>
    </>
  );
}

/**
 * The signed-in user's menu: Radix's dropdown once the page runs in the browser and its chunk is in
 * (fetched while the page hydrates). Chosen once per mount, so the open menu is never swapped for
 * another component by a later render.
 */
function AccountMenu({ me, root }: { me: Me; root: RootHeaderData }) {
  const [Menu, setMenu] = useState<UserMenuComponent | null>(null);
  useEffect(() => {
    let isMounted = true;
    void loadUserMenu().then((module) => {
      if (isMounted) setMenu(() => module.default);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  if (!Menu) {
    // In the browser, the fetch starts with the hydrating render rather than after it.
    if (typeof window !== 'undefined') void loadUserMenu();
    return <UserMenuButton fullName={me.fullName} />;
  }
  return (
    <Menu
      fullName={me.fullName}
      profile={root?.selectedProfile ?? null}
      hasSeveralProfiles={me.profiles.length > 1}
      isAdmin={me.isAdmin}
    />
  );
}

/** docs/product.md, Banner: a logged-in startup profile without its professional-network id, until closed. */
function networkBannerFor(root: RootHeaderData): ReactNode {
  const me = root?.me;
  const profile = root?.selectedProfile;
  if (!me || profile?.type !== 'company' || profile.hasProfessionalNetworkId !== false) return null;
  if (me.uiFeatures.some((feature) => feature.name === NETWORK_BANNER_FEATURE)) return null;
  return (
    <Suspense fallback={null}>
      <NetworkBanner startupKey={profile.key} startupName={profile.name} uiFeatures={me.uiFeatures} />
    </Suspense>
  );
}

export function SiteHeader() {
  const root = useRouteLoaderData('root') as RootHeaderData;
  const me = root?.me ?? null;
  const isImpact = root?.site?.kind === 'impact';
  const links = navLinks(root);
  const auth = me ? (
    <AccountMenu me={me} root={root} />
  ) : (
    <>
      <AuthLink
        step="landing"
        query="signup"
        className="rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Sign up
      </AuthLink>
      <AuthLink
        step="login"
        query="login"
        className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Log in
      </AuthLink>
    </>
  );
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-900">
          {/* The impact platform carries its own name and mark (ADR 030). */}
          <span
            aria-hidden="true"
            className={`inline-block h-7 w-7 rounded-lg ${isImpact ? 'bg-emerald-600' : 'bg-brand-600'}`}
          />
          {root?.site?.name ?? MAIN_SITE_NAME}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <div className={me ? 'flex items-center gap-2' : 'hidden items-center gap-2 md:flex'}>{auth}</div>
        <details className="relative md:hidden">
          <summary className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-2 text-sm font-medium">
            Menu
          </summary>
          <div className="absolute right-0 z-20 mt-2 flex w-56 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
            <nav aria-label="Mobile" className="flex flex-col">
              {links}
            </nav>
            {!me && <div className="flex flex-col gap-1 border-t border-slate-100 pt-2">{auth}</div>}
          </div>
        </details>
      </div>
      {networkBannerFor(root)}
    </header>
  );
}
