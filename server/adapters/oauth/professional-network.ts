/** The person as the network vouches for them (OpenID Connect userinfo, mapped). */
export type NetworkProfile = {
  /** Stable id of the person at the network (`sub`). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture?: string | undefined;
};

/**
 * Sign-in with the professional network (LinkedIn): the OAuth 2 code flow with PKCE. The server keeps
 * state and verifier (routes/auth); the adapter only speaks to the provider.
 */
export type ProfessionalNetwork = {
  kind: 'oidc' | 'local';
  /** Identities are stored per provider: a local test identity can never match a real one. */
  identityProvider: string;
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): Promise<string>;
  /** Throws NetworkRefusedError when the provider refuses the code (spent, expired, wrong verifier). */
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<{ accessToken: string; expiresIn: number }>;
  /** Throws NetworkRefusedError when the provider refuses the token. */
  fetchProfile(accessToken: string): Promise<NetworkProfile>;
};

/** The provider said no (invalid_grant, invalid_token, ...): the person's attempt, not our fault. */
export class NetworkRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkRefusedError';
  }
}
