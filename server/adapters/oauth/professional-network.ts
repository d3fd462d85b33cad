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
 * Sign-in with the professional network (LinkedIn): the OpenID Connect code flow with PKCE and a
 * nonce. The server keeps state, verifier and nonce (routes/auth); the adapter only speaks to the
 * provider.
 */
export type ProfessionalNetwork = {
  kind: 'oidc' | 'local';
  /** Identities are stored per provider: a local test identity can never match a real one. */
  identityProvider: string;
  authorizationUrl(input: {
    state: string;
    codeChallenge: string;
    nonce: string;
    redirectUri: string;
  }): Promise<string>;
  /**
   * Throws NetworkRefusedError when the provider refuses the code (spent, expired, wrong verifier),
   * and NetworkAnswerRejectedError when its answer fails our checks (an ID token that is not signed
   * by the provider, is for another client, carries another nonce, or cannot be read).
   */
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    nonce: string;
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

/** The provider's answer did not pass our checks (a tampered or replayed ID token): never trusted. */
export class NetworkAnswerRejectedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkAnswerRejectedError';
  }
}
