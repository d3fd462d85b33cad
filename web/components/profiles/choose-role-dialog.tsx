import { Link } from 'react-router';
import { toSafeRedirectPath } from '#domain/users/safe-redirect.ts';
import { ProfileDialog } from './profile-dialog.tsx';

type RoleOption = { label: string; description: string; to: string };

/**
 * Spec §2 Choose role: at sign-up 'I'm looking for jobs', 'I'm a startup' and 'I'm an investor';
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
            <Link
              to={option.to}
              onClick={onClose}
              className="block rounded-lg border border-slate-300 p-4 hover:border-brand-600 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="block font-semibold text-slate-900">{option.label}</span>
              <span className="mt-1 block text-sm text-slate-600">{option.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ProfileDialog>
  );
}
