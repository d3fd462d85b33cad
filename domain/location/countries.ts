import { z } from 'zod';
import { COUNTRY_CODES, COUNTRY_FILTERS } from './country-constants.ts';

export { DEFAULT_COUNTRY_CODE, findCountryName, NORDIC_COUNTRIES } from './country-constants.ts';

export const CountryCode = z.enum(COUNTRY_CODES);
export type CountryCode = z.infer<typeof CountryCode>;

/** A country filter value: a Nordic country or REMOTE (docs/product.md, Validation: REMOTE becomes isRemote). */
export const CountryFilter = z.enum(COUNTRY_FILTERS);
export type CountryFilter = z.infer<typeof CountryFilter>;
