import { z } from 'zod';
import { JobDetail } from '#domain/jobs/job.schema.ts';
import { JobStatus } from '#domain/jobs/job-enums.ts';
import { JobInput } from '#domain/jobs/job-form.schema.ts';
import { JobLifecycleAction, JobReport, MemberJob, MemberJobList } from '#domain/jobs/member-job.schema.ts';
import { createJob } from '../../../services/startup-jobs/create-job.ts';
import { createJobOnBehalf } from '../../../services/startup-jobs/create-job-on-behalf.ts';
import { extendJobByLink, getExtendLinkState } from '../../../services/startup-jobs/extend-job-by-link.ts';
import { getHiddenJob } from '../../../services/startup-jobs/get-hidden-job.ts';
import { getJobReport } from '../../../services/startup-jobs/get-job-report.ts';
import { getMemberJob } from '../../../services/startup-jobs/get-member-job.ts';
import { listMemberJobs } from '../../../services/startup-jobs/list-member-jobs.ts';
import { reportJob } from '../../../services/startup-jobs/report-job.ts';
import { runJobAction } from '../../../services/startup-jobs/run-job-action.ts';
import { updateJob } from '../../../services/startup-jobs/update-job.ts';
import { defineRoute } from '../../define-route.ts';
import { toPortalDeps } from '../../portal-deps.ts';
import { requireUserId } from '../../session.ts';
import { defineAdminRoute } from '../admin/define-admin-route.ts';

const CompanyParams = z.object({ key: z.string().max(100) });
const CompanyJobParams = z.object({ key: z.string().max(100), jobId: z.string().max(64) });
const JobActionResult = z.object({ job: MemberJob, outcome: JobStatus });
const ExtendLinkStateSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  companyName: z.string(),
  companyKey: z.string(),
  state: z.enum(['ready', 'extended', 'ended']),
  expirationDate: z.iso.datetime().nullable(),
  extendsTo: z.iso.datetime().nullable(),
});
const CreateJobBody = JobInput.and(z.object({ publish: z.boolean().default(false) }));

/**
 * The startup portal's job API (docs/product.md, Calls: `{companyEndpoint}/jobs`): members and admins of the startup
 * only; for anyone else every route answers the 404 of a startup or job that does not exist.
 */
export const STARTUP_JOB_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/jobs',
    summary: "A startup's jobs in every status, with views, applicants, expiry and next actions (members)",
    tags: ['startup portal'],
    params: CompanyParams,
    response: MemberJobList,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      listMemberJobs(request.server.deps, await requireUserId(request), params.key),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/jobs',
    summary: 'Create a job as a DRAFT, or publish it at once with `publish` (members)',
    tags: ['startup portal'],
    params: CompanyParams,
    body: CreateJobBody,
    response: JobActionResult,
    status: 201,
    errors: [401, 404, 422],
    handler: async ({ params, body }, request) => {
      const { publish, ...values } = body;
      return createJob(request.server.deps, await requireUserId(request), params.key, values, { publish });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/jobs/:jobId',
    summary: 'One job with every field (members)',
    tags: ['startup portal'],
    params: CompanyJobParams,
    response: MemberJob,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      getMemberJob(request.server.deps, await requireUserId(request), params.key, params.jobId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/companies/:key/jobs/:jobId',
    summary: "Save a job's fields; a published job must keep meeting the publishing rules (members)",
    tags: ['startup portal'],
    params: CompanyJobParams,
    body: JobInput,
    response: MemberJob,
    errors: [401, 404, 422],
    handler: async ({ params, body }, request) =>
      updateJob(request.server.deps, await requireUserId(request), params.key, params.jobId, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/jobs/:jobId/:action',
    summary:
      'Publish, approve, pause, resume or renew a job. Going live needs room on the plan, else the job waits for payment (PENDING_PAYMENT)',
    tags: ['startup portal'],
    params: CompanyJobParams.extend({ action: JobLifecycleAction }),
    body: z.object({
      expirationDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable()
        .optional(),
    }),
    response: JobActionResult,
    errors: [401, 404, 409, 422],
    handler: async ({ params, body }, request) =>
      runJobAction(
        request.server.deps,
        await requireUserId(request),
        params.key,
        params.jobId,
        params.action,
        {
          expirationDate: body.expirationDate ?? null,
        },
      ),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/jobs/:jobId/report',
    summary:
      'Views and applicants per day, boosted against organic days, and cost per view and applicant (members)',
    tags: ['startup portal'],
    params: CompanyJobParams,
    response: JobReport,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      getJobReport(request.server.deps, await requireUserId(request), params.key, params.jobId),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/jobs/single/:id/hidden',
    summary: "A job in any status as its startup's members and admins see it (drafts included)",
    tags: ['jobs'],
    params: z.object({ id: z.string().max(64) }),
    response: JobDetail,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      getHiddenJob(request.server.deps, await requireUserId(request), params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/jobs/:id/report',
    summary: 'Report a live job as filled or no longer available (signed-in talents; once per person)',
    tags: ['jobs'],
    params: z.object({ id: z.string().max(64) }),
    body: z.object({ reason: z.enum(['filled', 'dead']) }),
    response: z.object({ reported: z.literal(true), reports: z.number().int() }),
    errors: [401, 404],
    rateLimit: { max: 30, timeWindowMs: 60 * 60_000 },
    handler: async ({ params, body }, request) =>
      reportJob(toPortalDeps(request.server.deps), await requireUserId(request), params.id, body.reason),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/jobs/still-hiring',
    summary: 'What a "still hiring?" link would do: ready (one click extends), extended (used) or ended',
    tags: ['startup portal'],
    querystring: z.object({ token: z.string().max(200) }),
    response: ExtendLinkStateSchema,
    errors: [404],
    cacheControl: 'private, no-store',
    handler: ({ query }, request) => getExtendLinkState(toPortalDeps(request.server.deps), query.token),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/jobs/still-hiring',
    summary:
      'The "still hiring?" one-click extend: 30 more days (at most 120 from now), once per signed link; no login',
    tags: ['startup portal'],
    body: z.object({ token: z.string().max(200) }),
    response: ExtendLinkStateSchema,
    errors: [404],
    rateLimit: { max: 30, timeWindowMs: 60_000 },
    handler: ({ body }, request) => extendJobByLink(toPortalDeps(request.server.deps), body.token),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/companies/:key/jobs',
    summary: "Create a job on a startup's behalf; it waits for a member's approval (admins)",
    params: CompanyParams,
    body: JobInput,
    response: MemberJob,
    status: 201,
    errors: [422],
    handler: async ({ params, body, caller }, request) =>
      createJobOnBehalf(toPortalDeps(request.server.deps), caller.userId, params.key, body),
  }),
];
