import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#domain/errors.ts';
import {
  NETWORK_CALLBACK_PATH,
  PROFESSIONAL_NETWORK_LABEL,
} from '#domain/users/professional-network.schema.ts';
import type { ProfessionalNetwork } from '../../../adapters/oauth/professional-network.ts';
import { createSealer, type Sealer } from './sealed-value.ts';

/**
 * What the network sign-in routes share: the flow cookie that carries state, PKCE verifier and the
 * OpenID Connect nonce from the start of the popup to the token exchange, and the sealed access
 * tokens the browser holds.
 */

/** The state + verifier + nonce of one sign-in attempt; only the token route reads it. */
export const FLOW_COOKIE = 'nh_linkedin_flow';
const FLOW_COOKIE_PATH = '/api/auth/linkedin';
/** An attempt (popup open, person typing their password at the network) may take this long. */
export const FLOW_TTL_MS = 10 * 60_000;
/**
 * Our sealed token lives at most this long, even when the network's lasts 60 days: the browser only
 * needs it to finish this sign-in (and to sign up right after a log-in attempt found no account).
 */
export const MAX_TOKEN_SECONDS = 3600;

export const FLOW_EXPIRED_MESSAGE =
  'This sign-in attempt has expired or was started in another window. Please try again.';
export const NETWORK_REFUSED_MESSAGE = `${PROFESSIONAL_NETWORK_LABEL} did not accept this sign-in. Please try again.`;
export const TOKEN_INVALID_MESSAGE = `Your ${PROFESSIONAL_NETWORK_LABEL} sign-in has expired. Please try again.`;
export const NETWORK_OFF_MESSAGE = `Sign-in with ${PROFESSIONAL_NETWORK_LABEL} is not available`;
export const NETWORK_ANSWER_REJECTED_MESSAGE = `The answer from ${PROFESSIONAL_NETWORK_LABEL} could not be verified. Please try again.`;

type FlowState = { state: string; verifier: string; nonce: string; expiresAt: number };
type SealedToken = { token: string; provider: string; expiresAt: number };

const sealers = new Map<string, Sealer>();
function sealer(request: FastifyRequest, purpose: 'flow' | 'token'): Sealer {
  const secret = request.server.deps.appSecret;
  if (!secret) throw new Error('The app secret is missing (buildApp sets one)');
  const key = `${purpose}\u0000${secret}`;
  let found = sealers.get(key);
  if (!found) {
    found = createSealer(secret, `professional network ${purpose}`);
    sealers.set(key, found);
  }
  return found;
}

export function requireNetwork(request: FastifyRequest): ProfessionalNetwork {
  const network = request.server.deps.professionalNetwork;
  if (!network) throw new AppError('NOT_FOUND', NETWORK_OFF_MESSAGE);
  return network;
}

/** The registered redirect URI: always under PUBLIC_URL, never built from the Host header. */
export function callbackUrl(request: FastifyRequest): string {
  return new URL(NETWORK_CALLBACK_PATH, request.server.deps.env.PUBLIC_URL).href;
}

const randomToken = () => crypto.randomBytes(32).toString('base64url');

/**
 * A fresh state, PKCE verifier and nonce, remembered in this browser's flow cookie; returns what
 * the authorization URL carries (the S256 challenge instead of the verifier). The nonce comes back
 * inside the provider's signed ID token, binding that token to this attempt.
 */
export function beginFlow(
  request: FastifyRequest,
  reply: FastifyReply,
): { state: string; codeChallenge: string; nonce: string } {
  const flow: FlowState = {
    state: randomToken(),
    verifier: randomToken(),
    nonce: randomToken(),
    expiresAt: request.server.deps.now().getTime() + FLOW_TTL_MS,
  };
  reply.setCookie(FLOW_COOKIE, sealer(request, 'flow').seal(flow), {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.sessionCookie.isSecure,
    maxAge: Math.floor(FLOW_TTL_MS / 1000),
  });
  const codeChallenge = crypto.createHash('sha256').update(flow.verifier).digest('base64url');
  return { state: flow.state, codeChallenge, nonce: flow.nonce };
}

function sameText(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right);
}

/**
 * The verifier and nonce of the attempt this browser started, if `state` is the one issued to it.
 * The cookie is spent either way: a state is good for one exchange.
 */
export function finishFlow(
  request: FastifyRequest,
  reply: FastifyReply,
  state: string,
): { verifier: string; nonce: string } {
  const cookie = request.cookies[FLOW_COOKIE];
  reply.clearCookie(FLOW_COOKIE, {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.sessionCookie.isSecure,
  });
  const flow = cookie ? (sealer(request, 'flow').open(cookie) as Partial<FlowState> | null) : null;
  const isValid =
    flow !== null &&
    typeof flow.state === 'string' &&
    typeof flow.verifier === 'string' &&
    typeof flow.nonce === 'string' &&
    typeof flow.expiresAt === 'number' &&
    flow.expiresAt > request.server.deps.now().getTime() &&
    sameText(flow.state, state);
  if (!isValid) throw new AppError('VALIDATION', FLOW_EXPIRED_MESSAGE, { state: [FLOW_EXPIRED_MESSAGE] });
  return { verifier: flow.verifier as string, nonce: flow.nonce as string };
}

/**
 * The network's access token, sealed: the browser can hand it back to us but cannot read or use it
 * elsewhere, and a token another site obtained for its own client is never accepted here.
 */
export function sealAccessToken(
  request: FastifyRequest,
  input: { token: string; provider: string; expiresIn: number },
): { accessToken: string; expiresIn: number } {
  const expiresIn = Math.max(1, Math.min(Math.floor(input.expiresIn), MAX_TOKEN_SECONDS));
  const sealed: SealedToken = {
    token: input.token,
    provider: input.provider,
    expiresAt: request.server.deps.now().getTime() + expiresIn * 1000,
  };
  return { accessToken: sealer(request, 'token').seal(sealed), expiresIn };
}

export function openAccessToken(request: FastifyRequest, accessToken: string, provider: string): string {
  const sealed = sealer(request, 'token').open(accessToken) as Partial<SealedToken> | null;
  const isValid =
    sealed !== null &&
    typeof sealed.token === 'string' &&
    sealed.provider === provider &&
    typeof sealed.expiresAt === 'number' &&
    sealed.expiresAt > request.server.deps.now().getTime();
  if (!isValid) throw new AppError('UNAUTHORIZED', TOKEN_INVALID_MESSAGE);
  return sealed.token as string;
}
