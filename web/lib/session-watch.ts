/**
 * The periodic session check (docs/product.md, Calls GET users/me; Error texts, 403 on auth check): while someone is
 * logged in, the browser asks for `/api/users/me` every 5 minutes and when the tab becomes visible
 * again (at most once per 30 s). A 401 or 403 answer, from the check or from any other API call,
 * means the session is gone: `onExpired` runs once and the watch stops. Network failures are not
 * expiry.
 */
import { apiRequest, setSessionEndedHandler } from './api-client.ts';

export const SESSION_CHECK_INTERVAL_MS = 5 * 60_000;
export const SESSION_CHECK_THROTTLE_MS = 30_000;

export function startSessionWatch(options: { onExpired: () => void }): () => void {
  // The page was just rendered with a fresh session: the first visibility check can wait.
  let lastCheckAt = Date.now();
  let isStopped = false;
  let isChecking = false;

  const expire = () => {
    if (isStopped) return;
    stop();
    options.onExpired();
  };

  const check = async () => {
    if (isStopped || isChecking) return;
    isChecking = true;
    lastCheckAt = Date.now();
    try {
      const result = await apiRequest('GET', '/api/users/me');
      if (!result.ok && (result.status === 401 || result.status === 403)) expire();
    } finally {
      isChecking = false;
    }
  };

  const onVisibilityChange = () => {
    if (document.visibilityState !== 'visible') return;
    if (Date.now() - lastCheckAt < SESSION_CHECK_THROTTLE_MS) return;
    void check();
  };

  const timer = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisibilityChange);
  const removeSessionEndedHandler = setSessionEndedHandler(expire);
  // Says the watch is listening (the e2e tests wait for it rather than for a guessed delay).
  document.documentElement.dataset.sessionWatch = 'on';

  function stop() {
    isStopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    removeSessionEndedHandler();
    delete document.documentElement.dataset.sessionWatch;
  }
  return stop;
}
