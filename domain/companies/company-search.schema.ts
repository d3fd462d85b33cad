import { z } from 'zod';
import { Pagination } from '../jobs/job.schema.ts';
import { CountryCode } from '../location/countries.ts';
import { DEFAULT_SITE_CONFIG_LISTS } from '../site/site-config-defaults.ts';
import { CompanyListItem } from './company.schema.ts';

function valuesOf(options: readonly { value: string }[]): [string, ...string[]] {
  const [first, ...rest] = options.map((option) => option.value);
  if (first === undefined) throw new Error('A startup filter needs at least one value');
  return [first, ...rest];
}

/** The startup list's filters take the site configuration's codes: industry, stage and team size. */
export const COMPANY_FILTER_INDUSTRIES = valuesOf(DEFAULT_SITE_CONFIG_LISTS.industries);
export const COMPANY_FILTER_STAGES = valuesOf(DEFAULT_SITE_CONFIG_LISTS.company.stages);
export const COMPANY_FILTER_SIZES = valuesOf(DEFAULT_SITE_CONFIG_LISTS.company.numberOfEmployees);

export const CompanySearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  country: CountryCode.optional(),
  industry: z
    .enum(COMPANY_FILTER_INDUSTRIES, { message: 'Please choose an industry from the list' })
    .optional(),
  stage: z.enum(COMPANY_FILTER_STAGES, { message: 'Please choose a stage from the list' }).optional(),
  /** The number of employees, as a range of the site configuration (`11-50`). */
  size: z.enum(COMPANY_FILTER_SIZES, { message: 'Please choose a team size from the list' }).optional(),
  hiring: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'),
    z.boolean().optional(),
  ),
  page: z.coerce.number().int().min(1).max(500).default(1),
  perPage: z.coerce.number().int().min(1).max(60).default(24),
});
export type CompanySearchQuery = z.infer<typeof CompanySearchQuery>;

export const CompanyList = z.object({ companies: z.array(CompanyListItem), pagination: Pagination });
export type CompanyList = z.infer<typeof CompanyList>;
