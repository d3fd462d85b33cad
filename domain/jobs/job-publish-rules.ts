import type { JobValues } from './job-form.schema.ts';
import { checkExpirationDate } from './job-lifecycle.ts';
import { checkPayTransparency } from './pay-transparency.ts';

export const PUBLISH_DESCRIPTION_MESSAGE = 'Please describe the job before publishing it';
export const PUBLISH_LOCATION_MESSAGE = "Please choose the job's country, or mark it as remote";
export const PUBLISH_ROLES_MESSAGE = 'Please choose at least one role';

/** The fields `checkPublishable` reads: a saved job or a form's values. */
export type PublishableJob = Pick<
  JobValues,
  | 'description'
  | 'isRemote'
  | 'locationCountry'
  | 'roles'
  | 'salaryType'
  | 'salaryMin'
  | 'salaryMax'
  | 'collectiveAgreement'
> & { expirationDate: Date | null };

/**
 * What a job still needs before it can go live, as field errors (empty: it can). The expiration date
 * counts only when the member picked one; without, publishing sets the default.
 */
export function checkPublishable(
  job: PublishableJob,
  context: { now: Date; companyCountry: string | null },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (job.description.trim() === '') add('description', PUBLISH_DESCRIPTION_MESSAGE);
  if (!job.isRemote && !job.locationCountry) add('locationCountry', PUBLISH_LOCATION_MESSAGE);
  if (job.roles.length === 0) add('roles', PUBLISH_ROLES_MESSAGE);
  const pay = checkPayTransparency(job, job.locationCountry ?? context.companyCountry, context.now);
  if (pay) add('salaryType', pay);
  if (job.expirationDate) {
    const expiry = checkExpirationDate(job.expirationDate, context.now);
    if (expiry) add('expirationDate', expiry);
  }
  return errors;
}

/** The fields each publishing error reads (its key is the field it shows beside). */
const PUBLISH_ERROR_READS: Record<string, readonly string[]> = {
  description: ['description'],
  locationCountry: ['isRemote', 'locationCountry'],
  roles: ['roles'],
  salaryType: ['salaryType', 'salaryMin', 'salaryMax', 'collectiveAgreement', 'locationCountry'],
  expirationDate: ['expirationDate'],
};

/**
 * What publishing needs, over the fields of a refused form that could be read (`readValidJobFields`),
 * so the form shows these errors with the others at once. An error that reads a refused field is
 * left out: that field shows its own error.
 */
export function checkPublishableFields(
  fields: Partial<Omit<PublishableJob, 'expirationDate'>> & { expirationDate?: string | null },
  context: { now: Date; companyCountry: string | null },
): Record<string, string[]> {
  const errors = checkPublishable(
    {
      description: fields.description ?? '',
      isRemote: fields.isRemote ?? false,
      locationCountry: fields.locationCountry ?? null,
      roles: fields.roles ?? [],
      salaryType: fields.salaryType ?? 'competitive',
      salaryMin: fields.salaryMin ?? null,
      salaryMax: fields.salaryMax ?? null,
      collectiveAgreement: fields.collectiveAgreement ?? null,
      // A chosen day is the job's last: it ends at the end of that day (UTC), as the job is saved.
      expirationDate: fields.expirationDate ? new Date(`${fields.expirationDate}T23:59:59.000Z`) : null,
    },
    context,
  );
  for (const key of Object.keys(errors)) {
    if ((PUBLISH_ERROR_READS[key] ?? [key]).some((field) => !(field in fields))) delete errors[key];
  }
  return errors;
}
