import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { Me, ProfileEntry } from '#domain/users/user.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useSubmitGuard } from '../../lib/use-submit-guard.ts';
import { profileDestination } from './after-auth.ts';
import { ErrorMessage, ProfileDialog, ProfileSummary, SECONDARY_BUTTON } from './profile-dialog.tsx';

const PLATFORM_NAMES: Record<Platform, string> = { main: 'Nordhub', impact: 'Nordhub Impact' };

function platformEndpoint(entry: ProfileEntry): string {
  const area = entry.type === 'investor' ? 'investors' : 'companies';
  return `/api/${area}/${encodeURIComponent(entry.key)}/platform`;
}

/**
 * docs/product.md, Modals, 'Choose your option': the user's startups and investors live on the other
 * platform only. Continuing with one shows it on this platform too (POST …/platform), selects it and
 * opens its page; '+ Create a new profile' leads to Choose role.
 */
export default function ConnectProfileDialog({
  profiles,
  platform,
  to,
  onCreateNew,
  onClose,
}: {
  profiles: ProfileEntry[];
  platform: Platform;
  to: string | null;
  onCreateNew: () => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { isBusy, run } = useSubmitGuard();
  const [error, setError] = useState<string | null>(null);
  const otherPlatform: Platform = platform === 'main' ? 'impact' : 'main';

  const connect = async (entry: ProfileEntry) => {
    const result = await run(async () => {
      const connected = await apiRequest('POST', platformEndpoint(entry), { platform });
      if (!connected.ok) return connected;
      return apiRequest<Me>('POST', '/api/users/select-profile', { profile: entry.id, save: false });
    });
    if (!result) return;
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    const here = (result.data as Me).profiles.find((p) => p.id === entry.id);
    onClose();
    await navigate(profileDestination(here?.link ?? entry.link, to));
    await revalidator.revalidate();
  };

  return (
    <ProfileDialog
      title="Choose your option"
      description={`Your profiles are on ${PLATFORM_NAMES[otherPlatform]}. Continue with one of them on ${PLATFORM_NAMES[platform]}, or create a new profile.`}
      onClose={onClose}
    >
      <div className="space-y-4">
        <ErrorMessage message={error} />
        <ul className="space-y-2">
          {profiles.map((entry) => (
            <li key={entry.id} className="space-y-3 rounded-lg border border-slate-300 p-3">
              <div className="flex items-center gap-3">
                <ProfileSummary entry={entry} />
              </div>
              <button
                type="button"
                className={`w-full ${SECONDARY_BUTTON}`}
                disabled={isBusy}
                onClick={() => {
                  void connect(entry);
                }}
              >
                Continue with {entry.name}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={onCreateNew}
          disabled={isBusy}
          className="w-full rounded-md border border-dashed border-slate-400 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          + Create a new profile
        </button>
      </div>
    </ProfileDialog>
  );
}
