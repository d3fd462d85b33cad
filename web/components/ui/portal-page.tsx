import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The top of a portal page of a startup or investor (settings, team): the profile's name, linked to
 * its dashboard, above the page's heading.
 */
export function PortalPageHeading({
  profileName,
  profilePath,
  title,
}: {
  profileName: string;
  profilePath: string;
  title: string;
}) {
  return (
    <>
      <p className="text-sm">
        <Link to={profilePath} className="font-semibold text-brand-700 hover:underline">
          {profileName}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{title}</h1>
    </>
  );
}

const SECTION =
  'rounded-xl border border-slate-200 bg-white p-6 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * One section of a settings page (startup or investor settings): a card with its heading and what
 * it is for, around its own form. Focusable (`#setting-{id}`), so a link can open the page on it.
 */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={`setting-${id}`} aria-labelledby={`setting-${id}-heading`} tabIndex={-1} className={SECTION}>
      <h2 id={`setting-${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 text-sm text-slate-700">{description}</div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
