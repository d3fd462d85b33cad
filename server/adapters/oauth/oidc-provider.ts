import * as oidc from 'openid-client';
import {
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

async function refusalsAsNetworkErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
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
 * PKCE and state, the code grant with the verifier (client secret in the POST body, as LinkedIn wants),
 * and userinfo. Plain http is allowed only for a loopback issuer (the mock in tests).
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
        oidc.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: input.codeVerifier }),
      );
      const expiresIn = tokens.expiresIn();
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
