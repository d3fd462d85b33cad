import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import {
  type AuthStep,
  authStepFromQuery,
  closeAuthModal,
  useRequestedAuthStep,
} from './auth-modal-store.ts';

// The dialog (Radix, forms, captcha) is loaded only when it opens: it is not in any page's first load.
const AuthDialog = lazy(() => import('./auth-dialog.tsx'));

type RootMe = { me: unknown } | undefined;

/**
 * Opens the auth modal for the header's buttons and for `?auth=login|signup` / `?to=/path` when
 * nobody is logged in. It renders after hydration only (a dialog is an interaction, not content).
 */
export function AuthModalHost() {
  const root = useRouteLoaderData('root') as RootMe;
  const isLoggedIn = Boolean(root?.me);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = useRequestedAuthStep();
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);

  const queryStep = isLoggedIn ? null : authStepFromQuery(searchParams);
  const step: AuthStep | null = requested ?? queryStep;
  if (!isMounted || !step) return null;

  const close = () => {
    closeAuthModal();
    if (searchParams.has('auth') || searchParams.has('to')) {
      const next = new URLSearchParams(searchParams);
      next.delete('auth');
      next.delete('to');
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <Suspense fallback={null}>
      <AuthDialog key={step} initialStep={step} to={searchParams.get('to')} onClose={close} />
    </Suspense>
  );
}
