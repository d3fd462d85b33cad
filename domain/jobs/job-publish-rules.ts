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
