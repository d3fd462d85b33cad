import type { z } from 'zod';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { CreateCompanyInput } from '#domain/companies/company-form.schema.ts';
import type { JobValues } from '#domain/jobs/job-form.schema.ts';
import type { JobLifecycleAction } from '#domain/jobs/member-job.schema.ts';
import { createCompany } from '../companies/create-company.ts';
import type { PortalDeps } from '../deps.ts';
import { listProfileEngagements } from '../engagement/list-profile-engagements.ts';
import { createJob } from '../startup-jobs/create-job.ts';
import { extendJobByLink, getExtendLinkState } from '../startup-jobs/extend-job-by-link.ts';
import { getJobReport } from '../startup-jobs/get-job-report.ts';
import { getMemberJob } from '../startup-jobs/get-member-job.ts';
import { listMemberJobs } from '../startup-jobs/list-member-jobs.ts';
import { reportJob } from '../startup-jobs/report-job.ts';
import { runJobAction } from '../startup-jobs/run-job-action.ts';
import { updateJob } from '../startup-jobs/update-job.ts';

/**
 * The startup portal's operations as page loaders and actions see them (`services.startup`), bound
 * to the dependencies and the request's platform. Every operation takes the signed-in user's id and
 * checks membership itself (a member of startup A gets the 404 of a missing startup for B).
 */
export function createStartupWebServices(deps: PortalDeps, platform: Platform) {
  return {
    /** `/client/startups/new`: a DRAFT startup with the user as its member. */
    createCompany: (userId: string, input: z.output<typeof CreateCompanyInput>) =>
      createCompany(deps, userId, input, platform),
    listJobs: (userId: string, key: string) => listMemberJobs(deps, userId, key),
    /** The dashboard's "Who viewed your profile". */
    listEngagements: (userId: string, key: string) =>
      listProfileEngagements(deps, userId, 'company', key, platform),
    getJob: (userId: string, key: string, jobId: string) => getMemberJob(deps, userId, key, jobId),
    getJobReport: (userId: string, key: string, jobId: string) => getJobReport(deps, userId, key, jobId),
    createJob: (userId: string, key: string, values: JobValues, options: { publish: boolean }) =>
      createJob(deps, userId, key, values, options),
    updateJob: (userId: string, key: string, jobId: string, values: JobValues) =>
      updateJob(deps, userId, key, jobId, values),
    runJobAction: (
      userId: string,
      key: string,
      jobId: string,
      action: JobLifecycleAction,
      options?: { expirationDate?: string | null },
    ) => runJobAction(deps, userId, key, jobId, action, options),
    /** The "still hiring?" link (no login; the signed token is the authority). */
    getExtendLinkState: (token: string) => getExtendLinkState(deps, token),
    extendJobByLink: (token: string) => extendJobByLink(deps, token),
    reportJob: (userId: string, jobId: string, reason: 'filled' | 'dead') =>
      reportJob(deps, userId, jobId, reason),
  };
}

export type StartupWebServices = ReturnType<typeof createStartupWebServices>;
