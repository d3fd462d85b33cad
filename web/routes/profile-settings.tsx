import { useSearchParams } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { DigestSettings } from '../components/digest/digest-settings.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/profile-settings.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  return withNotFoundPage(async () => {
    return { subscription: await getAppContext(context).services.digest.getSubscription(params.settingsKey) };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      matches,
      ...(loaderData
        ? {
            title: 'Email notifications',
            description: 'Manage your Nordhub job digest: countries, roles, how often, or unsubscribe.',
          }
        : { title: 'Page not found', description: 'This page could not be found' }),
      noIndex: true,
    }),
  ];
}

/** The key in the URL is the password to the subscription: never kept by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * `/profile-settings/{settingsKey}` (docs/product.md, Pages, email notifications): manages a job digest subscription
 * without a login; the long random key comes from the digest mails. An unknown key is the 404 page.
 */
export default function ProfileSettings({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Email notifications</h1>
      <p className="mt-3 text-slate-700">Your Nordhub job digest: new jobs at Nordic startups by email.</p>
      <div className="mt-8">
        <DigestSettings
          key={loaderData.subscription.settingsKey}
          initial={loaderData.subscription}
          autoConfirm={searchParams.get('confirm') === '1'}
        />
      </div>
    </div>
  );
}
