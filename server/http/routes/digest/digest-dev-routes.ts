import { DigestRunInput, DigestRunSummary } from '#domain/digest/digest.schema.ts';
import { AppError } from '#domain/errors.ts';
import { runDueDigests } from '../../../services/digest/run-due-digests.ts';
import { defineRoute } from '../../define-route.ts';
import { digestDeps } from './digest-routes.ts';

/**
 * Test tool: "advance the scheduler" to any instant. app.ts mounts it only when DIGEST_RUN_ROUTE is
 * set (the e2e server sets it; production never does): with it, anyone could send the digests of a
 * period early. The handler checks again, so a wiring mistake cannot expose it.
 */
export const DIGEST_DEV_ROUTES = [
  defineRoute({
    method: 'POST',
    url: '/api/dev/digest/run',
    summary:
      'Test only (DIGEST_RUN_ROUTE): send the digests due at the given instant, as the scheduler would',
    tags: ['dev'],
    body: DigestRunInput,
    response: DigestRunSummary,
    errors: [404],
    cacheControl: 'no-store',
    handler: async ({ body }, request) => {
      if (!request.server.deps.env.DIGEST_RUN_ROUTE) throw new AppError('NOT_FOUND', 'Unknown API route');
      return runDueDigests({ ...digestDeps(request), logger: request.log }, new Date(body.now));
    },
  }),
];
