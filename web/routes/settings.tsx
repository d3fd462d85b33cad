import { Link } from 'react-router';
import { DeleteAccountDialog } from '../components/account/delete-account-dialog.tsx';
import { EmailForm } from '../components/account/email-form.tsx';
import { AccountSection } from '../components/account/form-messages.tsx';
import { NameForm } from '../components/account/name-form.tsx';
import { PasswordForm } from '../components/account/password-form.tsx';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/settings.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'My Account',
    description: 'Change the name, email address and password of your Nordhub account, or delete it.',
    noIndex: true,
  });
}

/** The page shows one person's account: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** Login required (docs/product.md, Permissions): a visitor goes to `/?to=/settings`, where the log-in modal opens. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireUser(context, url);
  return { name: me.name, email: me.email, isEmailVerified: me.isEmailVerified };
}

/**
 * `/settings`, My Account (issue 3 scope 10): name, email (verification state, confirmed change),
 * password (ends the other sessions) and delete account. The forms work once the page is hydrated;
 * until then (and without JavaScript) they are shown disabled.
 */
export default function Settings({ loaderData }: Route.ComponentProps) {
  const { name, email, isEmailVerified } = loaderData;
  const isHydrated = useHydrated();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">My Account</h1>
      <noscript>
        <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Turn on JavaScript to change your account.
        </p>
      </noscript>
      <fieldset disabled={!isHydrated} className="mt-8 min-w-0 space-y-6">
        <legend className="sr-only">Account settings</legend>
        <AccountSection id="name" title="Name">
          <NameForm first={name.first} last={name.last} />
        </AccountSection>
        <AccountSection id="email" title="Email">
          <EmailForm email={email} isEmailVerified={isEmailVerified} />
        </AccountSection>
        <AccountSection
          id="password"
          title="Password"
          description="Changing your password logs you out on all other devices."
        >
          <PasswordForm />
        </AccountSection>
        <AccountSection
          id="delete-account"
          title="Delete account"
          description="Deletes your account and your personal data. This cannot be undone."
        >
          <DeleteAccountDialog />
        </AccountSection>
      </fieldset>
      <div className="mt-6">
        <AccountSection
          id="privacy"
          title="Privacy centre"
          description="Download everything we store about you, or delete your talent data (applications anonymised, CVs deleted) and keep your account."
        >
          <Link to="/settings/privacy" className="font-semibold text-brand-700 hover:underline">
            Open the privacy centre
          </Link>
        </AccountSection>
      </div>
    </div>
  );
}
