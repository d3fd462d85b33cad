import { Form, Link } from 'react-router';
import { toSafeRedirectPath } from '#domain/users/safe-redirect.ts';
import { ProfileDialog } from './profile-dialog.tsx';
import { closeProfileModal } from './profile-modal-store.ts';

/**
 * A role the dialog offers. `create: true`: choosing it creates the profile at once (a form post to
 * `to`, whose action creates it and goes on), so no page asks the same question again.
 */
type RoleOption = { label: string; description: string; to: string; create?: boolean };

const OPTION =
  'block w-full rounded-lg border border-slate-300 p-4 text-left hover:border-brand-600 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * docs/product.md, Modals: at sign-up 'I'm looking for jobs', 'I'm a startup' and 'I'm an investor';
 * otherwise only the startup and investor options. A talent profile made here returns to the `to`
 * target afterwards (e.g. the job the visitor wanted to apply for).
 */
export function roleOptions(isSignUp: boolean, to: string | null): RoleOption[] {
  const talentTarget =
    to === null ? '' : `&to=${encodeURIComponent(toSafeRedirectPath(to)).replaceAll('%2F', '/')}`;
  const options: RoleOption[] = [
    {
      label: "I'm a startup",
      description: 'Post jobs and meet talent for your startup.',
      to: '/client/startups/new',
    },
    {
      label: "I'm an investor",
      description: 'List your fund and hear from Nordic startups.',
      to: '/client/investors/new',
    },
  ];
  if (isSignUp) {
    options.unshift({
      label: "I'm looking for jobs",
      description: 'Save jobs, follow startups and apply with quick apply.',
      to: `/client/applicant?create=1${talentTarget}`,
      create: true,
    });
  }
  return options;
}

export default function ChooseRoleDialog({
  isSignUp,
  to,
  onClose,
}: {
  isSignUp: boolean;
  to: string | null;
  onClose: () => void;
}) {
  return (
    <ProfileDialog title="Choose your role" description="How do you want to use Nordhub?" onClose={onClose}>
      <ul className="space-y-3">
        {roleOptions(isSignUp, to).map((option) => (
          <li key={option.to}>
            {option.create ? (
              // The talent profile page's action creates the profile and goes on to `to` (or the
              // talent home). The dialog closes without touching the address, so nothing interrupts
              // the form's navigation.
              <Form method="post" action={option.to} onSubmit={() => closeProfileModal()}>
                <button type="submit" className={OPTION}>
                  <span className="block font-semibold text-slate-900">{option.label}</span>
                  <span className="mt-1 block text-sm text-slate-600">{option.description}</span>
                </button>
              </Form>
            ) : (
              <Link to={option.to} onClick={onClose} className={OPTION}>
                <span className="block font-semibold text-slate-900">{option.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{option.description}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </ProfileDialog>
  );
}
