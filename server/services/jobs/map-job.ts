import { getTableColumns } from 'drizzle-orm';
import type { JobDetail, JobListItem } from '#domain/jobs/job.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';

/** The columns a job list needs, joined with its startup. */
export const JOB_LIST_COLUMNS = {
  ...getTableColumns(jobs),
  companyKey: companies.key,
  companyLogo: companies.logoImage,
  companyCountry: companies.countryCode,
};

type JobRow = Omit<typeof jobs.$inferSelect, 'search'> & {
  companyKey: string;
  companyLogo: string | null;
  companyCountry: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function mapJobListItem(row: JobRow, now: Date): JobListItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status as JobListItem['status'],
    company: {
      id: row.companyId,
      key: row.companyKey,
      name: row.companyName,
      logoImage: row.companyLogo,
      countryCode: (row.companyCountry as JobListItem['company']['countryCode']) ?? null,
    },
    location: { locality: row.locationLocality, country: row.locationCountry, address: row.locationAddress },
    isRemote: row.isRemote,
    positionType: row.positionType as JobListItem['positionType'],
    roles: row.roles as JobListItem['roles'],
    salary: {
      type: row.salaryType as JobListItem['salary']['type'],
      currency: row.salaryCurrency,
      min: row.salaryMin,
      max: row.salaryMax,
      period: row.salaryPeriod as JobListItem['salary']['period'],
    },
    equity: {
      type: row.equityType as JobListItem['equity']['type'],
      min: row.equityMin,
      max: row.equityMax,
    },
    views: row.views,
    isBoosted: row.boostingExpiresAt !== null && row.boostingExpiresAt > now,
    createdAt: row.createdAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    expirationDate: iso(row.expirationDate),
    boostingExpiresAt: iso(row.boostingExpiresAt),
  };
}

export function mapJobDetail(row: JobRow, viewsLast30Days: number, now: Date): JobDetail {
  return {
    ...mapJobListItem(row, now),
    description: row.description,
    perks: row.perks as JobDetail['perks'],
    receiveApplicants: row.receiveApplicants as JobDetail['receiveApplicants'],
    applyUrl: row.receiveApplicants === 'url' ? row.applyUrl : null,
    viewsLast30Days,
  };
}
