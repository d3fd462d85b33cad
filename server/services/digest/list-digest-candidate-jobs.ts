import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { DigestCandidateJob } from '#domain/digest/select-digest-jobs.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildJobFilters } from '../jobs/list-jobs.ts';
import type { DigestMailJob } from '../mail/templates/digest-jobs.ts';

/** More new jobs than this in one lookback window would be a different product; the newest win. */
const MAX_CANDIDATES = 20_000;

export type DigestJob = DigestCandidateJob & Omit<DigestMailJob, 'isBoosted'>;

/**
 * The jobs any digest of a run may show: listed (ACTIVE, published startup, main platform: the
 * digest links to the main site) and gone live in (since, cutoff]. Read once per run; each
 * subscriber's choice is then applied by the pure rules of `selectDigestJobs`.
 */
export async function listDigestCandidateJobs(
  deps: ServiceDeps,
  window: { since: Date; cutoff: Date },
): Promise<DigestJob[]> {
  const rows = await deps.db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: jobs.companyName,
      companyLogo: companies.logoImage,
      locationLocality: jobs.locationLocality,
      locationCountry: jobs.locationCountry,
      locationAddress: jobs.locationAddress,
      isRemote: jobs.isRemote,
      roles: jobs.roles,
      visaSponsorship: jobs.visaSponsorship,
      approvedAt: jobs.approvedAt,
      boostingExpiresAt: jobs.boostingExpiresAt,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        ...buildJobFilters({}, 'main'),
        gt(jobs.approvedAt, window.since),
        lte(jobs.approvedAt, window.cutoff),
      ),
    )
    .orderBy(desc(jobs.approvedAt), desc(jobs.id))
    .limit(MAX_CANDIDATES);
  return rows.flatMap((row) => (row.approvedAt ? [{ ...row, approvedAt: row.approvedAt }] : []));
}
