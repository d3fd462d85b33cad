import { useSyncExternalStore } from 'react';
import type { Me } from '#domain/users/user.schema.ts';
import { closeAuthModal } from '../auth/auth-modal-store.ts';

/**
 * The profile modals of spec §2, as the auth flow's end (§4 After authentication) or the user menu
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

/** The user menu's 'Switch profile' links to `/?switchProfile=1` (optionally with a `to` target). */
export function profileModalFromQuery(params: URLSearchParams): ProfileModalRequest | null {
  if (!params.has('switchProfile')) return null;
  return { kind: 'switchProfile', to: params.get('to') };
}

/** The query parameters that open a modal; closing the modal removes them from the address. */
export const MODAL_QUERY_PARAMS = ['auth', 'to', 'switchProfile'] as const;
