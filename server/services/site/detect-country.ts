import { DEFAULT_COUNTRY_CODE } from '#domain/location/countries.ts';
import { DetectedCountryCode } from '#domain/site/site-config.schema.ts';

export type CountryDetectionInput = {
  headers: Record<string, string | string[] | undefined>;
  /** Name of the header a trusted proxy sets (env COUNTRY_HEADER, e.g. cf-ipcountry); unset: not behind one. */
  countryHeader?: string | undefined;
};

/**
 * Codes proxies send when they do not know the country (Cloudflare XX, others ZZ). NI is never
 * shown, so it falls back like an unknown country.
 */
const UNKNOWN_CODES = new Set(['XX', 'ZZ', 'NI']);

/**
 * The visitor's country: the trusted proxy's header when one is configured and carries a real
 * two-letter code, else the default (DK). Never REMOTE or NI.
 *
 * docs/product.md, Validation, also names an offline IP lookup between the two. None is available here: a
 * GeoIP database cannot be fetched on this machine and its licence needs an account, so visitors
 * without the proxy header get DK until one is added (it would slot in before the fallback).
 * The header is only read when configured: without a proxy that strips it, any client could set it.
 */
export function detectCountry(input: CountryDetectionInput): DetectedCountryCode {
  const name = input.countryHeader?.trim().toLowerCase();
  if (!name) return DEFAULT_COUNTRY_CODE;
  const raw = input.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
  if (UNKNOWN_CODES.has(value)) return DEFAULT_COUNTRY_CODE;
  const parsed = DetectedCountryCode.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_COUNTRY_CODE;
}
