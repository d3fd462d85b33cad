import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#domain/errors.ts';
import type { Me } from '#domain/users/user.schema.ts';
import { readSession, type SessionInfo } from '../services/auth/read-session.ts';
import { PROFILE_COOKIE, SESSION_ABSOLUTE_MS, sessionCookieName } from '../services/auth/session-policy.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { getMe, readSessionWithMe } from '../services/users/get-me.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's live session, read once on first use (null when signed out). */
    getSession(): Promise<SessionInfo | null>;
    /** getSession's read, once it began (null before). */
    sessionLookup: Promise<SessionInfo | null> | null;
    /**
     * The request's live session and its user, for a page: one statement when nothing read the
     * session before (then getSession answers from it too); null when signed out.
     */
    getSessionWithMe(platform: 'main' | 'impact'): Promise<{ session: SessionInfo; me: Me } | null>;
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
 *   same-origin (or none: typed address), and an `Origin` header must be one of ours ("null" only
 *   with Sec-Fetch-Site same-origin). Clients that send neither (curl, server-to-server) carry no
 *   victim's cookies, so they pass.
 */
export function registerSessions(
  app: FastifyInstance,
  deps: ServiceDeps & { publicUrl: string; isSecureCookie: boolean },
): void {
  const trustedOrigins = new Set([new URL(deps.publicUrl).origin]);
  const cookieName = sessionCookieName(deps.isSecureCookie);
  // The session is read once per request, kept on the request (see FastifyRequest.pageCacheTarget).
  app.decorateRequest('sessionLookup', null);
  app.decorateRequest('getSession', function getSession(this: FastifyRequest) {
    this.sessionLookup ??= readSession(deps, this.cookies[cookieName]);
    return this.sessionLookup;
  });
  app.decorateRequest(
    'getSessionWithMe',
    async function getSessionWithMe(this: FastifyRequest, platform: 'main' | 'impact') {
      if (this.sessionLookup) {
        const session = await this.sessionLookup;
        const me = session ? await getMe(deps, session.userId, platform) : null;
        return session && me ? { session, me } : null;
      }
      const both = readSessionWithMe(deps, this.cookies[cookieName], platform);
      const lookup = both.then((found) => found?.session ?? null);
      // Awaited by whoever calls getSession later, if anyone; its failure is this call's to report.
      lookup.catch(() => {});
      this.sessionLookup = lookup;
      return both;
    },
  );

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
    } else if (origin === 'null' && site !== 'same-origin') {
      // Browsers send `Origin: null` from our own pages too when the page's Referrer-Policy is
      // no-referrer (the reset-password page, whose address holds its key); their Sec-Fetch-Site,
      // which no page can set, still says same-origin. A null origin without it (a sandboxed frame,
      // a data: page, a browser without fetch metadata) is refused.
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
  });

  app.decorate('sessionCookie', { isSecure: deps.isSecureCookie, name: cookieName });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Over HTTPS: Secure, and named `__Host-nh_session` (ADR 011); else `nh_session`. */
    sessionCookie: { isSecure: boolean; name: string };
  }
}

/** The session token the request's cookie carries, if any. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[request.server.sessionCookie.name];
}

/** The cookie's attributes: host-only (no Domain), the whole site, script-proof, sent on top-level links. */
function sessionCookieOptions(app: FastifyInstance) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.sessionCookie.isSecure };
}

/** A Set-Cookie value that starts the session `token` in the browser (page actions send it themselves). */
export function serializeSessionCookie(app: FastifyInstance, token: string): string {
  return app.serializeCookie(app.sessionCookie.name, token, {
    ...sessionCookieOptions(app),
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(reply.server.sessionCookie.name, token, {
    ...sessionCookieOptions(reply.server),
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(reply.server.sessionCookie.name, sessionCookieOptions(reply.server));
}

/**
 * The Set-Cookie values of a logged-out browser: the session cookie removed, and the selected
 * profile with it, which logging out clears too (docs/product.md, After authentication). For the
 * routes that end a session (`endSession` in routes/users/user-session.ts) or an account.
 */
export function loggedOutCookies(app: FastifyInstance): string[] {
  const expired = { expires: new Date(0) };
  return [
    app.serializeCookie(app.sessionCookie.name, '', { ...sessionCookieOptions(app), ...expired }),
    app.serializeCookie(PROFILE_COOKIE, '', { path: '/', ...expired }),
  ];
}

/** The signed-in user's id, or a 401 for the client to show the sign-in. */
export async function requireUserId(request: FastifyRequest): Promise<string> {
  const session = await request.getSession();
  if (!session) throw new AppError('UNAUTHORIZED', 'Please log in');
  return session.userId;
}

/**
 * Whether a `Cookie` header holds a cookie of this name (any value, empty too), read without the
 * cookie plugin: for the page cache's hit path, which runs before it (ADR 015).
 */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if ((equals === -1 ? part : part.slice(0, equals)).trim() === name) return true;
  }
  return false;
}
