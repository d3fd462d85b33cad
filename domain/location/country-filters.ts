import { CountryCode } from './countries.ts';

/** The pseudo country that stands for remote jobs in filters (docs/product.md, Validation). */
export const REMOTE_COUNTRY_CODE = 'REMOTE';
/** Never listed (docs/product.md, Validation). */
const EXCLUDED_COUNTRY_CODE = 'NI';

export type CountryOption = { text: string; value: string };
export type JobCountryQuery = { countryCodes: CountryCode[]; isRemote: boolean };
export type DigestLocations = { locations: CountryCode[]; includeRemoteJobs: boolean };

/**
 * Country filter values → job query: REMOTE becomes `isRemote: true`; Nordic codes are kept once, in
 * the order given; anything else is dropped. Codes are matched case-insensitively.
 */
export function toJobCountryQuery(codes: string[]): JobCountryQuery {
  const { countryCodes, hasRemote } = splitCountryCodes(codes);
  return { countryCodes, isRemote: hasRemote };
}

/** Country filter values → digest subscription: REMOTE becomes `includeRemoteJobs: true`. */
export function toDigestLocations(codes: string[]): DigestLocations {
  const { countryCodes, hasRemote } = splitCountryCodes(codes);
  return { locations: countryCodes, includeRemoteJobs: hasRemote };
}

/**
 * The country options a list shows: never NI; REMOTE appended (once) where jobs are filtered and
 * removed elsewhere. Returns a new array.
 */
export function listCountryOptions(
  countries: CountryOption[],
  opts: { withRemote: boolean },
): CountryOption[] {
  const options = countries.filter((c) => {
    const value = c.value.trim().toUpperCase();
    return value !== EXCLUDED_COUNTRY_CODE && (opts.withRemote || value !== REMOTE_COUNTRY_CODE);
  });
  if (opts.withRemote && !options.some((c) => c.value.trim().toUpperCase() === REMOTE_COUNTRY_CODE)) {
    options.push({ text: 'Remote', value: REMOTE_COUNTRY_CODE });
  }
  return options;
}

/** A preferred country as stored: a Nordic code, or null (REMOTE and unknown codes are never stored). */
export function normalizePreferredCountry(code: string | null | undefined): CountryCode | null {
  if (code == null) return null;
  const parsed = CountryCode.safeParse(code.trim().toUpperCase());
  return parsed.success ? parsed.data : null;
}

function splitCountryCodes(codes: string[]): { countryCodes: CountryCode[]; hasRemote: boolean } {
  const countryCodes: CountryCode[] = [];
  let hasRemote = false;
  for (const raw of codes) {
    const code = raw.trim().toUpperCase();
    if (code === REMOTE_COUNTRY_CODE) {
      hasRemote = true;
      continue;
    }
    const parsed = CountryCode.safeParse(code);
    if (parsed.success && !countryCodes.includes(parsed.data)) countryCodes.push(parsed.data);
  }
  return { countryCodes, hasRemote };
}
