import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A browser-like client for `app.inject`: keeps the session cookie it is given and sends
 * same-origin headers on state changes, as our own pages do.
 */
export type SessionClient = {
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** The session cookie value it holds, if any. */
  cookie: string | undefined;
  /** The session cookie's name as the server set it: `__Host-nh_session` over https, else `nh_session`. */
  cookieName: string;
};

/** Both names of the session cookie (ADR 011). */
export const SESSION_COOKIE_NAMES = ['nh_session', '__Host-nh_session'];

let clientCount = 0;

/**
 * Each client has its own remote address (a TEST-NET label, no traffic goes anywhere), as separate
 * browsers do, so per-client rate limits count each client on its own.
 */
export function createSessionClient(app: FastifyInstance, origin = 'http://localhost:3000'): SessionClient {
  clientCount += 1;
  const remoteAddress = `198.51.100.${(clientCount % 250) + 1}`;
  const client: SessionClient = {
    cookie: undefined,
    cookieName: origin.startsWith('https:') ? '__Host-nh_session' : 'nh_session',
    async request(options) {
      const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
      if (client.cookie && !headers.cookie) headers.cookie = `${client.cookieName}=${client.cookie}`;
      if (options.method && options.method !== 'GET') {
        headers.origin ??= origin;
        headers['sec-fetch-site'] ??= 'same-origin';
      }
      const response = await app.inject({ remoteAddress, ...options, headers });
      const session = response.cookies.find((c) => SESSION_COOKIE_NAMES.includes(c.name));
      if (session) {
        client.cookieName = session.name;
        client.cookie = session.value === '' ? undefined : session.value;
      }
      return response;
    },
    get: (url) => client.request({ method: 'GET', url }),
    post: (url, payload) =>
      client.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    put: (url, payload) =>
      client.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] }),
  };
  return client;
}

/** A new client signed in as `user` through the real sign-in route (its own remote address). */
export async function signedInClient(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<SessionClient> {
  const client = createSessionClient(app);
  const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}
