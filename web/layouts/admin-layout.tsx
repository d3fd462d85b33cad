import { NavLink, Outlet } from 'react-router';
import { ADMIN_SECTIONS } from '../components/admin/admin-sections.ts';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { requireSiteAction } from '../lib/guards.server.ts';
import type { Route } from './+types/admin-layout.ts';

/** No back office page is ever stored, by the browser, a proxy or the page cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * Every `/admin` page: admins only, everyone else (visitors too) gets the 404 page before any page
 * loader runs. Each page's services ask the policy again for their own action.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  requireSiteAction(context, url, 'admin.backOffice');
  return null;
}

const SECTION_LINK =
  'block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** The back office's layout: the site header, the sections on the side (a row on phones), the page. */
export default function AdminLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label="Back office" className="md:w-52 md:shrink-0">
          <p className="mb-2 px-3 text-xs font-bold uppercase tracking-wide text-slate-600">Back office</p>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.to === '/admin'} className={SECTION_LINK}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
