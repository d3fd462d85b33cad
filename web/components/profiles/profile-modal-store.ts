import { useSyncExternalStore } from 'react';
import type { Me } from '#domain/users/user.schema.ts';
import { closeAuthModal } from '../auth/auth-modal-store.ts';

/**
 * The profile modals of docs/product.md, Modals, as the auth flow's end (After authentication) or the user menu
 * ask for them. `to` is where the user goes once a profile is chosen; `me` is the user as the log-in
 * answered (the page's own data may not have caught up yet).
 */
export type ProfileModalRequest =
  | { kind: 'chooseRole'; isSignUp: boolean; to: string | null; me?: Me }
  | { kind: 'switchProfile'; to: string | null; me?: Me }
  | { kind: 'connectProfile'; to: string | null; me?: Me };

/**
 * Which profile modal is open (null: none), in a store of its own: the header's first-load code
 * only needs the auth modal's store, and this one loads with the modal host after hydration.
 */
let current: ProfileModalRequest | null = null;
const listeners = new Set<() => void>();

function emit(next: ProfileModalRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens a profile modal in place of the auth modal (one dialog at a time). */
export function openProfileModal(request: ProfileModalRequest): void {
  closeAuthModal();
  emit(request);
}

export function closeProfileModal(): void {
  emit(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRequestedProfileModal(): ProfileModalRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/**
 * A profile modal asked for by the address (optionally with a `to` target): the user menu's 'Switch
 * profile' (`?switchProfile=1`), and the end of a log-in that a page action made (a password reset),
 * which asks for what docs/product.md, After authentication prompts: `?switchProfile=1`, `?connectProfile=1`
 * (also the client home's way back to the profiles of the other platform) or `?chooseRole=1`.
 */
export function profileModalFromQuery(params: URLSearchParams): ProfileModalRequest | null {
  const to = params.get('to');
  if (params.has('switchProfile')) return { kind: 'switchProfile', to };
  if (params.has('connectProfile')) return { kind: 'connectProfile', to };
  if (params.has('chooseRole')) return { kind: 'chooseRole', isSignUp: false, to };
  return null;
}

/** The query parameters that open a modal; closing the modal removes them from the address. */
export const MODAL_QUERY_PARAMS = ['auth', 'to', 'switchProfile', 'connectProfile', 'chooseRole'] as const;
