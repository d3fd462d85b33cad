import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ApplyInput,
  ApplyResult,
  QuickApplyInput,
  QuickApplyProfile,
  ResendApplicantsResult,
  TalentApplication,
  TalentApplicationList,
} from '#domain/applications/applying.schema.ts';
import { applyToJob } from '../../../services/applications/apply-to-job.ts';
import type { ApplyingDeps } from '../../../services/applications/applying-deps.ts';
import { recordApplyClick } from '../../../services/applications/record-apply-click.ts';
import { resendEmailApplications } from '../../../services/applications/resend-email-applications.ts';
import {
  getTalentApplication,
  listTalentApplications,
} from '../../../services/applications/talent-applications.ts';
import { withdrawApplication } from '../../../services/applications/withdraw-application.ts';
import { getQuickApply } from '../../../services/talent/get-quick-apply.ts';
import { readOwnCv } from '../../../services/talent/read-own-cv.ts';
import { updateQuickApply } from '../../../services/talent/update-quick-apply.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';
import { sendCvFile } from './send-cv-file.ts';

const JobIdParams = z.object({ id: z.string().max(64) });
const ApplicationIdParams = z.object({ id: z.string().max(64) });
const PdfFile = z.object({}).describe('The CV as uploaded: application/pdf, Content-Disposition attachment');
const Redirect = z.object({}).describe("303 See Other: Location is the job's own application address");

/** Applying (per client address): a person sends a few an hour; a script sending more is stopped. */
export const APPLY_RATE_LIMIT = { max: 20, timeWindowMs: 3_600_000 };

/** The app's dependencies as the applying services take them (links on PUBLIC_URL). */
export function applyingDeps(request: FastifyRequest): ApplyingDeps {
  const { deps } = request.server;
  if (!deps.storage) throw new Error('buildApp resolves the storage first');
  return {
    db: deps.db,
    now: deps.now,
    mail: deps.mail,
    publicUrl: deps.env.PUBLIC_URL,
    storage: deps.storage,
    ...(deps.slack ? { slack: deps.slack } : {}),
    logger: request.log,
  };
}

/**
 * The talent side of applying (issue 9): quick apply settings and the saved CV, applying to a job
 * by its way of receiving applications, the talent's applications and withdrawing one, and the
 * startup member's resend of a job's email applications. CV uploads are `POST /api/upload/cv`
 * (cv-upload-routes.ts).
 */
export const APPLYING_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/applicant/settings',
    summary:
      'Quick apply settings of the signed-in talent: name, email (the account’s when not set), phone, LinkedIn, CV, intro, preferred countries and roles, and whether an application can be sent as is',
    tags: ['applying'],
    response: QuickApplyProfile,
    errors: [401, 404],
    handler: async (_input, request) => getQuickApply(request.server.deps, await requireUserId(request)),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/applicant/settings',
    summary:
      'Save the quick apply settings. cvFile attaches a CV uploaded with POST /api/upload/cv (left out: the saved CV stays); removeCv removes it',
    tags: ['applying'],
    body: QuickApplyInput,
    response: QuickApplyProfile,
    errors: [401, 404],
    handler: async ({ body }, request) =>
      updateQuickApply(applyingDeps(request), await requireUserId(request), body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/applicant/cv',
    summary:
      'Download the signed-in talent’s saved CV (application/pdf, as an attachment, nosniff, sandboxed)',
    tags: ['applying'],
    response: PdfFile,
    errors: [401, 404],
    handler: async (_input, request, reply) => {
      const file = await readOwnCv(applyingDeps(request), await requireUserId(request));
      return sendCvFile(reply, file);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/jobs/:id/apply',
    summary:
      'Apply to a job that receives applications on the platform (pipeline) or by email (mailed to the job’s address with the CV attached). 201 with the new application; 200 with existing: true when the person had applied before. 409: the job no longer takes applications, takes them on the startup’s website, or there is no talent profile',
    tags: ['applying'],
    params: JobIdParams,
    body: ApplyInput,
    response: ApplyResult,
    status: 201,
    errors: [401, 404, 409, 429],
    rateLimit: APPLY_RATE_LIMIT,
    handler: async ({ params, body }, request, reply) => {
      const result = await applyToJob(applyingDeps(request), {
        userId: await requireUserId(request),
        jobId: params.id,
        platform: request.site.platform,
        values: body,
      });
      return reply.status(result.existing ? 200 : 201).send(ApplyResult.parse(result));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/jobs/:id/apply/external',
    summary:
      "Apply on the startup's website: records the click and answers 303 to the job's own application address (a job that no longer takes applications: 303 to its page)",
    tags: ['applying'],
    params: JobIdParams,
    response: Redirect,
    status: 303,
    errors: [404],
    rateLimit: { max: 60, timeWindowMs: 60_000 },
    handler: async ({ params }, request, reply) => {
      const session = await request.getSession();
      const { location } = await recordApplyClick(request.server.deps, {
        jobId: params.id,
        userId: session?.userId ?? null,
        platform: request.site.platform,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 303);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/applicant/applications',
    summary:
      'The signed-in talent’s applications, newest first, with the status they see (Applied, In review, Hired, Not selected, Withdrawn)',
    tags: ['applying'],
    response: TalentApplicationList,
    errors: [401],
    handler: async (_input, request) => ({
      applications: await listTalentApplications(request.server.deps, await requireUserId(request)),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/applicant/applications/:id',
    summary: 'One of the signed-in talent’s applications (someone else’s: 404)',
    tags: ['applying'],
    params: ApplicationIdParams,
    response: TalentApplication,
    errors: [401, 404],
    handler: async ({ params }, request) =>
      getTalentApplication(request.server.deps, await requireUserId(request), params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/applications/:id/withdraw',
    summary:
      'Withdraw one of the signed-in talent’s applications (the startup sees it as withdrawn; idempotent). A decided application: 409; someone else’s: 404',
    tags: ['applying'],
    params: ApplicationIdParams,
    response: TalentApplication,
    errors: [401, 404, 409],
    handler: async ({ params }, request) =>
      withdrawApplication(request.server.deps, await requireUserId(request), params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/jobs/:id/resend-applicants',
    summary:
      'For a job that receives applications by email: send every email application again to the job’s current address, one mail each with the CV attached (members of the startup and admins; others: 404)',
    tags: ['applying'],
    params: JobIdParams,
    response: ResendApplicantsResult,
    errors: [401, 404, 409, 429],
    rateLimit: { max: 10, timeWindowMs: 3_600_000 },
    handler: async ({ params }, request) =>
      resendEmailApplications(applyingDeps(request), await requireUserId(request), params.id),
  }),
];
