import { describe, expect, it } from 'vitest';
import { createProfessionalNetwork, resolveNetworkMode } from './create-professional-network.ts';

const BASE = {
  NODE_ENV: 'development',
  PUBLIC_URL: 'http://localhost:3000',
  OAUTH_PROVIDER: 'auto',
  OAUTH_CLIENT_ID: undefined,
  OAUTH_CLIENT_SECRET: undefined,
  OAUTH_ISSUER_URL: undefined,
  OAUTH_SCOPE: 'openid profile email',
} as const;

describe('resolveNetworkMode', () => {
  it.each([
    ['auto', 'development', undefined, 'local'],
    ['auto', 'test', undefined, 'local'],
    // Anyone could sign in as anyone with the local provider: never by default in production.
    ['auto', 'production', undefined, 'off'],
    ['auto', 'production', 'https://issuer.example', 'oidc'],
    ['auto', 'development', 'https://issuer.example', 'oidc'],
    ['local', 'production', undefined, 'local'],
    ['local', 'development', 'https://issuer.example', 'local'],
    ['linkedin', 'production', undefined, 'oidc'],
    ['off', 'development', 'https://issuer.example', 'off'],
  ] as const)('OAUTH_PROVIDER=%s in %s with issuer %s → %s', (provider, nodeEnv, issuer, mode) => {
    expect(
      resolveNetworkMode({ OAUTH_PROVIDER: provider, NODE_ENV: nodeEnv, OAUTH_ISSUER_URL: issuer }),
    ).toBe(mode);
  });
});

describe('createProfessionalNetwork', () => {
  it('is null when off and the local provider by default in development', () => {
    expect(createProfessionalNetwork({ env: { ...BASE, NODE_ENV: 'production' } })).toBeNull();
    expect(createProfessionalNetwork({ env: BASE })?.kind).toBe('local');
  });

  it('needs the client credentials for OpenID Connect', () => {
    expect(() => createProfessionalNetwork({ env: { ...BASE, OAUTH_PROVIDER: 'linkedin' } })).toThrow(
      /OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET/,
    );
    const network = createProfessionalNetwork({
      env: { ...BASE, OAUTH_PROVIDER: 'linkedin', OAUTH_CLIENT_ID: 'id', OAUTH_CLIENT_SECRET: 'secret' },
    });
    expect(network).toMatchObject({ kind: 'oidc', identityProvider: 'linkedin' });
  });

  it('refuses a plain-http issuer that is not on this machine', () => {
    const env = { ...BASE, OAUTH_CLIENT_ID: 'id', OAUTH_CLIENT_SECRET: 'secret' };
    expect(() =>
      createProfessionalNetwork({ env: { ...env, OAUTH_ISSUER_URL: 'http://issuer.example' } }),
    ).toThrow(/https/);
    expect(
      createProfessionalNetwork({ env: { ...env, OAUTH_ISSUER_URL: 'http://127.0.0.1:9999' } })?.kind,
    ).toBe('oidc');
  });
});
