import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/auth-linkedin-callback.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Finishing sign-in',
    description: 'Finishing your sign-in with LinkedIn.',
    noIndex: true,
  });
}

/**
 * The popup's own document must not cut it off from the page that opened it (that page reads this
 * address and closes the popup), the code in the address is never cached, and no Referer carries it.
 */
export function headers() {
  return {
    'Cross-Origin-Opener-Policy': 'unsafe-none',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  };
}

/**
 * `/auth/linkedin/callback?code&state` (or `?error=…`): where LinkedIn sends the sign-in popup back.
 * The page itself does nothing: the opener sees the popup arrive here, reads the code and closes it.
 */
export default function AuthLinkedInCallback() {
  return (
    <main id="main" className="mx-auto w-full max-w-lg flex-1 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Finishing sign-in…</h1>
      <p className="mt-4 text-slate-700">
        This window closes by itself. If it stays open, close it and try again.
      </p>
    </main>
  );
}
