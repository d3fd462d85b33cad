import { ClosureRunSummary } from '#domain/applications/applicant-pipeline.schema.ts';
import { DigestRunInput } from '#domain/digest/digest.schema.ts';
import { AppError } from '#domain/errors.ts';
import { closeStaleApplications } from '../../../services/applications/close-stale-applications.ts';
import { defineRoute } from '../../define-route.ts';
import { toPortalDeps } from '../../portal-deps.ts';

/**
 * Test tool beside `/api/dev/jobs/expire`: run the guaranteed closure as the scheduler would at the
 * given instant. app.ts mounts it only when DIGEST_RUN_ROUTE is set (never in production); the
 * handler checks again, so a wiring mistake cannot expose it.
 */
export const PIPELINE_DEV_ROUTES = [
  defineRoute({
    method: 'POST',
    url: '/api/dev/applications/close',
    summary:
      'Test only (DIGEST_RUN_ROUTE): close the applications left untouched for the closure days, and warn the startups 5 days before, at the given instant',
    tags: ['dev'],
    body: DigestRunInput,
    response: ClosureRunSummary,
    errors: [404],
    cacheControl: 'no-store',
    handler: async ({ body }, request) => {
      if (!request.server.deps.env.DIGEST_RUN_ROUTE) throw new AppError('NOT_FOUND', 'Unknown API route');
      const now = new Date(body.now);
      return closeStaleApplications({
        ...toPortalDeps(request.server.deps),
        now: () => now,
        logger: request.log,
      });
    },
  }),
];
