import type { JobValues } from '#domain/jobs/job-form.schema.ts';
import type { PublishableJob } from '#domain/jobs/job-publish-rules.ts';
import { DEFAULT_SITE_CONFIG_LISTS } from '#domain/site/site-config-defaults.ts';
import type { jobs } from '../../db/schema/index.ts';

type JobRow = typeof jobs.$inferSelect;

/** A chosen day ('YYYY-MM-DD') is the last day the job is open: it expires at the end of that day (UTC). */
export function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.000Z`);
}

/** The perk icons chosen in the form with the site config's texts (what job pages show). */
function perksOf(icons: readonly string[]): { icon: string; text: string }[] {
  const texts = new Map<string, string>(
    DEFAULT_SITE_CONFIG_LISTS.company.perks.map((perk) => [perk.icon, perk.text]),
  );
  return icons.map((icon) => ({ icon, text: texts.get(icon) ?? icon }));
}

/** The form's values as the job's columns. */
export function toJobColumns(values: JobValues) {
  return {
    title: values.title,
    description: values.description,
    positionType: values.positionType,
    roles: [...new Set(values.roles)],
    isRemote: values.isRemote,
    locationLocality: values.locationLocality,
    locationCountry: values.locationCountry,
    locationAddress: values.locationAddress,
    salaryType: values.salaryType,
    salaryCurrency: values.salaryCurrency,
    salaryMin: values.salaryMin,
    salaryMax: values.salaryMax,
    salaryPeriod: values.salaryPeriod,
    collectiveAgreement: values.collectiveAgreement,
    equityType: values.equityType,
    equityInstrument: values.equityInstrument,
    equityMin: values.equityMin,
    equityMax: values.equityMax,
    equityVestingMonths: values.equityVestingMonths,
    equityCliffMonths: values.equityCliffMonths,
    perks: perksOf([...new Set(values.perks)]),
    visaSponsorship: values.visaSponsorship,
    relocationHelp: values.relocationHelp,
    openToNonEu: values.openToNonEu,
    receiveApplicants: values.receiveApplicants,
    applyEmail: values.applyEmail,
    applyUrl: values.applyUrl,
    expirationDate: values.expirationDate ? endOfDay(values.expirationDate) : null,
  };
}

/** What the publishing rules read, from a saved job. */
export function toPublishable(row: JobRow): PublishableJob {
  return {
    description: row.description,
    isRemote: row.isRemote,
    locationCountry: row.locationCountry as PublishableJob['locationCountry'],
    roles: row.roles,
    salaryType: row.salaryType as PublishableJob['salaryType'],
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    collectiveAgreement: row.collectiveAgreement,
    expirationDate: row.expirationDate,
  };
}
