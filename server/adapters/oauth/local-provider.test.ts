import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLocalNetwork, LOCAL_CLIENT_ID, localSubject } from './local-provider.ts';
import { NetworkRefusedError } from './professional-network.ts';

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/auth/linkedin/callback`;
const PERSON = { firstName: 'Liv', lastName: 'Strand', email: 'Liv@Example.test' };

function pkce() {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

function setUp() {
  let now = new Date('2026-11-21T12:00:00Z');
  const network = createLocalNetwork({ publicUrl: PUBLIC_URL, now: () => now });
  const { verifier, challenge } = pkce();
  const query = {
    response_type: 'code',
    client_id: LOCAL_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email',
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  };
  return {
    network,
    verifier,
    query,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

describe('local provider', () => {
  it('builds its authorization URL under the public URL and reads it back', async () => {
    const { network, query } = setUp();
    const url = new URL(
      await network.authorizationUrl({
        state: query.state,
        codeChallenge: query.code_challenge,
        nonce: 'n',
        redirectUri: REDIRECT_URI,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/oauth/local/authorize`);
    expect(network.readAuthorizeRequest(Object.fromEntries(url.searchParams))).toEqual({
      clientId: LOCAL_CLIENT_ID,
      redirectUri: REDIRECT_URI,
      state: query.state,
      codeChallenge: query.code_challenge,
      scope: 'openid profile email',
    });
  });

  it.each([
    ['response_type', 'token'],
    ['client_id', 'other'],
    ['redirect_uri', 'https://evil.example/auth/linkedin/callback'],
    ['code_challenge_method', 'plain'],
    ['code_challenge', 'short'],
    ['state', ''],
  ])('refuses a request with %s=%j', (name, value) => {
    const { network, query } = setUp();
    expect(network.readAuthorizeRequest({ ...query, [name]: value })).toBeNull();
  });

  it('exchanges an approved code once, with the right verifier, for a token that reads the person', async () => {
    const { network, query, verifier } = setUp();
    const request = network.readAuthorizeRequest(query);
    if (!request) throw new Error('request refused');
    const code = network.approve(request, PERSON);
    const token = await network.exchangeCode({
      code,
      codeVerifier: verifier,
      nonce: 'n',
      redirectUri: REDIRECT_URI,
    });
    expect(token.expiresIn).toBe(3600);
    expect(await network.fetchProfile(token.accessToken)).toEqual({
      subject: localSubject('liv@example.test'),
      email: 'liv@example.test',
      emailVerified: true,
      firstName: 'Liv',
      lastName: 'Strand',
    });
    await expect(
      network.exchangeCode({ code, codeVerifier: verifier, nonce: 'n', redirectUri: REDIRECT_URI }),
    ).rejects.toThrow(NetworkRefusedError);
  });

  it('refuses a wrong verifier or redirect URI, and spends the code doing so', async () => {
    const { network, query, verifier } = setUp();
    const request = network.readAuthorizeRequest(query);
    if (!request) throw new Error('request refused');
    const code = network.approve(request, PERSON);
    await expect(
      network.exchangeCode({ code, codeVerifier: pkce().verifier, nonce: 'n', redirectUri: REDIRECT_URI }),
    ).rejects.toThrow(/code_verifier/);
    await expect(
      network.exchangeCode({ code, codeVerifier: verifier, nonce: 'n', redirectUri: REDIRECT_URI }),
    ).rejects.toThrow(NetworkRefusedError);
    const other = network.approve(request, PERSON);
    await expect(
      network.exchangeCode({
        code: other,
        codeVerifier: verifier,
        nonce: 'n',
        redirectUri: `${PUBLIC_URL}/elsewhere`,
      }),
    ).rejects.toThrow(/redirect_uri/);
  });

  it('lets codes expire after 2 minutes and tokens after an hour', async () => {
    const { network, query, verifier, advance } = setUp();
    const request = network.readAuthorizeRequest(query);
    if (!request) throw new Error('request refused');
    const late = network.approve(request, PERSON);
    advance(2 * 60_000);
    await expect(
      network.exchangeCode({ code: late, codeVerifier: verifier, nonce: 'n', redirectUri: REDIRECT_URI }),
    ).rejects.toThrow(NetworkRefusedError);
    const code = network.approve(request, PERSON);
    const { accessToken } = await network.exchangeCode({
      code,
      codeVerifier: verifier,
      nonce: 'n',
      redirectUri: REDIRECT_URI,
    });
    advance(3600 * 1000);
    await expect(network.fetchProfile(accessToken)).rejects.toThrow(NetworkRefusedError);
  });

  it('gives one email one subject, whatever its case', () => {
    expect(localSubject('A@B.test')).toBe(localSubject(' a@b.test '));
    expect(localSubject('a@b.test')).not.toBe(localSubject('c@b.test'));
  });
});
