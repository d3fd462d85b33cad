import { AppError } from '#domain/errors.ts';
import { JobInput, type JobValues, readValidJobFields } from '#domain/jobs/job-form.schema.ts';
import { MAX_EXPIRY_DAYS } from '#domain/jobs/job-lifecycle.ts';
import { checkPublishableFields } from '#domain/jobs/job-publish-rules.ts';
import { findPayTransparencyRule, isPayTransparencyRequired } from '#domain/jobs/pay-transparency.ts';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';
import { DEFAULT_SITE_CONFIG_LISTS } from '#domain/site/site-config-defaults.ts';
import { addMissingFieldErrors, FORM_FIX_MESSAGE, issueFieldErrors } from './form-action.server.ts';

const DAY_MS = 86_400_000;

/**
 * What the job form shows besides the job: the site config's perks, the pay-transparency state of
 * the startup's country at this instant, the allowed expiry range and the startup's currency.
 */
export function buildJobFormContext(companyCountry: string | null | undefined, now: Date) {
  const country = companyCountry ?? null;
  return {
    perkOptions: DEFAULT_SITE_CONFIG_LISTS.company.perks.map((perk) => ({
      value: perk.icon,
      text: perk.text,
    })),
    payTransparency: {
      isRequired: isPayTransparencyRequired(country, now),
      summary: findPayTransparencyRule(country)?.summary ?? null,
    },
    today: now.toISOString().slice(0, 10),
    latestExpiry: new Date(now.getTime() + MAX_EXPIRY_DAYS * DAY_MS).toISOString().slice(0, 10),
    defaultCurrency: NORDIC_COUNTRIES.find((c) => c.value === country)?.currency ?? 'EUR',
  };
}

/** Where a member goes after saving or publishing: the live page, the plan offer, or the job. */
export function pathAfterJobSave(companyKey: string, jobId: string, status: string): string {
  const base = `/client/startups/${encodeURIComponent(companyKey)}`;
  if (status === 'ACTIVE') return `${base}/posted?job=${jobId}`;
  if (status === 'PENDING_PAYMENT') return `${base}/max-posted?job=${jobId}`;
  return `${base}/jobs/${jobId}?saved=1`;
}

/**
 * The posted job form as the service's values, or one refusal with every error of the form: the
 * schema's and, when the job is to be public (`publishing` says, asked only for a refused form),
 * what publishing needs of the fields that could be read. A form the schema accepts goes to the
 * service, which checks publishing on the values it saves.
 */
export async function parseJobForm(
  values: Record<string, string | string[]>,
  publishing: () => Promise<{ now: Date; companyCountry: string | null } | null>,
): Promise<JobValues> {
  const parsed = JobInput.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors = issueFieldErrors(parsed.error.issues);
  const context = await publishing();
  const needed = context ? checkPublishableFields(readValidJobFields(values), context) : {};
  throw new AppError('VALIDATION', FORM_FIX_MESSAGE, addMissingFieldErrors(errors, needed));
}
