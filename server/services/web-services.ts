import type { Platform } from '#domain/companies/company.schema.ts';
import type { CompanySearchQuery } from '#domain/companies/company-search.schema.ts';
import type { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { createApplyingWebServices } from './applications/applying-web-services.ts';
import { createPipelineWebServices } from './applications/pipeline-web-services.ts';
import { createCompanyProfileWebServices } from './companies/company-profile-web-services.ts';
import { getPublicCompany } from './companies/get-company.ts';
import { getEditableCompany } from './companies/get-editable-company.ts';
import { listCompanies } from './companies/list-companies.ts';
import type { PortalDeps } from './deps.ts';
import { createDigestWebServices } from './digest/digest-web-services.ts';
import { createFundingWebServices } from './investors/funding-web-services.ts';
import { getEditableInvestor } from './investors/get-editable-investor.ts';
import { createInvestorWebServices } from './investors/investor-web-services.ts';
import { countJobFacets } from './jobs/count-job-facets.ts';
import { getPublicJob, getPublicJobWithCompany } from './jobs/get-job.ts';
import { listCompanyJobs } from './jobs/list-company-jobs.ts';
import { listFeaturedJobs } from './jobs/list-featured-jobs.ts';
import { listJobs } from './jobs/list-jobs.ts';
import { listLatestJobs } from './jobs/list-latest-jobs.ts';
import { listRelatedJobs } from './jobs/list-related-jobs.ts';
import { listOutboxEmails } from './mail/list-outbox.ts';
import { createPaymentWebServices } from './payments/payments-web-services.ts';
import { createPitchWebServices } from './pitches/pitch-web-services.ts';
import { createPortalServices } from './portal/portal-services.ts';
import { createPrivacyWebServices } from './privacy/privacy-web-services.ts';
import { createScoutWebServices } from './scout/scout-web-services.ts';
import { createSeoWebServices } from './seo/seo-web-services.ts';
import { createStartupWebServices } from './startup/startup-web-services.ts';
import { createStartupSettingsWebServices } from './startup-settings/startup-settings-web-services.ts';
import { readJobPageState } from './talent/job-toggles.ts';
import { markFollowedCompanies, markSavedJobs, readFollowedCompanyIds } from './talent/viewer-flags.ts';
import { createTeamWebServices } from './team/team-web-services.ts';
import { createAccountWebServices } from './users/account-web-services.ts';

/**
 * Who asks: the signed-in user, whose saved and followed flags the lists carry (read per request
 * beside the cached public lists, never inside them), and how this request notes a job page view.
 */
export type WebViewer = {
  userId: string | null;
  recordJobView?: (jobId: string) => void;
  recordInvestorView?: (investorId: string) => void;
};

/**
 * The services as React Router loaders see them: bound to the dependencies and the request's
 * platform, so the web never imports server code (only this type).
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
    /** The signed-in user's saved, interested and following state on a job page. */
    readJobPageState: (userId: string, job: { id: string; companyId: string }) =>
      readJobPageState(deps, userId, job),
    /** Featured jobs, those matching `filters` only when given (the /jobs page's strip). */
    listFeaturedJobs: async (limit?: number, filters?: Partial<JobSearchQuery>) =>
      markSavedJobs(deps, userId, await listFeaturedJobs(deps, platform, limit, filters)),
    listLatestJobs: async (count: number) =>
      markSavedJobs(deps, userId, await listLatestJobs(deps, count, platform)),
    /** Similar jobs on a job page (NOT_FOUND for a job the public cannot see). */
    listRelatedJobs: async (jobId: string) =>
      markSavedJobs(deps, userId, await listRelatedJobs(deps, jobId, platform)),
    /** Notes a view of a job page; the counter decides whether it counts (bots, reloads, prefetch). */
    recordJobView: (jobId: string) => {
      viewer.recordJobView?.(jobId);
    },
    getJob: (id: string) => getPublicJob(deps, id, platform),
    getJobWithCompany: (id: string) => getPublicJobWithCompany(deps, id, platform),
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
    portal: createPortalServices(deps, platform),
    startup: createStartupWebServices(deps, platform),
    investor: createInvestorWebServices(deps, platform),
    funding: createFundingWebServices(deps, platform, (investorId) =>
      viewer.recordInvestorView?.(investorId),
    ),
    pitches: createPitchWebServices(deps, platform),
    seo: createSeoWebServices(deps, platform),
    digest: createDigestWebServices(deps),
    payments: createPaymentWebServices(deps),
    team: createTeamWebServices(deps),
    startupSettings: createStartupSettingsWebServices(deps),
    companyProfile: createCompanyProfileWebServices(deps),
    applying: createApplyingWebServices(deps, platform),
    pipeline: createPipelineWebServices(deps),
    scout: createScoutWebServices(deps),
    privacy: createPrivacyWebServices(deps),
    account: createAccountWebServices(deps, platform),
  };
}

export type WebServices = ReturnType<typeof createWebServices>;
