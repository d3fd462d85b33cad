import type {
  CareerCompany,
  CareerFilterOption,
  CareerJobFilters,
  CareerPage,
} from '#domain/careers/career-page.schema.ts';
import { AppError } from '#domain/errors.ts';
import type { JobDetail } from '#domain/jobs/job.schema.ts';
import { findRoleText } from '#domain/jobs/job-constants.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import { getPublicCompany } from '../companies/get-company.ts';
import type { ServiceDeps } from '../deps.ts';
import { getPublicJobWithCompany } from '../jobs/get-job.ts';
import { listCompanyJobs } from '../jobs/list-company-jobs.ts';

/** A career site's startup: the Site's company (docs/product.md, Platforms and hosts). */
export type CareerSiteCompany = { id: string; key: string };

/** A place as the career page lists and filters it: 'Remote', 'Copenhagen, Denmark', or 'Anywhere'. */
export function placeOf(job: Parameters<typeof formatLocationPreview>[0]): string {
  return formatLocationPreview(job) || 'Not specified';
}

function countBy(values: string[], text: (value: string) => string | undefined): CareerFilterOption[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .flatMap(([value, count]) => {
      const label = text(value);
      return label ? [{ value, text: label, count }] : [];
    })
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text, 'en'));
}

/** The startup of a career site, as its careers layout shows it (logo and name). */
export async function careerCompany(deps: ServiceDeps, company: CareerSiteCompany): Promise<CareerCompany> {
  const detail = await getPublicCompany(deps, company.key, 'main');
  return {
    key: detail.key,
    name: detail.name,
    logoImage: detail.logoImage,
    whatWeDo: detail.whatWeDo,
    website: detail.website,
  };
}

/**
 * `/careers` on a startup's career domain: the startup's active jobs (main platform, as its public
 * page lists them), filtered by role and place, with the filters' options taken from those jobs
 * only (never another startup's). An option that is not among them is dropped, never an error.
 */
export async function getCareerPage(
  deps: ServiceDeps,
  company: CareerSiteCompany,
  filters: CareerJobFilters,
): Promise<CareerPage> {
  const [summary, jobs] = await Promise.all([
    careerCompany(deps, company),
    listCompanyJobs(deps, company.id, 'main'),
  ]);
  const roles = countBy(
    jobs.flatMap((job) => job.roles),
    (role) => findRoleText(role),
  );
  const places = countBy(
    jobs.map((job) => placeOf(job)),
    (place) => place,
  );
  const role = roles.some((option) => option.value === filters.role) ? (filters.role ?? null) : null;
  const place = places.some((option) => option.value === filters.place) ? (filters.place ?? null) : null;
  return {
    company: summary,
    jobs: jobs.filter(
      (job) =>
        (role === null || job.roles.includes(role as never)) && (place === null || placeOf(job) === place),
    ),
    totalJobs: jobs.length,
    roles,
    places,
    filters: { role, place },
  };
}

/**
 * `/careers/jobs/{id}` on a career domain: the job only when it is this startup's (another
 * startup's job id is the same 404 as a missing one).
 */
export async function getCareerJob(
  deps: ServiceDeps,
  company: CareerSiteCompany,
  jobId: string,
): Promise<{ job: JobDetail; company: CareerCompany }> {
  const { job, company: detail } = await getPublicJobWithCompany(deps, jobId, 'main');
  if (job.company.id !== company.id) throw new AppError('NOT_FOUND', 'Job not found');
  return {
    job,
    company: {
      key: detail.key,
      name: detail.name,
      logoImage: detail.logoImage,
      whatWeDo: detail.whatWeDo,
      website: detail.website,
    },
  };
}
