import type { Env } from '../../env.ts';
import { createLocalNetwork } from './local-provider.ts';
import { createOidcNetwork } from './oidc-provider.ts';
import type { ProfessionalNetwork } from './professional-network.ts';

export type ProfessionalNetworkEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'PUBLIC_URL'
  | 'OAUTH_PROVIDER'
  | 'OAUTH_CLIENT_ID'
  | 'OAUTH_CLIENT_SECRET'
  | 'OAUTH_ISSUER_URL'
  | 'OAUTH_SCOPE'
>;

/** LinkedIn's OpenID Connect issuer, used when OAUTH_PROVIDER=linkedin names no other. */
export const LINKEDIN_ISSUER_URL = 'https://www.linkedin.com/oauth';

export type NetworkMode = 'oidc' | 'local' | 'off';

/**
 * Which provider runs. `auto` (the default): OpenID Connect when OAUTH_ISSUER_URL is set, otherwise the
 * built-in local provider outside production and nothing in production (anyone could sign in as anyone
 * with the local one). `local` forces the local provider (demos, the end-to-end suite), `off` disables it.
 */
export function resolveNetworkMode(
  env: Pick<ProfessionalNetworkEnv, 'NODE_ENV' | 'OAUTH_PROVIDER' | 'OAUTH_ISSUER_URL'>,
): NetworkMode {
  switch (env.OAUTH_PROVIDER) {
    case 'off':
      return 'off';
    case 'local':
      return 'local';
    case 'linkedin':
      return 'oidc';
    default:
      if (env.OAUTH_ISSUER_URL) return 'oidc';
      return env.NODE_ENV === 'production' ? 'off' : 'local';
  }
}

export type CreateProfessionalNetworkOptions = {
  env: ProfessionalNetworkEnv;
  /** The local provider's clock for code and token expiry. */
  now?: () => Date;
};

/** The configured network, or null when sign-in with it is off (the button is then hidden). */
export function createProfessionalNetwork(
  options: CreateProfessionalNetworkOptions,
): ProfessionalNetwork | null {
  const { env } = options;
  const mode = resolveNetworkMode(env);
  if (mode === 'off') return null;
  if (mode === 'local') return createLocalNetwork({ publicUrl: env.PUBLIC_URL, now: options.now });
  if (!env.OAUTH_CLIENT_ID || !env.OAUTH_CLIENT_SECRET) {
    throw new Error('Sign-in with LinkedIn needs OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET');
  }
  return createOidcNetwork({
    issuerUrl: env.OAUTH_ISSUER_URL ?? LINKEDIN_ISSUER_URL,
    clientId: env.OAUTH_CLIENT_ID,
    clientSecret: env.OAUTH_CLIENT_SECRET,
    scope: env.OAUTH_SCOPE,
  });
}
