import type { FastifyReply } from 'fastify';

/** `attachment; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 8187). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Answers with a stored CV, as uploaded, so it is never opened by the browser as part of our site:
 * always a download (`Content-Disposition: attachment`), always `application/pdf` with `nosniff`,
 * and, should it be opened on its own anyway, a sandboxed document (`Content-Security-Policy:
 * sandbox`: no script, no same-origin rights). Private: never kept by shared caches.
 */
export function sendCvFile(reply: FastifyReply, file: { data: Buffer; fileName: string }): FastifyReply {
  return reply
    .status(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
