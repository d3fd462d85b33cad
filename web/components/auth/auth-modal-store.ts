import { useSyncExternalStore } from 'react';

/** docs/product.md, Auth flow steps. */
export type AuthStep = 'landing' | 'signup' | 'login' | 'forgot' | 'exists';

/**
 * Which auth step the header asked for (null: closed). A tiny store instead of a context, so the
 * header and the modal host share it without wrapping the app.
 */
let current: AuthStep | null = null;
const listeners = new Set<() => void>();

function emit(next: AuthStep | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function openAuthModal(step: AuthStep): void {
  emit(step);
}

export function closeAuthModal(): void {
  emit(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRequestedAuthStep(): AuthStep | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** `?auth=login|signup`, or a `to` target alone (docs/product.md, Modals: the to query triggers the sign-in modal). */
export function authStepFromQuery(params: URLSearchParams): AuthStep | null {
  const auth = params.get('auth');
  if (auth === 'signup') return 'landing';
  if (auth === 'login') return 'login';
  if (params.has('to')) return 'login';
  return null;
}
