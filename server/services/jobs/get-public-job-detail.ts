import { AppError } from '#domain/errors.ts';
import { resolveJobIdOrKey } from '#domain/jobs/job-key.ts';
import { type PublicJobDetail, publicImagePath } from '#domain/jobs/public-jobs-api.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPublic } from '../public-caches.ts';
import { getPublicJobWithCompany } from './get-job.ts';
import { markSavedPublicJobs, toPublicJobs } from './to-public-jobs.ts';

/**
 * `GET /api/jobs/single/{id}` (id or key): one public job (ACTIVE, or ended with its status) in the
 * public API's shape: the list fields plus the text, pay, equity, dates and more of the startup.
 * The job is read by the job page's own query (get-job.ts); the answer is cached like the lists.
 */
export async function getPublicJobDetail(
  deps: ServiceDeps,
  idOrKey: string,
  platform: 'main' | 'impact',
  userId: string | null,
): Promise<PublicJobDetail> {
  const jobId = resolveJobIdOrKey(idOrKey);
  if (!jobId) throw new AppError('NOT_FOUND', 'Job not found');
  const detail = await readPublic(deps.caches, ['publicJobDetail', platform, jobId], async () => {
    const { job, company } = await getPublicJobWithCompany(deps, jobId, platform);
    const [listed] = await toPublicJobs(deps, [job]);
    if (!listed) throw new AppError('NOT_FOUND', 'Job not found');
    return {
      ...listed,
      description: job.description,
      salary: job.salary.type,
      salaryRange: {
        min: job.salary.min,
        max: job.salary.max,
        currency: job.salary.currency,
        period: job.salary.period,
      },
      equity: job.equity.type,
      equityRange: { min: job.equity.min, max: job.equity.max },
      status: job.status,
      jobRole: job.roles[0] ?? null,
      jobRoles: job.roles,
      countryCode: job.location.country,
      expirationDate: job.expirationDate,
      createdAt: job.createdAt,
      approvedAt: job.approvedAt,
      // A job goes live when it is approved (publish, payment or a startup's approval): one moment.
      publishedAt: job.approvedAt,
      company: {
        ...listed.company,
        whatWeDo: company.whatWeDo,
        perks: company.perks,
        galleryImages: company.galleryImages.map((key) => ({ path: publicImagePath(key) })),
      },
    } satisfies PublicJobDetail;
  });
  const [marked] = await markSavedPublicJobs(deps, userId, [detail]);
  return marked ?? detail;
}
