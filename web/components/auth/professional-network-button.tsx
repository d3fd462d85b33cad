// First: zod must be jitless before any schema is built (our CSP forbids eval).
import './zod-jitless.ts';
import { useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import {
  type AuthorizeWithNetworkResult,
  NETWORK_AUTHORIZE_PATH,
  NETWORK_CALLBACK_PATH,
  NETWORK_CANCEL_ERRORS,
  NETWORK_POPUP_HEIGHT,
  NETWORK_POPUP_POLL_MS,
  NETWORK_POPUP_WIDTH,
  NETWORK_START_PATH,
  NETWORK_TOKEN_PATH,
  type NetworkToken,
  NO_ACCOUNT_MESSAGE,
  NOT_AUTHORIZED_MESSAGE,
  PROFESSIONAL_NETWORK_LABEL,
} from '#domain/users/professional-network.schema.ts';
import type { Me } from '#domain/users/user.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { forgetNetworkToken, readNetworkToken, rememberNetworkToken } from './network-token-cache.ts';

const POPUP_NAME = 'nordhub-linkedin';
export const POPUP_BLOCKED_MESSAGE = `Please allow pop-ups for this site to continue with ${PROFESSIONAL_NETWORK_LABEL}.`;
export const NETWORK_FAILED_MESSAGE = `${PROFESSIONAL_NETWORK_LABEL} sign-in did not work. Please try again.`;

/** What the popup brought back from the callback page. */
export type PopupOutcome =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: string }
  | { kind: 'closed' };

/** docs/product.md, Calls: the client action's result carries `authorized` and `userExists`. */
export type NetworkSignInResult = {
  /** The person allowed the sign-in at the network (false: cancelled, denied or popup closed). */
  authorized: boolean;
  /** An account exists for them now (found, or created because registration was allowed). */
  userExists: boolean;
  user: Me | null;
  created: boolean;
  /** Why it failed, when it did for another reason than the person saying no. */
  error: string | null;
};

/** `window.open` features for an 800x650 popup centred over the current window. */
export function popupFeatures(window: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - NETWORK_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - NETWORK_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${NETWORK_POPUP_WIDTH},height=${NETWORK_POPUP_HEIGHT},left=${left},top=${top}`;
}

/** The callback page's query: a code and state, a refusal (docs/product.md, Error texts cancel and denial) or another error. */
export function readCallbackQuery(search: string): PopupOutcome {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) return NETWORK_CANCEL_ERRORS.includes(error) ? { kind: 'cancelled' } : { kind: 'failed', error };
  const code = params.get('code');
  const state = params.get('state');
  if (code && state) return { kind: 'code', code, state };
  return { kind: 'failed', error: 'invalid_callback' };
}

/**
 * Watches the popup every 250 ms until it is closed (not authorized) or is back on our callback page,
 * whose query it reads before closing it. While the popup shows the network, reading its address throws
 * (another origin): it is simply not there yet.
 */
function watchPopup(popup: Window, signal: AbortSignal): Promise<PopupOutcome> {
  return new Promise((resolve) => {
    const timer = window.setInterval(() => {
      if (signal.aborted) {
        window.clearInterval(timer);
        popup.close();
        resolve({ kind: 'closed' });
        return;
      }
      if (popup.closed) {
        window.clearInterval(timer);
        resolve({ kind: 'closed' });
        return;
      }
      let location: { origin: string; pathname: string; search: string };
      try {
        location = popup.location;
        if (location.origin !== window.location.origin || location.pathname !== NETWORK_CALLBACK_PATH) return;
      } catch {
        return;
      }
      window.clearInterval(timer);
      const outcome = readCallbackQuery(location.search);
      popup.close();
      resolve(outcome);
    }, NETWORK_POPUP_POLL_MS);
  });
}

const notAuthorized = (error: string | null = null): NetworkSignInResult => ({
  authorized: false,
  userExists: false,
  user: null,
  created: false,
  error,
});

/** The popup, the code-for-token exchange and the sign-in, with the token reused while it is valid. */
async function signInWithNetwork(options: {
  allowRegistration: boolean;
  popup: Window | null;
  signal: AbortSignal;
}): Promise<NetworkSignInResult> {
  let accessToken = readNetworkToken();
  if (!accessToken) {
    if (!options.popup) return notAuthorized(POPUP_BLOCKED_MESSAGE);
    const outcome = await watchPopup(options.popup, options.signal);
    if (outcome.kind === 'closed' || outcome.kind === 'cancelled') return notAuthorized();
    if (outcome.kind === 'failed') return notAuthorized(NETWORK_FAILED_MESSAGE);
    const token = await apiRequest<NetworkToken>('POST', NETWORK_TOKEN_PATH, {
      code: outcome.code,
      state: outcome.state,
    });
    if (!token.ok) return notAuthorized(token.error.message);
    rememberNetworkToken(token.data);
    accessToken = token.data.accessToken;
  }
  const result = await apiRequest<AuthorizeWithNetworkResult>('POST', NETWORK_AUTHORIZE_PATH, {
    accessToken,
    allowRegistration: options.allowRegistration,
  });
  if (!result.ok) {
    if (result.status === 401) forgetNetworkToken();
    return { ...notAuthorized(result.error.message), authorized: true };
  }
  const { user, found, created } = result.data;
  return { authorized: true, userExists: found || created, user, created, error: null };
}

type RootFlags = { professionalNetworkSignIn?: boolean } | undefined;

type ProfessionalNetworkButtonProps = {
  /** True on the sign-up landing step (an unknown person gets an account); false on the log-in step. */
  allowRegistration: boolean;
  /** `created`: the account was made just now (a sign-up, for what comes next). */
  onAuthorized: (me: Me, details: { created: boolean }) => void | Promise<void>;
  /** Told about every message the button shows (it shows them itself too, next to the button). */
  onError?: (message: string) => void;
};

/**
 * "Continue with LinkedIn" (docs/product.md, Calls, Error texts and Constants): an 800x650 popup checked every 250 ms. Cancelling,
 * denying or closing it means not authorized; a log-in without an account says to sign up first.
 * Hidden when sign-in with the network is not configured.
 */
export function ProfessionalNetworkButton({
  allowRegistration,
  onAuthorized,
  onError,
}: ProfessionalNetworkButtonProps) {
  const root = useRouteLoaderData('root') as RootFlags;
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const inFlight = useRef(false);
  const popupRef = useRef<Window | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Closing the dialog mid-way closes the popup too.
  useEffect(() => () => abortRef.current?.abort(), []);

  if (!root?.professionalNetworkSignIn) return null;

  const show = (text: string) => {
    setMessage(text);
    onError?.(text);
  };

  const onClick = async () => {
    if (inFlight.current) {
      // Submits are ignored while one is in flight (docs/product.md, Interaction rules); bring the open popup forward instead.
      popupRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setIsBusy(true);
    setMessage(null);
    // Opened in the click itself, before any await, or the browser blocks it as unrequested.
    const popup = readNetworkToken()
      ? null
      : window.open(NETWORK_START_PATH, POPUP_NAME, popupFeatures(window));
    popupRef.current = popup;
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const result = await signInWithNetwork({ allowRegistration, popup, signal: controller.signal });
      if (controller.signal.aborted) return;
      if (result.user) {
        await onAuthorized(result.user, { created: result.created });
      } else if (result.error) {
        show(result.error);
      } else if (!result.authorized) {
        show(NOT_AUTHORIZED_MESSAGE);
      } else {
        show(NO_ACCOUNT_MESSAGE);
      }
    } finally {
      popupRef.current = null;
      inFlight.current = false;
      if (!controller.signal.aborted) setIsBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void onClick()}
        aria-busy={isBusy || undefined}
        className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-50"
      >
        <span
          aria-hidden="true"
          className="inline-flex h-5 w-5 items-center justify-center rounded-sm bg-[#0a66c2] text-xs font-bold text-white"
        >
          in
        </span>
        {isBusy
          ? `Waiting for ${PROFESSIONAL_NETWORK_LABEL}…`
          : `Continue with ${PROFESSIONAL_NETWORK_LABEL}`}
      </button>
      <div
        role="alert"
        className={message ? 'rounded-md bg-red-50 px-3 py-2 text-sm text-red-800' : undefined}
      >
        {message}
      </div>
    </div>
  );
}
