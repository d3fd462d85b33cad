import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#domain/errors.ts';
import type { SignInMethod } from '#domain/users/sign-in-method.ts';
import { createSession } from '../../../services/auth/create-session.ts';
import { deleteSession } from '../../../services/auth/delete-sessions.ts';
import { PROFILE_COOKIE } from '../../../services/auth/session-policy.ts';
import type { AuthDeps } from '../../../services/users/auth-deps.ts';
import { getMe } from '../../../services/users/get-me.ts';
import { clearSessionCookie, loggedOutCookies, readSessionToken, setSessionCookie } from '../../session.ts';

/** What the user routes share: the services' auth deps, the `Me` answer and starting a session. */
export function authDeps(request: FastifyRequest): AuthDeps {
  const deps = request.server.deps;
  return { ...deps, publicUrl: deps.env.PUBLIC_URL };
}

export async function readMe(request: FastifyRequest, reply: FastifyReply, userId: string) {
  const me = await getMe(request.server.deps, userId, request.site.platform);
  if (!me) {
    clearSessionCookie(reply);
    throw new AppError('UNAUTHORIZED', 'Please log in');
  }
  return me;
}

/**
 * Starts a fresh session for the user: the token a visitor had before (if any) is revoked, so a
 * session id planted before sign-in is worthless after it (rotation). The browser's profile choice
 * of an earlier session goes too: a login loads the saved profile (docs/product.md, Session).
 * `method` goes to the sign-in history (create-session.ts).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  options: { method: SignInMethod; isSignUp?: boolean },
) {
  setSessionCookie(reply, await openSession(request, userId, options));
  reply.clearCookie(PROFILE_COOKIE, { path: '/' });
}

/** The same for page actions, which send the cookie themselves: answers the new session's token. */
export async function openSession(
  request: FastifyRequest,
  userId: string,
  options: { method: SignInMethod; isSignUp?: boolean },
): Promise<string> {
  const previous = readSessionToken(request);
  if (previous) await deleteSession(request.server.deps, previous);
  const { token } = await createSession(request.server.deps, {
    userId,
    method: options.method,
    userAgent: request.headers['user-agent'],
    isSignUp: options.isSignUp ?? false,
  });
  return token;
}

/**
 * Logs this browser out (docs/product.md, User menu: "Log out"): its session ends on the server;
 * answers the Set-Cookie values of a logged-out browser (`loggedOutCookies`). For the API's
 * sign-out and the `/logout` page's form.
 */
export async function endSession(request: FastifyRequest): Promise<string[]> {
  const token = readSessionToken(request);
  if (token) await deleteSession(request.server.deps, token);
  return loggedOutCookies(request.server);
}
