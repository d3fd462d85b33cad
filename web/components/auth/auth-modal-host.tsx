import { Fragment, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useRouteLoaderData, useSearchParams } from 'react-router';
import type { Platform } from '#domain/companies/company.schema.ts';
import { toSafeRedirectPath } from '#domain/users/safe-redirect.ts';
import type { Me, ProfileEntry } from '#domain/users/user.schema.ts';
import {
  closeProfileModal,
  MODAL_QUERY_PARAMS,
  openProfileModal,
  type ProfileModalRequest,
  profileModalFromQuery,
  useRequestedProfileModal,
} from '../profiles/profile-modal-store.ts';
import {
  type AuthStep,
  authStepFromQuery,
  closeAuthModal,
  useRequestedAuthStep,
} from './auth-modal-store.ts';

// The dialogs (Radix, forms, captcha) are loaded only when they open: none is in a page's first load.
const AuthDialog = lazy(() => import('./auth-dialog.tsx'));
const ChooseRoleDialog = lazy(() => import('../profiles/choose-role-dialog.tsx'));
const SwitchProfileDialog = lazy(() => import('../profiles/switch-profile-dialog.tsx'));
const ConnectProfileDialog = lazy(() => import('../profiles/connect-profile-dialog.tsx'));

type RootData = { me: Me | null; selectedProfile: ProfileEntry | null; platform: Platform } | undefined;

/**
 * Opens the modals of docs/product.md, Pages: the auth modal for the header's buttons and for `?auth=login|signup`
 * / `?to=/path` when nobody is logged in; the profile modals at the end of the auth flow (docs/product.md, Auth flow
 * After authentication) and for the user menu's `?switchProfile=1`. The root mounts it after
 * hydration only (a dialog is an interaction, not content).
 */
export function AuthModalHost() {
  const root = useRouteLoaderData('root') as RootData;
  const rootMe = root?.me ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedStep = useRequestedAuthStep();
  const requestedProfileModal = useRequestedProfileModal();

  const navigate = useNavigate();
  const step: AuthStep | null = requestedStep ?? (rootMe ? null : authStepFromQuery(searchParams));
  const profileModal: ProfileModalRequest | null =
    step === null ? (requestedProfileModal ?? (rootMe ? profileModalFromQuery(searchParams) : null)) : null;

  // `/?to=` is the log-in request the guards send visitors to. Someone already logged in (a link
  // kept from before, a log-in in another tab) goes straight on to the target: the address never
  // stays on a request that nothing answers, and the target never sends a logged-in user back here.
  // Other pages read `to` as their own parameter (`/client/applicant?create=1&to=…`): left alone.
  const { pathname } = useLocation();
  const pendingTarget =
    rootMe && pathname === '/' && step === null && profileModal === null ? searchParams.get('to') : null;
  useEffect(() => {
    if (pendingTarget !== null) void navigate(toSafeRedirectPath(pendingTarget), { replace: true });
  }, [pendingTarget, navigate]);

  const clearModalQuery = () => {
    if (!MODAL_QUERY_PARAMS.some((name) => searchParams.has(name))) return;
    const next = new URLSearchParams(searchParams);
    for (const name of MODAL_QUERY_PARAMS) next.delete(name);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  if (step) {
    const close = () => {
      closeAuthModal();
      clearModalQuery();
    };
    return (
      <Suspense fallback={null}>
        <AuthDialog key={step} initialStep={step} to={searchParams.get('to')} onClose={close} />
      </Suspense>
    );
  }

  // The user as the log-in answered, until the page's data has caught up.
  const me = profileModal?.me ?? rootMe;
  if (!profileModal || !me) return null;
  const close = () => {
    closeProfileModal();
    clearModalQuery();
  };

  let dialog: ReactNode;
  switch (profileModal.kind) {
    case 'chooseRole':
      dialog = <ChooseRoleDialog isSignUp={profileModal.isSignUp} to={profileModal.to} onClose={close} />;
      break;
    case 'switchProfile':
      dialog = (
        <SwitchProfileDialog
          profiles={me.profiles}
          selectedId={profileModal.me ? null : (root?.selectedProfile?.id ?? null)}
          to={profileModal.to}
          onClose={close}
        />
      );
      break;
    case 'connectProfile':
      // Nothing to connect (the address asked for it): creating a profile is what is left.
      if (me.otherPlatformProfiles.length === 0) {
        dialog = <ChooseRoleDialog isSignUp={false} to={profileModal.to} onClose={close} />;
        break;
      }
      dialog = (
        <ConnectProfileDialog
          profiles={me.otherPlatformProfiles}
          platform={root?.platform ?? 'main'}
          to={profileModal.to}
          onCreateNew={() =>
            openProfileModal({ kind: 'chooseRole', isSignUp: false, to: profileModal.to, me })
          }
          onClose={close}
        />
      );
      break;
  }
  return (
    <Suspense fallback={null}>
      <Fragment key={profileModal.kind}>{dialog}</Fragment>
    </Suspense>
  );
}
