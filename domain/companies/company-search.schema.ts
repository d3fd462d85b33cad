import { z } from 'zod';
import { Pagination } from '../jobs/job.schema.ts';
import { CountryCode } from '../location/countries.ts';
import { CompanyListItem } from './company.schema.ts';

export const CompanySearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  country: CountryCode.optional(),
  industry: z.string().trim().max(50).optional(),
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
