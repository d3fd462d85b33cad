import { AppError } from '#domain/errors.ts';
import { OUTBOX_DEFAULT_LIMIT, OutboxEmailList } from '#domain/mail/outbox-email.schema.ts';
import { listOutboxEmails } from '../../../services/mail/list-outbox.ts';
import { defineRoute } from '../../define-route.ts';

/**
 * Development tools. The mail area (server/areas.ts) mounts these only when NODE_ENV is 'development'
 * or 'test': the mails hold live sign-in and reset links. The handler checks again, so a wiring
 * mistake cannot expose them.
 */
export const DEV_OUTBOX_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/dev/outbox',
    summary: 'Development only: the last 50 mails the app sent (HTML and text parts), newest first',
    tags: ['dev'],
    response: OutboxEmailList,
    errors: [404],
    // Live single-use links: never kept by a browser or proxy cache.
    cacheControl: 'no-store',
    handler: async (_input, request) => {
      if (!isDevToolsEnvironment(request.server.deps.env.NODE_ENV)) {
        throw new AppError('NOT_FOUND', 'Unknown API route');
      }
      return { emails: await listOutboxEmails(request.server.deps, { limit: OUTBOX_DEFAULT_LIMIT }) };
    },
  }),
];

/** Development tools (the mail outbox) exist in development and test, never in production. */
export function isDevToolsEnvironment(nodeEnv: string): boolean {
  return nodeEnv === 'development' || nodeEnv === 'test';
}
