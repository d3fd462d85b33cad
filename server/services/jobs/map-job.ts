import type { JobDetail, JobListItem } from '#domain/jobs/job.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';

/**
 * The columns a job list needs, joined with its startup. The description and the search vector
 * are most of a row's bytes and lists never show them, so they stay in the database.
 */
export const JOB_LIST_COLUMNS = {
  id: jobs.id,
  companyId: jobs.companyId,
  companyName: jobs.companyName,
  title: jobs.title,
  status: jobs.status,
  positionType: jobs.positionType,
  roles: jobs.roles,
  locationLocality: jobs.locationLocality,
  locationCountry: jobs.locationCountry,
  locationAddress: jobs.locationAddress,
  isRemote: jobs.isRemote,
  salaryType: jobs.salaryType,
  salaryCurrency: jobs.salaryCurrency,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryPeriod: jobs.salaryPeriod,
  equityType: jobs.equityType,
  equityMin: jobs.equityMin,
  equityMax: jobs.equityMax,
  views: jobs.views,
  createdAt: jobs.createdAt,
  approvedAt: jobs.approvedAt,
  expirationDate: jobs.expirationDate,
  boostingExpiresAt: jobs.boostingExpiresAt,
  visaSponsorship: jobs.visaSponsorship,
  companyKey: companies.key,
  companyLogo: companies.logoImage,
  companyCountry: companies.countryCode,
};

/** A job page also needs the text and how to apply. */
export const JOB_DETAIL_COLUMNS = {
  ...JOB_LIST_COLUMNS,
  description: jobs.description,
  perks: jobs.perks,
  receiveApplicants: jobs.receiveApplicants,
  applyUrl: jobs.applyUrl,
  equityInstrument: jobs.equityInstrument,
  equityVestingMonths: jobs.equityVestingMonths,
  equityCliffMonths: jobs.equityCliffMonths,
  relocationHelp: jobs.relocationHelp,
  openToNonEu: jobs.openToNonEu,
  collectiveAgreement: jobs.collectiveAgreement,
};

type JobListRow = {
  [K in keyof typeof JOB_LIST_COLUMNS]:
    | (typeof JOB_LIST_COLUMNS)[K]['_']['data']
    | ((typeof JOB_LIST_COLUMNS)[K]['_']['notNull'] extends true ? never : null);
};
type JobDetailRow = JobListRow &
  Pick<
    typeof jobs.$inferSelect,
    | 'description'
    | 'perks'
    | 'receiveApplicants'
    | 'applyUrl'
    | 'equityInstrument'
    | 'equityVestingMonths'
    | 'equityCliffMonths'
    | 'relocationHelp'
    | 'openToNonEu'
    | 'collectiveAgreement'
  >;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function mapJobListItem(row: JobListRow, now: Date): JobListItem {
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
    isFeatured: row.boostingExpiresAt !== null && row.boostingExpiresAt > now,
    visaSponsorship: row.visaSponsorship,
    createdAt: row.createdAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    expirationDate: iso(row.expirationDate),
    boostingExpiresAt: iso(row.boostingExpiresAt),
  };
}

export function mapJobDetail(row: JobDetailRow, viewsLast30Days: number, now: Date): JobDetail {
  return {
    ...mapJobListItem(row, now),
    description: row.description,
    perks: row.perks as JobDetail['perks'],
    receiveApplicants: row.receiveApplicants as JobDetail['receiveApplicants'],
    applyUrl: row.receiveApplicants === 'url' ? row.applyUrl : null,
    equityTerms: {
      instrument: row.equityInstrument as JobDetail['equityTerms']['instrument'],
      vestingMonths: row.equityVestingMonths,
      cliffMonths: row.equityCliffMonths,
    },
    relocation: {
      visaSponsorship: row.visaSponsorship,
      relocationHelp: row.relocationHelp,
      openToNonEu: row.openToNonEu,
    },
    collectiveAgreement: row.collectiveAgreement,
    viewsLast30Days,
  };
}
