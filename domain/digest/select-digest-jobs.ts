/** At most this many jobs in one mail; the rest are behind the "see all" link. */
export const DIGEST_MAX_JOBS = 20;

/** What a subscriber asked for (docs/product.md, Data): countries, remote jobs, role keys. */
export type DigestPreferences = {
  locations: readonly string[];
  includeRemoteJobs: boolean;
  /** Role keys; none means every role. */
  roles: readonly string[];
  /** Only jobs with visa sponsorship (absent: any job). */
  visaSponsorshipOnly?: boolean;
};

/** The facts of a job the digest rules look at. */
export type DigestCandidateJob = {
  id: string;
  locationCountry: string | null;
  isRemote: boolean;
  roles: readonly string[];
  visaSponsorship?: boolean;
  /** When the job went live (ACTIVE): what "new since the last mail" is measured on. */
  approvedAt: Date;
  boostingExpiresAt: Date | null;
};

/**
 * Does a job fit the subscriber's choice? Countries match the job's country; REMOTE (stored as
 * `includeRemoteJobs`) adds remote jobs wherever they are; no country and no remote means anywhere.
 * Roles match when the job has any of them; no roles means every role.
 */
export function matchesDigestPreferences(job: DigestCandidateJob, preferences: DigestPreferences): boolean {
  const anyRole =
    preferences.roles.length === 0 || job.roles.some((role) => preferences.roles.includes(role));
  if (!anyRole) return false;
  if (preferences.visaSponsorshipOnly && !job.visaSponsorship) return false;
  const anyPlace = preferences.locations.length === 0 && !preferences.includeRemoteJobs;
  if (anyPlace) return true;
  const inCountry = job.locationCountry !== null && preferences.locations.includes(job.locationCountry);
  return inCountry || (preferences.includeRemoteJobs && job.isRemote);
}

/** A job is boosted while `boostingExpiresAt` is in the future (docs/product.md, Job lifecycle). */
export function isBoostedAt(job: Pick<DigestCandidateJob, 'boostingExpiresAt'>, now: Date): boolean {
  return job.boostingExpiresAt !== null && job.boostingExpiresAt.getTime() > now.getTime();
}

/**
 * The jobs of one subscriber's digest: new in (windowStart, cutoff], matching the preferences,
 * boosted first, then newest first; at most `limit`. `total` counts every match.
 */
export function selectDigestJobs<T extends DigestCandidateJob>(
  jobs: readonly T[],
  input: {
    preferences: DigestPreferences;
    windowStart: Date;
    cutoff: Date;
    limit?: number;
  },
): { jobs: T[]; total: number } {
  const from = input.windowStart.getTime();
  const to = input.cutoff.getTime();
  const matching = jobs.filter((job) => {
    const at = job.approvedAt.getTime();
    return at > from && at <= to && matchesDigestPreferences(job, input.preferences);
  });
  matching.sort((a, b) => {
    const boosted = Number(isBoostedAt(b, input.cutoff)) - Number(isBoostedAt(a, input.cutoff));
    if (boosted !== 0) return boosted;
    const newer = b.approvedAt.getTime() - a.approvedAt.getTime();
    if (newer !== 0) return newer;
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  });
  return { jobs: matching.slice(0, input.limit ?? DIGEST_MAX_JOBS), total: matching.length };
}
