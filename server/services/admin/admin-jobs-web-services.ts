import type {
  AdminJobSearch,
  AdminReportSearch,
  UnpublishJobInput,
} from '#domain/admin/admin-jobs.schema.ts';
import type { JobValues } from '#domain/jobs/job-form.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { createJobOnBehalf } from '../startup-jobs/create-job-on-behalf.ts';
import { approveJobAsAdmin } from './approve-job-as-admin.ts';
import { getAdminJob } from './get-admin-job.ts';
import { listAdminJobs } from './list-admin-jobs.ts';
import { listJobReports } from './list-job-reports.ts';
import { dismissJobReports, unpublishReportedJob } from './resolve-job-reports.ts';
import { restoreJob } from './restore-job.ts';
import { unpublishJob } from './unpublish-job.ts';

/**
 * The back office's Jobs and Reports sections as their pages see them (`services.adminJobs`): each
 * operation asks the policy again (admins only; anyone else gets 404) and each change is one
 * transaction with its audit row.
 */
export function createAdminJobsWebServices(deps: PortalDeps) {
  return {
    listJobs: (userId: string, search: AdminJobSearch) => listAdminJobs(deps, userId, search),
    getJob: (userId: string, jobId: string) => getAdminJob(deps, userId, jobId),
    approve: (userId: string, jobId: string) => approveJobAsAdmin(deps, userId, jobId),
    unpublish: (userId: string, jobId: string, input: UnpublishJobInput) =>
      unpublishJob(deps, userId, jobId, input),
    restore: (userId: string, jobId: string) => restoreJob(deps, userId, jobId),
    listReports: (userId: string, search: AdminReportSearch) => listJobReports(deps, userId, search),
    dismissReports: (userId: string, jobId: string) => dismissJobReports(deps, userId, jobId),
    unpublishReported: (userId: string, jobId: string, input: UnpublishJobInput) =>
      unpublishReportedJob(deps, userId, jobId, input),
    createOnBehalf: (userId: string, companyKey: string, values: JobValues) =>
      createJobOnBehalf(deps, userId, companyKey, values),
  };
}
