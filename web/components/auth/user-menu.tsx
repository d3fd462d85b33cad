import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProfileEntry } from '#domain/users/user.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { USER_MENU_TRIGGER } from './user-menu-trigger.ts';

export type UserMenuProps = {
  fullName: string;
  profile: ProfileEntry | null;
  hasSeveralProfiles: boolean;
  /** Admins get the back office (`/admin`) in the menu. */
  isAdmin?: boolean;
};

type MenuLink = { label: string; to: string };

/** docs/product.md, User menu: the per-profile items of the user dropdown. */
export function profileMenuLinks(profile: ProfileEntry | null): MenuLink[] {
  if (!profile) return [];
  switch (profile.type) {
    case 'company':
      return [
        { label: 'Edit startup profile', to: `/client/startups/${profile.key}/edit` },
        { label: 'Startup settings', to: `/client/startups/${profile.key}/settings` },
        { label: 'All applicants', to: `/client/startups/${profile.key}/applicants` },
        { label: 'FAQ', to: '/startups/faq' },
      ];
    case 'investor':
      return [
        { label: 'Edit investor profile', to: `/client/investors/${profile.key}/edit` },
        { label: 'Investor settings', to: `/client/investors/${profile.key}/settings` },
      ];
    case 'applicant':
      return [
        { label: 'Quick apply', to: '/client/applicant/settings' },
        { label: 'Email notifications', to: '/client/email-notifications' },
      ];
  }
}

const ITEM =
  'block cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-highlighted:bg-slate-100 data-highlighted:text-slate-900';

/** The logged-in user's dropdown (Radix: arrow keys, Escape, focus return). */
export default function UserMenu({ fullName, profile, hasSeveralProfiles, isAdmin = false }: UserMenuProps) {
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const logOut = async () => {
    if (isLoggingOut) return;
    setIsLoggingOut(true);
    await apiRequest('POST', '/api/users/sign-out');
    // A full navigation: every piece of the user's data leaves the page with it (docs/product.md, Session).
    window.location.assign('/');
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={USER_MENU_TRIGGER} aria-label={`User menu for ${fullName}`}>
        {fullName}
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      {/* No portal: the open menu stays inside the header, i.e. inside the banner landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-30 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <DropdownMenu.Item asChild className={ITEM}>
          <Link to={profile?.link ?? '/client'}>My dashboard</Link>
        </DropdownMenu.Item>
        {hasSeveralProfiles && (
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/?switchProfile=1">Switch profile</Link>
          </DropdownMenu.Item>
        )}
        {profileMenuLinks(profile).map((item) => (
          <DropdownMenu.Item key={item.label} asChild className={ITEM}>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenu.Item>
        ))}
        {isAdmin && (
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/admin">Back office</Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
        <DropdownMenu.Item asChild className={ITEM}>
          <Link to="/settings">My Account</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={ITEM}
          disabled={isLoggingOut}
          onSelect={() => {
            void logOut();
          }}
        >
          Log out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
