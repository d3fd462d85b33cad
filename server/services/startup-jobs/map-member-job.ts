import { JOB_REPORT_THRESHOLD, listJobActions } from '#domain/jobs/job-lifecycle.ts';
import type { MemberJob, MemberJobListItem } from '#domain/jobs/member-job.schema.ts';
import type { companies, jobs } from '../../db/schema/index.ts';

type JobRow = typeof jobs.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function mapMemberJobListItem(
  row: Pick<
    JobRow,
    | 'id'
    | 'title'
    | 'status'
    | 'views'
    | 'createdAt'
    | 'approvedAt'
    | 'expirationDate'
    | 'boostingExpiresAt'
    | 'unpublishReason'
  >,
  counts: { applicants: number; reports: number },
  now: Date,
  /** The plan rule's answer for the startup (`decidePlanRoom`): a waiting job is offered the plan only without room. */
  room: { offersPlanToPublish: boolean },
): MemberJobListItem {
  const status = row.status as MemberJobListItem['status'];
  return {
    id: row.id,
    title: row.title,
    status,
    views: row.views,
    applicants: counts.applicants,
    createdAt: row.createdAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    expirationDate: iso(row.expirationDate),
    boostingExpiresAt: iso(row.boostingExpiresAt),
    isBoosted: row.boostingExpiresAt !== null && row.boostingExpiresAt > now,
    reports: counts.reports,
    isReported: counts.reports >= JOB_REPORT_THRESHOLD,
    unpublishReason: status === 'UNPUBLISHED' ? row.unpublishReason : null,
    actions: listJobActions({
      status,
      expirationDate: row.expirationDate,
      now,
      offersPlanToPublish: room.offersPlanToPublish,
    }),
  };
}

export function mapMemberJob(
  row: JobRow,
  company: Pick<CompanyRow, 'key' | 'name' | 'countryCode'>,
  counts: { applicants: number; reports: number },
  now: Date,
  room: { offersPlanToPublish: boolean },
): MemberJob {
  return {
    ...mapMemberJobListItem(row, counts, now, room),
    companyKey: company.key,
    companyName: company.name,
    companyCountry: (company.countryCode as MemberJob['companyCountry']) ?? null,
    description: row.description,
    positionType: row.positionType as MemberJob['positionType'],
    roles: row.roles as MemberJob['roles'],
    isRemote: row.isRemote,
    locationLocality: row.locationLocality,
    locationCountry: (row.locationCountry as MemberJob['locationCountry']) ?? null,
    locationAddress: row.locationAddress,
    salaryType: row.salaryType as MemberJob['salaryType'],
    salaryCurrency: row.salaryCurrency,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryPeriod: row.salaryPeriod as MemberJob['salaryPeriod'],
    collectiveAgreement: row.collectiveAgreement,
    equityType: row.equityType as MemberJob['equityType'],
    equityInstrument: row.equityInstrument as MemberJob['equityInstrument'],
    equityMin: row.equityMin,
    equityMax: row.equityMax,
    equityVestingMonths: row.equityVestingMonths,
    equityCliffMonths: row.equityCliffMonths,
    perks: row.perks as MemberJob['perks'],
    visaSponsorship: row.visaSponsorship,
    relocationHelp: row.relocationHelp,
    openToNonEu: row.openToNonEu,
    receiveApplicants: row.receiveApplicants as MemberJob['receiveApplicants'],
    applyEmail: row.applyEmail,
    applyUrl: row.applyUrl,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  };
}
