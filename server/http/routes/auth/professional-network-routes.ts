import { AppError } from '#domain/errors.ts';
import {
  AuthorizeWithNetworkInput,
  AuthorizeWithNetworkResult,
  NETWORK_AUTHORIZE_PATH,
  NETWORK_TOKEN_PATH,
  NetworkToken,
  NetworkTokenInput,
} from '#domain/users/professional-network.schema.ts';
import {
  NetworkAnswerRejectedError,
  NetworkRefusedError,
} from '../../../adapters/oauth/professional-network.ts';
import { authorizeWithNetwork } from '../../../services/users/authorize-with-network.ts';
import { defineRoute } from '../../define-route.ts';
import { authDeps, readMe, startSession } from '../users/user-session.ts';
import {
  callbackUrl,
  finishFlow,
  NETWORK_ANSWER_REJECTED_MESSAGE,
  NETWORK_REFUSED_MESSAGE,
  openAccessToken,
  requireNetwork,
  sealAccessToken,
  TOKEN_INVALID_MESSAGE,
} from './network-flow.ts';

const MINUTE = 60_000;

/**
 * The provider said no: 401. Its answer failed our checks (a tampered ID token, another attempt's
 * nonce): 400, and nobody is signed in.
 */
async function refusalAs401<T>(call: () => Promise<T>, message: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof NetworkRefusedError) throw new AppError('UNAUTHORIZED', message);
    if (error instanceof NetworkAnswerRejectedError) {
      throw new AppError('BAD_REQUEST', NETWORK_ANSWER_REJECTED_MESSAGE);
    }
    throw error;
  }
}

/**
 * Sign-in with LinkedIn, the JSON half (the popup's pages are in professional-network-pages.ts): the
 * code from the popup becomes a token, and the token logs in or registers the person.
 */
export const PROFESSIONAL_NETWORK_ROUTES = [
  defineRoute({
    method: 'POST',
    url: NETWORK_TOKEN_PATH,
    summary:
      'Exchange the code the LinkedIn popup brought back for an access token: the state must be the one issued to this browser (single use, 10 minutes); the server adds its PKCE verifier. The token is sealed: only this server can use it',
    tags: ['users'],
    body: NetworkTokenInput,
    response: NetworkToken,
    errors: [400, 401, 404, 429],
    cacheControl: 'no-store',
    rateLimit: { max: 20, timeWindowMs: MINUTE },
    handler: async ({ body }, request, reply) => {
      const network = requireNetwork(request);
      const { verifier: codeVerifier, nonce } = finishFlow(request, reply, body.state);
      const token = await refusalAs401(
        () =>
          network.exchangeCode({ code: body.code, codeVerifier, nonce, redirectUri: callbackUrl(request) }),
        NETWORK_REFUSED_MESSAGE,
      );
      return sealAccessToken(request, {
        token: token.accessToken,
        provider: network.identityProvider,
        expiresIn: token.expiresIn,
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: NETWORK_AUTHORIZE_PATH,
    summary:
      'Log in with a LinkedIn access token: a known identity logs in; an unknown one is registered when allowRegistration is set, else found and created are false and nobody is logged in. An existing account with the same email is never linked (409, log in with the password)',
    tags: ['users'],
    body: AuthorizeWithNetworkInput,
    response: AuthorizeWithNetworkResult,
    errors: [401, 404, 409, 429],
    cacheControl: 'no-store',
    rateLimit: { max: 20, timeWindowMs: MINUTE },
    handler: async ({ body }, request, reply) => {
      const network = requireNetwork(request);
      const providerToken = openAccessToken(request, body.accessToken, network.identityProvider);
      const profile = await refusalAs401(() => network.fetchProfile(providerToken), TOKEN_INVALID_MESSAGE);
      const outcome = await authorizeWithNetwork(authDeps(request), {
        provider: network.identityProvider,
        profile,
        allowRegistration: body.allowRegistration,
      });
      if (!outcome.userId) return { user: null, found: false, created: false };
      await startSession(request, reply, outcome.userId, {
        method: outcome.created ? 'linkedin-sign-up' : 'linkedin',
        isSignUp: outcome.created,
      });
      const user = await readMe(request, reply, outcome.userId);
      return { user, found: outcome.found, created: outcome.created };
    },
  }),
];
