import { z } from 'zod';
import {
  AdminJobActionResult,
  AdminJobDetail,
  AdminJobList,
  AdminJobSearch,
  AdminReportList,
  AdminReportSearch,
  ResolveReportsResult,
  UnpublishJobInput,
} from '#domain/admin/admin-jobs.schema.ts';
import { approveJobAsAdmin } from '../../../services/admin/approve-job-as-admin.ts';
import { getAdminJob } from '../../../services/admin/get-admin-job.ts';
import { listAdminJobs } from '../../../services/admin/list-admin-jobs.ts';
import { listJobReports } from '../../../services/admin/list-job-reports.ts';
import { dismissJobReports, unpublishReportedJob } from '../../../services/admin/resolve-job-reports.ts';
import { restoreJob } from '../../../services/admin/restore-job.ts';
import { unpublishJob } from '../../../services/admin/unpublish-job.ts';
import { toPortalDeps } from '../../portal-deps.ts';
import { defineAdminRoute } from './define-admin-route.ts';

const JobParams = z.object({ id: z.string().max(64) });
const ReportParams = z.object({ jobId: z.string().max(64) });

/** The back office's Jobs section: every job in any status; approve, unpublish (with a reason), restore. */
export const ADMIN_JOBS_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/jobs',
    summary: 'Every job in any status, newest first: a text in the title or startup name, a status, a page',
    querystring: AdminJobSearch,
    response: AdminJobList,
    errors: [422],
    handler: async ({ query, caller }, request) => listAdminJobs(request.server.deps, caller, query),
  }),
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/jobs/:id',
    summary: 'One job in any status: its details, status history and open reports, and what the team may do',
    params: JobParams,
    response: AdminJobDetail,
    handler: async ({ params, caller }, request) => getAdminJob(request.server.deps, caller, params.id),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/jobs/:id/approve',
    summary:
      "Approve a job made on a startup's behalf, as a member's approve does (live with room on the plan, else waiting for payment)",
    params: JobParams,
    response: AdminJobActionResult,
    errors: [409, 422],
    handler: async ({ params, caller }, request) => ({
      job: await approveJobAsAdmin(request.server.deps, caller, params.id),
    }),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/jobs/:id/unpublish',
    summary:
      "Take a job off the site (status UNPUBLISHED) with a reason the startup's members get by mail; resolves its open reports",
    params: JobParams,
    body: UnpublishJobInput,
    response: AdminJobActionResult,
    errors: [409, 422],
    handler: async ({ params, body, caller }, request) => ({
      job: await unpublishJob(toPortalDeps(request.server.deps), caller, params.id, body),
    }),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/jobs/:id/restore',
    summary:
      'Put an unpublished job back to the status it had before (EXPIRED when its date passed meanwhile; waiting for payment without room on the plan)',
    params: JobParams,
    response: AdminJobActionResult,
    errors: [409],
    handler: async ({ params, caller }, request) => ({
      job: await restoreJob(request.server.deps, caller, params.id),
    }),
  }),
];

/** The back office's Reports section: "Is this job filled or gone?" reports per job; dismiss or unpublish. */
export const ADMIN_REPORTS_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/reports',
    summary: "Talents' reports grouped per job (open ones by default), the most recently reported first",
    querystring: AdminReportSearch,
    response: AdminReportList,
    errors: [422],
    handler: async ({ query, caller }, request) => listJobReports(request.server.deps, caller, query),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/reports/:jobId/dismiss',
    summary: "Dismiss a job's open reports (the job stays as it is) and clear its reported mark",
    params: ReportParams,
    response: ResolveReportsResult,
    errors: [409],
    handler: async ({ params, caller }, request) =>
      dismissJobReports(request.server.deps, caller, params.jobId),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/reports/:jobId/unpublish',
    summary: 'Unpublish a reported job with a reason (mailed to its startup) and resolve its open reports',
    params: ReportParams,
    body: UnpublishJobInput,
    response: ResolveReportsResult,
    errors: [409, 422],
    handler: async ({ params, body, caller }, request) =>
      unpublishReportedJob(toPortalDeps(request.server.deps), caller, params.jobId, body),
  }),
];
