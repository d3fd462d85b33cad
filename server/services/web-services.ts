import type { Platform } from '#domain/companies/company.schema.ts';
import type { CompanySearchQuery } from '#domain/companies/company-search.schema.ts';
import type { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { getPublicCompany } from './companies/get-company.ts';
import { getEditableCompany } from './companies/get-editable-company.ts';
import { listCompanies } from './companies/list-companies.ts';
import type { ServiceDeps } from './deps.ts';
import { createDigestWebServices } from './digest/digest-web-services.ts';
import { getEditableInvestor } from './investors/get-editable-investor.ts';
import { countJobFacets } from './jobs/count-job-facets.ts';
import { getPublicJob, getPublicJobWithCompany } from './jobs/get-job.ts';
import { listCompanyJobs } from './jobs/list-company-jobs.ts';
import { listFeaturedJobs } from './jobs/list-featured-jobs.ts';
import { listJobs } from './jobs/list-jobs.ts';
import { listLatestJobs } from './jobs/list-latest-jobs.ts';
import { listOutboxEmails } from './mail/list-outbox.ts';
import { createPortalServices } from './portal/portal-services.ts';
import { createSeoWebServices } from './seo/seo-web-services.ts';
import { readJobPageState } from './talent/job-toggles.ts';

/**
 * The services as React Router loaders see them: bound to the dependencies and the request's
 * platform, so the web never imports server code (only this type).
 */
export function createWebServices(deps: ServiceDeps, platform: Platform) {
  return {
    listJobs: (query: JobSearchQuery) => listJobs(deps, query, platform),
    countJobFacets: (query: JobSearchQuery) => countJobFacets(deps, query, platform),
    /** The signed-in user's saved, interested and following state on a job page. */
    readJobPageState: (userId: string, job: { id: string; companyId: string }) =>
      readJobPageState(deps, userId, job),
    listFeaturedJobs: (limit?: number) => listFeaturedJobs(deps, platform, limit),
    listLatestJobs: (count: number) => listLatestJobs(deps, count, platform),
    getJob: (id: string) => getPublicJob(deps, id, platform),
    getJobWithCompany: (id: string) => getPublicJobWithCompany(deps, id, platform),
    listCompanies: (query: CompanySearchQuery) => listCompanies(deps, query, platform),
    getCompany: (key: string) => getPublicCompany(deps, key, platform),
    listCompanyJobs: (companyId: string) => listCompanyJobs(deps, companyId, platform),
    listOutboxEmails: (limit?: number) => listOutboxEmails(deps, { limit }),
    /** The startup and investor forms: members and admins only (NOT_FOUND for anyone else). */
    getEditableCompany: (userId: string, key: string) => getEditableCompany(deps, userId, key),
    getEditableInvestor: (userId: string, key: string) => getEditableInvestor(deps, userId, key),
    portal: createPortalServices(deps, platform),
    seo: createSeoWebServices(deps, platform),
    digest: createDigestWebServices(deps),
  };
}

export type WebServices = ReturnType<typeof createWebServices>;
