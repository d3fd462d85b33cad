import * as oidc from 'openid-client';
import {
  NetworkAnswerRejectedError,
  type NetworkProfile,
  NetworkRefusedError,
  type ProfessionalNetwork,
} from './professional-network.ts';

/** How long one call to the provider may take before the sign-in fails. */
const TIMEOUT_SECONDS = 10;
/** After a failed discovery the next sign-in tries again, but not more often than this. */
const DISCOVERY_RETRY_MS = 10_000;

export type OidcNetworkOptions = {
  /** The issuer identifier; its `/.well-known/openid-configuration` is read on first use. */
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Userinfo claims (OpenID Connect standard claims, as LinkedIn answers them) to our profile. */
export function profileFromUserInfo(info: Record<string, unknown>): NetworkProfile {
  const subject = text(info.sub);
  if (!subject) throw new NetworkRefusedError('userinfo without a subject');
  let firstName = text(info.given_name);
  let lastName = text(info.family_name);
  if (!firstName && !lastName) {
    const [first = '', ...rest] = text(info.name).split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  const email = text(info.email).toLowerCase();
  const picture = text(info.picture);
  return {
    subject,
    email: email || null,
    // Some providers send "true" as a string.
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    firstName,
    lastName,
    ...(picture ? { picture } : {}),
  };
}

/** Answers of the provider that mean "no" to this attempt, as opposed to the provider being down. */
function isRefusal(error: unknown): boolean {
  if (
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.WWWAuthenticateChallengeError ||
    error instanceof oidc.AuthorizationResponseError
  ) {
    return true;
  }
  // A 401 from userinfo without a WWW-Authenticate challenge arrives as "unexpected status".
  const cause = error instanceof oidc.ClientError ? error.cause : undefined;
  return cause instanceof Response && [400, 401, 403].includes(cause.status);
}

/**
 * openid-client's codes for an answer that fails validation: unreadable (PARSE_ERROR), not as the
 * protocol says or with a signature that does not verify (INVALID_RESPONSE), no key to check it with
 * (KEY_SELECTION_FAILED), a claim that is not ours (issuer, audience, nonce: CLAIM_COMPARISON), or
 * out of its time (TIMESTAMP_CHECK). A provider that is down fails otherwise (fetch errors, 5xx).
 */
const REJECTED_ANSWER_CODES = new Set([
  'OAUTH_PARSE_ERROR',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_KEY_SELECTION_FAILED',
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
]);

function isRejectedAnswer(error: unknown): boolean {
  return error instanceof oidc.ClientError && REJECTED_ANSWER_CODES.has(String(error.code));
}

async function refusalsAsNetworkErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isRejectedAnswer(error)) {
      throw new NetworkAnswerRejectedError(
        `the provider's answer failed validation (${String((error as oidc.ClientError).code)})`,
        {
          cause: error,
        },
      );
    }
    if (isRefusal(error)) {
      const code = (error as { error?: unknown }).error;
      throw new NetworkRefusedError(typeof code === 'string' ? code : 'refused by the provider', {
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * The real provider through OpenID Connect (openid-client): discovery, an authorization URL with S256
 * PKCE, state and nonce, the code grant with the verifier (client secret in the POST body, as LinkedIn
 * wants), and userinfo. The grant's ID token must be there, signed by a key of the provider's JWKS
 * (non-repudiation checks: a token altered on the way is refused even though it came over TLS), for
 * our client, from the issuer, in its time, and carry this attempt's nonce. Plain http is allowed
 * only for a loopback issuer (the mock in tests).
 */
export function createOidcNetwork(options: OidcNetworkOptions): ProfessionalNetwork {
  const issuer = new URL(options.issuerUrl);
  const isLoopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
  if (issuer.protocol !== 'https:' && !isLoopback) {
    throw new Error('OAUTH_ISSUER_URL must use https (plain http only for a local test issuer)');
  }
  let configuration: Promise<oidc.Configuration> | undefined;
  let failedAt = 0;

  function getConfiguration(): Promise<oidc.Configuration> {
    if (configuration) return configuration;
    if (Date.now() - failedAt < DISCOVERY_RETRY_MS) {
      return Promise.reject(new Error('OpenID Connect discovery failed recently; retrying shortly'));
    }
    const discovered = oidc
      .discovery(
        issuer,
        options.clientId,
        options.clientSecret,
        oidc.ClientSecretPost(options.clientSecret),
        {
          timeout: TIMEOUT_SECONDS,
          ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
      )
      .then((config) => {
        oidc.enableNonRepudiationChecks(config);
        return config;
      })
      .catch((error: unknown) => {
        // Not cached: the provider may be back for the next person.
        configuration = undefined;
        failedAt = Date.now();
        throw error;
      });
    configuration = discovered;
    return discovered;
  }

  return {
    kind: 'oidc',
    identityProvider: 'linkedin',

    async authorizationUrl(input) {
      const config = await getConfiguration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        scope: options.scope,
        state: input.state,
        nonce: input.nonce,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
      }).href;
    },

    async exchangeCode(input) {
      const config = await getConfiguration();
      // The authorization response as the callback received it; state was checked by our routes.
      const callbackUrl = new URL(input.redirectUri);
      callbackUrl.searchParams.set('code', input.code);
      const tokens = await refusalsAsNetworkErrors(() =>
        oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: input.codeVerifier,
          expectedNonce: input.nonce,
        }),
      );
      // The provider's own figure: openid-client's expiresIn() counts down from when it finished
      // (a millisecond later it says 3599 for 3600).
      const expiresIn = typeof tokens.expires_in === 'number' ? tokens.expires_in : undefined;
      return {
        accessToken: tokens.access_token,
        expiresIn: expiresIn !== undefined && expiresIn > 0 ? expiresIn : 3600,
      };
    },

    async fetchProfile(accessToken) {
      const config = await getConfiguration();
      const info = await refusalsAsNetworkErrors(() =>
        oidc.fetchUserInfo(config, accessToken, oidc.skipSubjectCheck),
      );
      return profileFromUserInfo(info as Record<string, unknown>);
    },
  };
}
