import type { Platform } from '#domain/companies/company.schema.ts';
import type { CompanySearchQuery } from '#domain/companies/company-search.schema.ts';
import type { JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { getPublicCompany } from './companies/get-company.ts';
import { listCompanies } from './companies/list-companies.ts';
import type { ServiceDeps } from './deps.ts';
import { getPublicJob, getPublicJobWithCompany } from './jobs/get-job.ts';
import { listCompanyJobs } from './jobs/list-company-jobs.ts';
import { listFeaturedJobs } from './jobs/list-featured-jobs.ts';
import { listJobs } from './jobs/list-jobs.ts';
import { listLatestJobs } from './jobs/list-latest-jobs.ts';
import { listOutboxEmails } from './mail/list-outbox.ts';

/**
 * The services as React Router loaders see them: bound to the dependencies and the request's
 * platform, so the web never imports server code (only this type).
 */
export function createWebServices(deps: ServiceDeps, platform: Platform) {
  return {
    listJobs: (query: JobSearchQuery) => listJobs(deps, query, platform),
    listFeaturedJobs: (limit?: number) => listFeaturedJobs(deps, platform, limit),
    listLatestJobs: (count: number) => listLatestJobs(deps, count, platform),
    getJob: (id: string) => getPublicJob(deps, id, platform),
    getJobWithCompany: (id: string) => getPublicJobWithCompany(deps, id, platform),
    listCompanies: (query: CompanySearchQuery) => listCompanies(deps, query, platform),
    getCompany: (key: string) => getPublicCompany(deps, key, platform),
    listCompanyJobs: (companyId: string) => listCompanyJobs(deps, companyId, platform),
    listOutboxEmails: (limit?: number) => listOutboxEmails(deps, { limit }),
  };
}

export type WebServices = ReturnType<typeof createWebServices>;
