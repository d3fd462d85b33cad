import { z } from 'zod';
import { DigestRunInput, DigestRunSummary } from '#domain/digest/digest.schema.ts';
import { AppError } from '#domain/errors.ts';
import { runDueDigests } from '../../../services/digest/run-due-digests.ts';
import { purgeExpiredData } from '../../../services/housekeeping/purge-expired-data.ts';
import { expireJobs } from '../../../services/startup-jobs/expire-jobs.ts';
import { sendExpiryReminders } from '../../../services/startup-jobs/send-expiry-reminders.ts';
import { defineRoute } from '../../define-route.ts';
import { toPortalDeps } from '../../portal-deps.ts';
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

/**
 * The same test tool for the job schedules: expire jobs past their date, send the "still hiring?"
 * mails, and run the hourly purge, as the scheduler would at the given instant (DIGEST_RUN_ROUTE only).
 */
export const JOB_SCHEDULE_DEV_ROUTES = [
  defineRoute({
    method: 'POST',
    url: '/api/dev/jobs/expire',
    summary: 'Test only (DIGEST_RUN_ROUTE): expire the jobs past their date at the given instant',
    tags: ['dev'],
    body: DigestRunInput,
    response: z.object({ expired: z.number().int() }),
    errors: [404],
    cacheControl: 'no-store',
    handler: async ({ body }, request) => {
      if (!request.server.deps.env.DIGEST_RUN_ROUTE) throw new AppError('NOT_FOUND', 'Unknown API route');
      const now = new Date(body.now);
      return expireJobs({ ...request.server.deps, now: () => now });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/dev/jobs/remind',
    summary: 'Test only (DIGEST_RUN_ROUTE): send the "still hiring?" mails due at the given instant',
    tags: ['dev'],
    body: DigestRunInput,
    response: z.object({ jobs: z.number().int(), mails: z.number().int() }),
    errors: [404],
    cacheControl: 'no-store',
    handler: async ({ body }, request) => {
      if (!request.server.deps.env.DIGEST_RUN_ROUTE) throw new AppError('NOT_FOUND', 'Unknown API route');
      const now = new Date(body.now);
      return sendExpiryReminders({ ...toPortalDeps(request.server.deps), now: () => now }, request.log);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/dev/housekeeping/run',
    summary: 'Test only (DIGEST_RUN_ROUTE): run the hourly purge as the scheduler would at the given instant',
    tags: ['dev'],
    body: DigestRunInput,
    response: z.object({
      sessions: z.number().int(),
      emailTokens: z.number().int(),
      outboxEmails: z.number().int(),
      digestSends: z.number().int(),
      signInFailures: z.number().int(),
      captchaChallenges: z.number().int(),
      rateLimitWindows: z.number().int(),
      viewVisitors: z.number().int(),
      uploads: z.number().int(),
      unfinished: z.array(z.string()),
    }),
    errors: [404],
    cacheControl: 'no-store',
    handler: async ({ body }, request) => {
      if (!request.server.deps.env.DIGEST_RUN_ROUTE) throw new AppError('NOT_FOUND', 'Unknown API route');
      const now = new Date(body.now);
      return purgeExpiredData({ ...toPortalDeps(request.server.deps), now: () => now, logger: request.log });
    },
  }),
];
