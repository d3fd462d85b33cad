/**
 * Request URLs as the logs keep them: every query value masked, and the path segments that are keys
 * masked (a settings key, an invitation, a test checkout, an address). Links in mails carry live
 * keys; the access log must never become a place to collect them.
 */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /^(\/profile-settings\/)[^/?#]+/,
  /^(\/api\/digest\/)[^?#]+/,
  /^(\/client\/invites\/)[^/?#]+/,
  /^(\/api\/invites\/)[^/?#]+/,
  /^(\/payments\/test-checkout\/)[^/?#]+/,
];

export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, '$1***');
  if (queryStart === -1) return path;
  const names = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=***`);
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}

type LoggedRequest = {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** pino's `req` serializer for Fastify: what the default logs, with the URL masked. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
