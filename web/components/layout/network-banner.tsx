import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { apiRequest } from '../../lib/api-client.ts';

/** The user's `uiFeatures` entry that records the banner was closed (listed in the site config). */
export const NETWORK_BANNER_FEATURE = 'professionalNetworkBanner';

type UiFeature = { name: string; reachedAt: string };

export type NetworkBannerProps = {
  startupKey: string;
  startupName: string;
  uiFeatures: UiFeature[];
};

/**
 * docs/product.md, Banner: a startup without its professional-network (LinkedIn) organisation is asked to
 * connect it, with a link to the setting. Closing it is remembered on the account (PUT users/me
 * uiFeatures), so it stays closed in every browser.
 */
export default function NetworkBanner({ startupKey, startupName, uiFeatures }: NetworkBannerProps) {
  const [isClosed, setIsClosed] = useState(false);
  const revalidator = useRevalidator();
  if (isClosed) return null;

  const close = async () => {
    setIsClosed(true);
    const reached = [
      ...uiFeatures.filter((feature) => feature.name !== NETWORK_BANNER_FEATURE),
      { name: NETWORK_BANNER_FEATURE, reachedAt: new Date().toISOString() },
    ];
    const result = await apiRequest('PUT', '/api/users/me', { uiFeatures: reached });
    if (result.ok) void revalidator.revalidate();
  };

  return (
    <section aria-label="Connect LinkedIn" className="border-t border-sky-200 bg-sky-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-sky-950">
        <p className="flex-1">
          Connect your startup to LinkedIn: {startupName}'s live jobs then go into our job feed for LinkedIn,
          which imports them to your company page for free.
        </p>
        <Link
          to={`/client/startups/${encodeURIComponent(startupKey)}/settings?openedSetting=linkedin`}
          className="rounded-md bg-sky-700 px-3 py-1.5 font-semibold text-white hover:bg-sky-800"
        >
          Connect LinkedIn
        </Link>
        <button
          type="button"
          onClick={() => void close()}
          className="rounded-md px-2 py-1 text-sky-900 hover:bg-sky-100"
          aria-label="Close the LinkedIn banner"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </section>
  );
}
