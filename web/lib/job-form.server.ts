import { MAX_EXPIRY_DAYS } from '#domain/jobs/job-lifecycle.ts';
import { findPayTransparencyRule, isPayTransparencyRequired } from '#domain/jobs/pay-transparency.ts';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';
import { DEFAULT_SITE_CONFIG_LISTS } from '#domain/site/site-config-defaults.ts';

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
