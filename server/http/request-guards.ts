import type { FastifyInstance, FastifyReply } from 'fastify';
import { findControlCharacters, hasControlCharacters } from '#domain/forms/control-characters.ts';
import { addPreflightHeaders } from './public-api.ts';

/**
 * The methods this app answers. Anything else (TRACE, CONNECT, WebDAV verbs…) is 405 before any
 * route sees it: React Router cannot even build a request for TRACE, which used to end as a 500.
 */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/**
 * Where control characters hide in a URL: each path segment and each query name and value, decoded.
 * A segment whose percent-encoding is not UTF-8 counts as one (it decodes to no text at all).
 */
export function findUrlControlCharacters(rawUrl: string): string[] {
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const found: string[] = [];
  for (const segment of rawPath.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      found.push('path');
      break;
    }
    if (hasControlCharacters(decoded, 'singleLine')) {
      found.push('path');
      break;
    }
  }
  if (queryStart !== -1) {
    const params = new URLSearchParams(rawUrl.slice(queryStart + 1));
    const query: Record<string, string[]> = {};
    for (const [name, value] of params) query[name] = [...(query[name] ?? []), value];
    found.push(...findControlCharacters(query, 'singleLine').map((path) => path.replace(/\.\d+$/, '')));
  }
  return found;
}

/**
 * The text fields of a posted form (urlencoded or multipart; files are bytes and are skipped) that
 * hold control characters. Form fields may be multi-line (a textarea), so tab and line breaks pass.
 */
export async function findFormControlCharacters(body: Buffer, contentType: string): Promise<string[]> {
  const type = contentType.toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    return [];
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    // Not a readable form: the page action answers that itself.
    return [];
  }
  const fields: Record<string, string> = {};
  const found: string[] = [];
  for (const [name, value] of form) {
    if (hasControlCharacters(name, 'singleLine')) found.push('_key');
    else if (typeof value === 'string') fields[`${name}`] = value;
  }
  return [...found, ...findControlCharacters(fields, 'multiLine')];
}

/** The page a browser shows for a URL or form it should never have sent. */
export function sendBadRequestPage(reply: FastifyReply): FastifyReply {
  return reply
    .status(400)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>This request cannot be read</title></head>` +
        `<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
        `<h1>This request cannot be read</h1><p>The address or the form holds invisible control characters ` +
        `that no text can contain. Please check what was typed or pasted, and try again.</p>` +
        `<p><a href="/">Go to the front page</a></p></body></html>`,
    );
}

/**
 * Hooks before every route: OPTIONS gets 204 with `Allow` (React Router would refuse it with a
 * logged error; the public API's paths add the CORS preflight answer), unknown methods get 405 (with `Allow`, no body beyond a
 * message), and a
 * URL outside `/api/` with control characters in its path or query gets the 400 page (the API
 * answers such input itself, with 422 and field errors, in define-route.ts). Page form posts are
 * checked where their body is read (ssr.ts).
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') {
      // Cross-origin use (CORS) is offered for the public API's reads only (public-api.ts); elsewhere
      // the answer only says what the resource takes.
      addPreflightHeaders(request.url, reply);
      return reply.status(204).header('allow', ALLOWED_METHODS.join(', ')).send();
    }
    if (!ALLOWED.has(request.method)) {
      reply.header('allow', ALLOWED_METHODS.join(', ')).header('cache-control', 'no-store');
      return reply
        .status(405)
        .send({ code: 'METHOD_NOT_ALLOWED', message: `${request.method} is not allowed here` });
    }
    const path = request.url.split('?', 1)[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) return;
    if (findUrlControlCharacters(request.url).length > 0) return sendBadRequestPage(reply);
  });
}
