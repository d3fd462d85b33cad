import { type FormEvent, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { Me, ProfileEntry } from '#domain/users/user.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useSubmitGuard } from '../../lib/use-submit-guard.ts';
import { profileDestination } from './after-auth.ts';
import { ErrorMessage, PRIMARY_BUTTON, ProfileDialog, ProfileSummary } from './profile-dialog.tsx';

const CHOOSE_MESSAGE = 'Please choose a profile';

/**
 * docs/product.md, Pages Switch profile: 'Choose profile' among the user's profiles on this platform, optionally
 * remembered for the next login (saved on the account); then the `to` target or the profile's page.
 */
export default function SwitchProfileDialog({
  profiles,
  selectedId,
  to,
  onClose,
}: {
  profiles: ProfileEntry[];
  selectedId: string | null;
  to: string | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { isBusy, run } = useSubmitGuard();
  const [choice, setChoice] = useState(selectedId ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const remember = new FormData(event.currentTarget).get('remember') === 'on';
    if (!profiles.some((p) => p.id === choice)) {
      setError(CHOOSE_MESSAGE);
      return;
    }
    const result = await run(() =>
      apiRequest<Me>('POST', '/api/users/select-profile', { profile: choice, save: remember }),
    );
    if (!result) return;
    if (!result.ok) {
      setError(result.error.fieldErrors?.profile?.[0] ?? result.error.message);
      return;
    }
    const chosen = result.data.profiles.find((p) => p.id === choice) ?? profiles.find((p) => p.id === choice);
    onClose();
    await navigate(profileDestination(chosen?.link ?? '/', to));
    // The header and menus follow the new selection (a cookie the loaders read).
    await revalidator.revalidate();
  };

  return (
    <ProfileDialog
      title="Choose profile"
      description="Which of your profiles do you want to use now?"
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ErrorMessage message={error} />
        <fieldset>
          <legend className="sr-only">Your profiles</legend>
          <ul className="space-y-2">
            {profiles.map((entry) => (
              <li key={entry.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name="profile"
                    value={entry.id}
                    checked={choice === entry.id}
                    onChange={() => {
                      setChoice(entry.id);
                      setError(null);
                    }}
                    className="h-4 w-4 shrink-0 accent-brand-600"
                  />
                  <ProfileSummary entry={entry} />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="remember" className="h-4 w-4 accent-brand-600" />
          Remember my choice next time I log in
        </label>
        <button type="submit" className={PRIMARY_BUTTON} disabled={isBusy}>
          {isBusy ? 'Switching…' : 'Continue'}
        </button>
      </form>
    </ProfileDialog>
  );
}
