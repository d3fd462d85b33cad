import { Link, NavLink, useRouteLoaderData } from 'react-router';

type RootProducts = { products: string[] } | undefined;

const NAV_LINK =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700';

/** The site header for a logged-out visitor (spec §2). Profile-specific menus come with accounts. */
export function SiteHeader() {
  const root = useRouteLoaderData('root') as RootProducts;
  const hasScout = root?.products.includes('HEADHUNTER') ?? false;
  const links = (
    <>
      <NavLink to="/jobs" className={NAV_LINK}>
        Find jobs
      </NavLink>
      <NavLink to="/startups" className={NAV_LINK}>
        Browse startups
      </NavLink>
      <NavLink to="/pricing" className={NAV_LINK}>
        Pricing
      </NavLink>
      {hasScout && (
        <NavLink to="/scout" className={NAV_LINK}>
          Scout{' '}
          <span className="ml-1 rounded bg-accent-700 px-1.5 py-0.5 text-[10px] font-bold uppercase text-white">
            New
          </span>
        </NavLink>
      )}
      <NavLink to="/startups/join" className={NAV_LINK}>
        For startups
      </NavLink>
    </>
  );
  const auth = (
    <>
      <Link
        to="/?auth=signup"
        className="rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Sign up
      </Link>
      <Link
        to="/?auth=login"
        className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Log in
      </Link>
    </>
  );
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-900">
          <span aria-hidden="true" className="inline-block h-7 w-7 rounded-lg bg-brand-600" />
          Nordhub
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <div className="hidden items-center gap-2 md:flex">{auth}</div>
        <details className="relative md:hidden">
          <summary className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-2 text-sm font-medium">
            Menu
          </summary>
          <div className="absolute right-0 z-20 mt-2 flex w-56 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
            <nav aria-label="Mobile" className="flex flex-col">
              {links}
            </nav>
            <div className="flex flex-col gap-1 border-t border-slate-100 pt-2">{auth}</div>
          </div>
        </details>
      </div>
    </header>
  );
}
