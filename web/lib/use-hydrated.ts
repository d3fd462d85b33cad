import { useSyncExternalStore } from 'react';

function subscribe(): () => void {
  return () => {};
}

/**
 * False while rendering on the server and during hydration, true afterwards: for parts that only
 * exist in the browser (modals, local history, forms that need JavaScript), so the first client
 * render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
