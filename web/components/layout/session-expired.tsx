import { useEffect, useState } from 'react';
import { SESSION_EXPIRED_MESSAGE } from '#domain/users/session-messages.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { startSessionWatch } from '../../lib/session-watch.ts';

const REDIRECT_DELAY_MS = 2_000;

/**
 * Mounted (after hydration) once someone is logged in: runs the session watch and, when the session
 * turns out to be gone, logs out (the cookie is dropped), says so and returns to the front page
 * (docs/product.md, Error texts). The one place every sign of it arrives: the periodic check, any API
 * answer 401/403 (api-client.ts), and `hasSessionEnded`, the page's own data answering without the
 * user after a page request (a loader, an action, a fetcher).
 */
export default function SessionWatch({
  userId,
  hasSessionEnded,
}: {
  /** The user the page has been showing: the log-out ends only their session (see below). */
  userId: string;
  hasSessionEnded: boolean;
}) {
  const [isExpired, setIsExpired] = useState(false);

  useEffect(() => startSessionWatch({ onExpired: () => setIsExpired(true) }), []);
  useEffect(() => {
    if (hasSessionEnded) setIsExpired(true);
  }, [hasSessionEnded]);

  useEffect(() => {
    if (!isExpired) return;
    // Only this user's session: if someone logged in since in another tab (the cookie is theirs
    // now), the server keeps their session and the front page below shows them.
    void apiRequest('POST', '/api/users/sign-out', { userId });
    // A full navigation: the user's data leaves the page with it (docs/product.md, Session).
    const timer = setTimeout(() => window.location.assign('/'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isExpired, userId]);

  if (!isExpired) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-50 bg-amber-100 px-4 py-3 text-center text-sm font-semibold text-amber-950 shadow"
    >
      {SESSION_EXPIRED_MESSAGE}
    </div>
  );
}
