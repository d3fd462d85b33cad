import type { JobLocation } from '../jobs/job.schema.ts';
import { findCountryName } from './country-constants.ts';

export type LocationPreviewInput = { isRemote: boolean; location: JobLocation };

/**
 * The one-line location shown on job cards (docs/product.md, Data): 'Remote' if remote; else
 * "locality, country name"; else the locality; else the first part of the address; else ''.
 * Blank strings count as missing. A country without a locality is not shown on its own, as docs/product.md, Data,
 * lists no such case.
 */
export function formatLocationPreview(input: LocationPreviewInput): string {
  if (input.isRemote) return 'Remote';
  const locality = clean(input.location.locality);
  const country = clean(input.location.country);
  if (locality && country) return `${locality}, ${findCountryName(country.toUpperCase()) ?? country}`;
  if (locality) return locality;
  const address = clean(input.location.address);
  if (address) return address.split(',')[0]?.trim() ?? '';
  return '';
}

function clean(value: string | null): string {
  return value?.trim() ?? '';
}
