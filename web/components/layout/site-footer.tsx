import { useRouteLoaderData } from 'react-router';
import { MAIN_SITE_NAME, type SiteSummary } from '#domain/site/site.ts';

const COLUMNS: { title: string; links: { to: string; text: string; external?: boolean }[] }[] = [
  {
    title: 'For Candidates',
    links: [
      { to: '/jobs', text: 'Find jobs' },
      { to: '/startups', text: 'Browse startups' },
      { to: '/emailsignup', text: 'Job digest' },
      { to: '/jobs/location/REMOTE', text: 'Remote jobs' },
    ],
  },
  {
    title: 'For startups',
    links: [
      { to: '/startups/join', text: 'Post a job' },
      { to: '/pricing', text: 'Pricing' },
      { to: '/funding', text: 'Find investors' },
      { to: '/deals', text: 'Startup deals' },
      { to: '/tools', text: 'Startup tools' },
      { to: '/startups/career-page', text: 'Career page' },
      { to: '/startups/white-label-feed', text: 'White-label job feeds' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', text: 'About' },
      { to: '/blog', text: 'Blog' },
      { to: '/partners', text: 'Partners' },
      { to: '/community-program', text: 'Community program' },
      { to: '/contact', text: 'Contact' },
    ],
  },
  {
    title: 'Explore',
    links: [
      { to: 'https://www.linkedin.com/company/nordhub', text: 'LinkedIn', external: true },
      { to: 'https://www.instagram.com/nordhub', text: 'Instagram', external: true },
      { to: 'https://www.facebook.com/nordhub', text: 'Facebook', external: true },
    ],
  },
];

const LEGAL_LINKS = [
  { to: '/terms', text: 'Terms' },
  { to: '/privacy-policy', text: 'Privacy' },
];

/**
 * The footer's links are plain anchors: they lead to content and legal pages that gain nothing from
 * client-side navigation, and every page renders them, so they skip the router's link machinery.
 */
export function SiteFooter() {
  // The impact platform carries its own name (ADR 030).
  const siteName =
    (useRouteLoaderData('root') as { site?: SiteSummary } | undefined)?.site?.name ?? MAIN_SITE_NAME;
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-lg font-extrabold text-brand-900">{siteName}</p>
          <p className="mt-2 text-sm text-slate-600">
            We connect global talents with career opportunities in Nordic startups.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    rel={link.external ? 'noopener noreferrer' : undefined}
                    className="text-sm text-slate-600 hover:text-brand-700"
                  >
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-slate-500">
          <p>© 2026 {siteName}</p>
          <p className="flex gap-4">
            {LEGAL_LINKS.map((link) => (
              <a key={link.to} href={link.to} className="hover:text-brand-700">
                {link.text}
              </a>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
