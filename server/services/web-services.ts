import type { Platform } from '#domain/companies/company.schema.ts';
import type { CompanySearchQuery } from '#domain/companies/company-search.schema.ts';
import type { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { getPublicCompany } from './companies/get-company.ts';
import { getEditableCompany } from './companies/get-editable-company.ts';
import { listCompanies } from './companies/list-companies.ts';
import type { PortalDeps } from './deps.ts';
import { getEditableInvestor } from './investors/get-editable-investor.ts';
import { countJobFacets } from './jobs/count-job-facets.ts';
import { getPublicJob, getPublicJobWithCompany } from './jobs/get-job.ts';
import { listCompanyJobs } from './jobs/list-company-jobs.ts';
import { listFeaturedJobs } from './jobs/list-featured-jobs.ts';
import { listJobs } from './jobs/list-jobs.ts';
import { listLatestJobs } from './jobs/list-latest-jobs.ts';
import { listRelatedJobs } from './jobs/list-related-jobs.ts';
import { listOutboxEmails } from './mail/list-outbox.ts';
import { readPublicUntilWrite } from './public-caches.ts';
import { readJobPageState } from './talent/job-toggles.ts';
import {
  markFollowedCompanies,
  markSavedJobs,
  readFollowedCompanyIds,
  withSavedMarks,
} from './talent/viewer-flags.ts';

/**
 * Who asks: the signed-in user, whose saved and followed flags the lists carry (read per request
 * beside the cached public lists, never inside them), and how this request notes a job page view.
 */
export type WebViewer = {
  userId: string | null;
  recordJobView?: (jobId: string) => void;
  recordInvestorView?: (investorId: string) => void;
  /** The client's address (rate limits of public forms posted to page actions). */
  clientIp?: string;
};

/**
 * The services as React Router loaders see them: bound to the dependencies and the request's
 * platform, so the web never imports server code (only this type). These are the core's (the job
 * search, startups' pages); each area adds its groups (`services.pipeline`, `services.scout`…) in
 * server/areas.ts, and buildApp hands the pages both (`WebServices` in server/http/web-context.ts).
 */
export function createWebServices(
  deps: PortalDeps,
  platform: Platform,
  viewer: WebViewer = { userId: null },
) {
  const { userId } = viewer;
  return {
    listJobs: async (query: JobSearchQuery) => {
      const list = await listJobs(deps, query, platform);
      return { ...list, jobs: await markSavedJobs(deps, userId, list.jobs) };
    },
    countJobFacets: (query: JobSearchQuery) => countJobFacets(deps, query, platform),
    /**
     * The signed-in user's saved, interested and following state on a job page, and the page's
     * similar jobs with the ones they saved marked: one statement.
     */
    readJobPageState: async <T extends { id: string }>(
      userId: string,
      job: { id: string; companyId: string },
      similarJobs: T[],
    ) => {
      const { savedOtherJobIds, ...state } = await readJobPageState(
        deps,
        userId,
        job,
        similarJobs.map((similar) => similar.id),
      );
      return { ...state, similarJobs: withSavedMarks(similarJobs, savedOtherJobIds) };
    },
    /** Featured jobs, those matching `filters` only when given (the /jobs page's strip). */
    listFeaturedJobs: async (limit?: number, filters?: Partial<JobSearchQuery>) =>
      markSavedJobs(deps, userId, await listFeaturedJobs(deps, platform, limit, filters)),
    listLatestJobs: async (count: number) =>
      markSavedJobs(deps, userId, await listLatestJobs(deps, count, platform)),
    /**
     * Similar jobs on a job page (NOT_FOUND for a job the public cannot see), without the viewer's
     * saved flags: the page reads them with the rest of its state (`readJobPageState`).
     */
    listRelatedJobs: (jobId: string) => listRelatedJobs(deps, jobId, platform),
    /** Notes a view of a job page; the counter decides whether it counts (bots, reloads, prefetch). */
    recordJobView: (jobId: string) => {
      viewer.recordJobView?.(jobId);
    },
    getJob: (id: string) => getPublicJob(deps, id, platform),
    /** A public job with its startup: the same for every visitor until the next write (a job page). */
    getJobWithCompany: (id: string) =>
      readPublicUntilWrite(deps, ['jobWithCompany', platform, id], () =>
        getPublicJobWithCompany(deps, id, platform),
      ),
    listCompanies: async (query: CompanySearchQuery) => {
      const list = await listCompanies(deps, query, platform);
      return { ...list, companies: await markFollowedCompanies(deps, userId, list.companies) };
    },
    getCompany: (key: string) => getPublicCompany(deps, key, platform),
    listCompanyJobs: async (companyId: string) =>
      markSavedJobs(deps, userId, await listCompanyJobs(deps, companyId, platform)),
    /** Whether the signed-in user follows the startup; null when nobody is signed in. */
    isFollowingCompany: async (companyId: string) =>
      userId ? (await readFollowedCompanyIds(deps, userId, [companyId])).length > 0 : null,
    listOutboxEmails: (limit?: number) => listOutboxEmails(deps, { limit }),
    /** The startup and investor forms: members and admins only (NOT_FOUND for anyone else). */
    getEditableCompany: (userId: string, key: string) => getEditableCompany(deps, userId, key),
    getEditableInvestor: (userId: string, key: string) => getEditableInvestor(deps, userId, key),
  };
}

export type CoreWebServices = ReturnType<typeof createWebServices>;
