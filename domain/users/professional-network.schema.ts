import { z } from 'zod';
import { Me } from './user.schema.ts';

/**
 * Sign-in with the professional network (LinkedIn, docs/product.md, Calls `users/authorize-with-{network}`, Error texts and Constants).
 * The network is `linkedin` in URLs and "LinkedIn" to people.
 */
export const PROFESSIONAL_NETWORK = 'linkedin';
export const PROFESSIONAL_NETWORK_LABEL = 'LinkedIn';

/** The popup starts here: the server creates state + PKCE and redirects to the network. */
export const NETWORK_START_PATH = '/auth/linkedin/start';
/** The network sends the popup back here (the registered redirect URI, under PUBLIC_URL). */
export const NETWORK_CALLBACK_PATH = '/auth/linkedin/callback';
export const NETWORK_TOKEN_PATH = '/api/auth/linkedin/token';
export const NETWORK_AUTHORIZE_PATH = '/api/users/authorize-with-linkedin';

/** docs/product.md, Constants: popup 800x650, checked every 250 ms; the token's expiry is cut by 60000 ms. */
export const NETWORK_POPUP_WIDTH = 800;
export const NETWORK_POPUP_HEIGHT = 650;
export const NETWORK_POPUP_POLL_MS = 250;
export const NETWORK_TOKEN_EXPIRY_MARGIN_MS = 60_000;

/** docs/product.md, Error texts: these answers of the network mean the person did not authorize (as does closing the popup). */
export const NETWORK_CANCEL_ERRORS = ['user_cancelled_login', 'user_cancelled_authorize', 'access_denied'];

/** docs/product.md, Error texts: network login without an account while sign-up is not allowed. */
export const NO_ACCOUNT_MESSAGE = 'You do not have an account yet, please signup first.';
export const NOT_AUTHORIZED_MESSAGE = 'LinkedIn sign-in was cancelled. You are not logged in.';
/** No silent linking: an existing account with the network's email must log in with its password. */
export const NETWORK_EMAIL_TAKEN_MESSAGE =
  'An account with this email address already exists. Please log in with your email and password.';

/** What the popup brings back from the callback page. */
export const NetworkTokenInput = z.object({
  code: z.string().trim().min(1).max(2048),
  state: z.string().trim().min(1).max(256),
});
export type NetworkTokenInput = z.infer<typeof NetworkTokenInput>;

export const NetworkToken = z.object({
  /** Opaque to the browser: only this server can use it, and only until it expires. */
  accessToken: z.string(),
  /** Seconds the token is valid for. */
  expiresIn: z.number().int().positive(),
});
export type NetworkToken = z.infer<typeof NetworkToken>;

export const AuthorizeWithNetworkInput = z.object({
  accessToken: z.string().min(1).max(4096),
  /** False from the log-in step: an unknown person is told to sign up instead of getting an account. */
  allowRegistration: z.boolean(),
});
export type AuthorizeWithNetworkInput = z.infer<typeof AuthorizeWithNetworkInput>;

export const AuthorizeWithNetworkResult = z.object({
  /** The logged-in user, or null when no account exists and registration was not allowed. */
  user: Me.nullable(),
  found: z.boolean(),
  created: z.boolean(),
});
export type AuthorizeWithNetworkResult = z.infer<typeof AuthorizeWithNetworkResult>;
