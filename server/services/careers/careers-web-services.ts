import type { CareerJobFilters, GuestApplyValues } from '#domain/careers/career-page.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { applyAsGuest } from './apply-as-guest.ts';
import { type CareerSiteCompany, careerCompany, getCareerJob, getCareerPage } from './get-career-page.ts';

/**
 * A startup's career pages on its own domain as the pages see them (`services.careers`): each
 * operation takes the Site's startup, so nothing of another startup is ever read through them.
 */
export function createCareersWebServices(deps: PortalDeps) {
  return {
    getCareerCompany: (company: CareerSiteCompany) => careerCompany(deps, company),
    getCareerPage: (company: CareerSiteCompany, filters: CareerJobFilters) =>
      getCareerPage(deps, company, filters),
    getCareerJob: (company: CareerSiteCompany, jobId: string) => getCareerJob(deps, company, jobId),
    applyAsGuest: (
      company: CareerSiteCompany,
      jobId: string,
      values: GuestApplyValues,
      cv: { fileName: string; data: Uint8Array } | null,
    ) => applyAsGuest(deps, { company, jobId, values, cv }),
  };
}

export type CareersWebServices = ReturnType<typeof createCareersWebServices>;
