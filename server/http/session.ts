import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#domain/errors.ts';
import { readSession, type SessionInfo } from '../services/auth/read-session.ts';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../services/auth/session-policy.ts';
import type { ServiceDeps } from '../services/deps.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's live session, read once on first use (null when signed out). */
    getSession(): Promise<SessionInfo | null>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one exception to the cross-site check: the RFC 8058 one-click unsubscribe target of the job
 * digest (routes/digest/digest-routes.ts). Mail providers post it from their servers or from their
 * webmail origin, so it can never look same-origin. It is safe to accept: it reads no cookie (the
 * long random key in the URL is the only authority), and it only ever stops mail.
 */
const CROSS_SITE_ALLOWED_ROUTES = new Set([
  '/api/digest/:settingsKey/unsubscribe',
  // The payment provider's webhook (routes/payments/payment-webhook-routes.ts), posted by the
  // provider's servers: it reads no cookie and acts for nobody; the signature over the raw body is
  // the only authority, checked before anything changes.
  '/api/payments/webhook/:provider',
]);

/**
 * Sessions and CSRF for every route (API and page actions alike):
 * - the cookie holds a random token; the server keeps only its hash (services/auth);
 * - state-changing requests must come from our own pages: a browser's `Sec-Fetch-Site` must be
 *   same-origin (or none: typed address), and an `Origin` header must be one of ours. Clients that
 *   send neither (curl, server-to-server) carry no victim's cookies, so they pass.
 */
export function registerSessions(
  app: FastifyInstance,
  deps: ServiceDeps & { publicUrl: string; isSecureCookie: boolean },
): void {
  const trustedOrigins = new Set([new URL(deps.publicUrl).origin]);
  const cache = new WeakMap<FastifyRequest, Promise<SessionInfo | null>>();

  app.decorateRequest('getSession', function getSession(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = readSession(deps, this.cookies[SESSION_COOKIE]);
      cache.set(this, pending);
    }
    return pending;
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.method === 'POST' && CROSS_SITE_ALLOWED_ROUTES.has(request.routeOptions.url ?? '')) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== 'null') {
      const requestOrigin = `${request.protocol}://${request.host}`;
      if (!trustedOrigins.has(origin) && origin !== requestOrigin) {
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      }
    } else if (origin === 'null') {
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
  });

  app.decorate('sessionCookie', { isSecure: deps.isSecureCookie });
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: { isSecure: boolean };
  }
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.sessionCookie.isSecure,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.sessionCookie.isSecure,
  });
}

/** The signed-in user's id, or a 401 for the client to show the sign-in. */
export async function requireUserId(request: FastifyRequest): Promise<string> {
  const session = await request.getSession();
  if (!session) throw new AppError('UNAUTHORIZED', 'Please log in');
  return session.userId;
}
