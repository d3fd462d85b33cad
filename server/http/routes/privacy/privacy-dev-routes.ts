import { DigestRunInput } from '#domain/digest/digest.schema.ts';
import { AppError } from '#domain/errors.ts';
import { RetentionRunSummary } from '#domain/privacy/privacy.schema.ts';
import { anonymizeExpiredApplications } from '../../../services/privacy/anonymize-expired-applications.ts';
import { defineRoute } from '../../define-route.ts';
import { toPortalDeps } from '../../portal-deps.ts';

/**
 * Test tool beside `/api/dev/jobs/expire`: run the retention rule as the scheduler would at the
 * given instant. app.ts mounts it only with DIGEST_RUN_ROUTE (never in production); the handler checks
 * again, so a wiring mistake cannot expose it.
 */
export const PRIVACY_DEV_ROUTES = [
  defineRoute({
    method: 'POST',
    url: '/api/dev/applications/retention',
    summary:
      'Test only (DIGEST_RUN_ROUTE): anonymise the rejected applications decided 24 months before the given instant',
    tags: ['dev'],
    body: DigestRunInput,
    response: RetentionRunSummary,
    errors: [404],
    cacheControl: 'no-store',
    handler: async ({ body }, request) => {
      if (!request.server.deps.env.DIGEST_RUN_ROUTE) throw new AppError('NOT_FOUND', 'Unknown API route');
      const now = new Date(body.now);
      return anonymizeExpiredApplications({ ...toPortalDeps(request.server.deps), now: () => now });
    },
  }),
];
