import crypto from 'node:crypto';
import { NETWORK_CALLBACK_PATH } from '#domain/users/professional-network.schema.ts';
import {
  type NetworkProfile,
  NetworkRefusedError,
  type ProfessionalNetwork,
} from './professional-network.ts';

/**
 * A working stand-in for LinkedIn, served by this app in development and tests: a consent page where a
 * person types a name and an email and presses Allow or Cancel (http/routes/auth), single-use codes
 * bound to the PKCE challenge and redirect URI, and access tokens, all in this process's memory. It
 * vouches for whatever is typed, so it never runs in production unless OAUTH_PROVIDER=local asks.
 */

export const LOCAL_CLIENT_ID = 'nordhub-local';
export const LOCAL_AUTHORIZE_PATH = '/oauth/local/authorize';
export const LOCAL_IDENTITY_PROVIDER = 'linkedin-local';
const CODE_TTL_MS = 2 * 60_000;
const TOKEN_TTL_SECONDS = 3600;
/** Codes and tokens are few in development; the cap keeps a flood of Allow clicks from growing memory. */
const MAX_ENTRIES = 10_000;

/** The query (or form) the consent page was opened with, once checked. */
export type LocalAuthorizeRequest = {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scope: string;
};

export type LocalPerson = { firstName: string; lastName: string; email: string };

export type LocalProfessionalNetwork = ProfessionalNetwork & {
  kind: 'local';
  /** Null unless it is our client, our registered redirect URI and an S256 PKCE challenge. */
  readAuthorizeRequest(query: unknown): LocalAuthorizeRequest | null;
  /** "Allow": a single-use code for this person, bound to the request's challenge and redirect URI. */
  approve(request: LocalAuthorizeRequest, person: LocalPerson): string;
};

type IssuedCode = { request: LocalAuthorizeRequest; person: LocalPerson; expiresAt: number };
type IssuedToken = { person: LocalPerson; expiresAt: number };

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** Insertion-ordered map with a size cap and expiry: the oldest entries go first. */
function boundedStore<T extends { expiresAt: number }>() {
  const entries = new Map<string, T>();
  return {
    add(key: string, value: T, now: number) {
      for (const [k, v] of entries) {
        if (v.expiresAt > now && entries.size < MAX_ENTRIES) break;
        entries.delete(k);
      }
      entries.set(key, value);
    },
    /** Single use: the entry is gone after this, whatever it held. */
    take(key: string): T | undefined {
      const value = entries.get(key);
      entries.delete(key);
      return value;
    },
    get: (key: string) => entries.get(key),
  };
}

/** One person per email: the same email signs in as the same identity again. */
export function localSubject(email: string): string {
  return `local-${sha256(email.trim().toLowerCase()).slice(0, 32)}`;
}

export function createLocalNetwork(options: {
  publicUrl: string;
  now?: (() => Date) | undefined;
}): LocalProfessionalNetwork {
  const now = () => (options.now ? options.now() : new Date()).getTime();
  const redirectUri = new URL(NETWORK_CALLBACK_PATH, options.publicUrl).href;
  const codes = boundedStore<IssuedCode>();
  const tokens = boundedStore<IssuedToken>();

  return {
    kind: 'local',
    identityProvider: LOCAL_IDENTITY_PROVIDER,

    async authorizationUrl(input) {
      const url = new URL(LOCAL_AUTHORIZE_PATH, options.publicUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: LOCAL_CLIENT_ID,
        redirect_uri: input.redirectUri,
        scope: 'openid profile email',
        state: input.state,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.href;
    },

    readAuthorizeRequest(query) {
      if (!query || typeof query !== 'object') return null;
      const q = query as Record<string, unknown>;
      const text = (key: string) => (typeof q[key] === 'string' ? (q[key] as string) : '');
      if (text('response_type') !== 'code' || text('client_id') !== LOCAL_CLIENT_ID) return null;
      if (text('redirect_uri') !== redirectUri) return null;
      if (text('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(text('code_challenge'))) {
        return null;
      }
      const state = text('state');
      if (state.length === 0 || state.length > 256) return null;
      return {
        clientId: LOCAL_CLIENT_ID,
        redirectUri,
        state,
        codeChallenge: text('code_challenge'),
        scope: text('scope').slice(0, 200),
      };
    },

    approve(request, person) {
      const code = crypto.randomBytes(32).toString('base64url');
      codes.add(sha256(code), { request, person, expiresAt: now() + CODE_TTL_MS }, now());
      return code;
    },

    async exchangeCode(input) {
      const issued = codes.take(sha256(input.code));
      if (!issued || issued.expiresAt <= now())
        throw new NetworkRefusedError('invalid_grant: unknown or expired code');
      if (issued.request.redirectUri !== input.redirectUri) {
        throw new NetworkRefusedError('invalid_grant: redirect_uri does not match');
      }
      if (!sameText(sha256(input.codeVerifier), issued.request.codeChallenge)) {
        throw new NetworkRefusedError('invalid_grant: code_verifier does not match');
      }
      const accessToken = crypto.randomBytes(32).toString('base64url');
      tokens.add(
        sha256(accessToken),
        { person: issued.person, expiresAt: now() + TOKEN_TTL_SECONDS * 1000 },
        now(),
      );
      return { accessToken, expiresIn: TOKEN_TTL_SECONDS };
    },

    async fetchProfile(accessToken): Promise<NetworkProfile> {
      const issued = tokens.get(sha256(accessToken));
      if (!issued || issued.expiresAt <= now()) throw new NetworkRefusedError('invalid_token');
      const { person } = issued;
      return {
        subject: localSubject(person.email),
        email: person.email.trim().toLowerCase(),
        emailVerified: true,
        firstName: person.firstName,
        lastName: person.lastName,
      };
    },
  };
}
