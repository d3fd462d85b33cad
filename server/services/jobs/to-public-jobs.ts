import { and, gte, inArray, sql } from 'drizzle-orm';
import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { jobKey } from '#domain/jobs/job-key.ts';
import {
  type PublicJob,
  type PublicJobCompany,
  publicImagePath,
} from '#domain/jobs/public-jobs-api.schema.ts';
import { companies, jobViewsDaily } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { markSavedJobs } from '../talent/viewer-flags.ts';

const DAY_MS = 24 * 3600 * 1000;
/** `views.week`: today and the six days before it (job_views_daily rows). */
const WEEK_DAYS = 7;

type CompanyFacts = { website: string | null; numberOfEmployees: string | null; founded: number | null };

/**
 * Jobs of a public list in the public API's shape (issue 13). The list itself comes from the
 * project's search (and its cache); this adds what The Hub's clients read and the lists leave out,
 * for the page's jobs only: the startups' website, size and founding year, and each job's views of
 * the last week. Two indexed queries on at most a page of ids; `saved` is false here (per-user
 * flags are laid over by `markSavedPublicJobs`, never stored in a cached list).
 */
export async function toPublicJobs(deps: ServiceDeps, items: readonly JobListItem[]): Promise<PublicJob[]> {
  if (items.length === 0) return [];
  const jobIds = items.map((item) => item.id);
  const companyIds = [...new Set(items.map((item) => item.company.id))];
  const since = new Date(deps.now().getTime() - (WEEK_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const [companyRows, viewRows] = await Promise.all([
    deps.db
      .select({
        id: companies.id,
        website: companies.website,
        numberOfEmployees: companies.numberOfEmployees,
        founded: companies.foundedYear,
      })
      .from(companies)
      .where(inArray(companies.id, companyIds)),
    deps.db
      .select({ jobId: jobViewsDaily.jobId, week: sql<number>`sum(${jobViewsDaily.count})::int` })
      .from(jobViewsDaily)
      .where(and(inArray(jobViewsDaily.jobId, jobIds), gte(jobViewsDaily.day, since)))
      .groupBy(jobViewsDaily.jobId),
  ]);
  const facts = new Map<string, CompanyFacts>(companyRows.map((row) => [row.id, row]));
  const weekViews = new Map(viewRows.map((row) => [row.jobId, Number(row.week)]));
  return items.map((item) => toPublicJob(item, facts.get(item.company.id), weekViews.get(item.id) ?? 0));
}

export function toPublicJob(
  item: JobListItem,
  facts: CompanyFacts | undefined,
  weekViews: number,
): PublicJob {
  return {
    id: item.id,
    key: jobKey(item.id),
    title: item.title,
    location: {
      country: item.location.country,
      locality: item.location.locality,
      address: item.location.address,
    },
    isRemote: item.isRemote,
    jobPositionTypes: [item.positionType],
    isFeatured: item.isFeatured ?? item.isBoosted,
    views: { week: weekViews, total: item.views },
    company: toPublicCompany(item.company, facts),
    saved: false,
  };
}

function toPublicCompany(company: JobListItem['company'], facts: CompanyFacts | undefined): PublicJobCompany {
  return {
    id: company.id,
    key: company.key,
    name: company.name,
    website: facts?.website ?? null,
    numberOfEmployees: facts?.numberOfEmployees ?? null,
    founded: facts?.founded ?? null,
    logoImage: company.logoImage ? { path: publicImagePath(company.logoImage) } : null,
  };
}

/** `saved: true` on the jobs the signed-in user saved (one query for the page's ids; none logged out). */
export async function markSavedPublicJobs<T extends PublicJob>(
  deps: ServiceDeps,
  userId: string | null,
  docs: T[],
): Promise<T[]> {
  return (await markSavedJobs(deps, userId, docs)).map((doc) => ({ ...doc, saved: doc.saved === true }));
}
