import { z } from 'zod';
import { CountryFilter } from '../location/countries.ts';
import { JobRole, JobSort, PositionType, SalaryType } from './job-enums.ts';

/** Reads `a,b` or repeated `a&a` query values as a list. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
    return parts.map((p) => p.trim()).filter(Boolean);
  }, z.array(item).max(20).optional());
}

const booleanFlag = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'),
  z.boolean().optional(),
);

export const MAX_PAGE = 500;
export const MAX_PER_PAGE = 50;
/** The /jobs page's page size (and the API's default). */
export const DEFAULT_PER_PAGE = 20;
/** Counting stops here: more matches show as '1,000+'. */
export const JOB_COUNT_CAP = 1000;

export const JobSearchQuery = z.object({
  q: z.string().trim().max(200, 'Search text can be at most 200 characters').optional(),
  country: listOf(CountryFilter).describe('Country codes, comma separated; REMOTE means remote jobs'),
  city: z.string().trim().max(100).optional(),
  roles: listOf(JobRole).describe('Role keys, comma separated'),
  positionTypes: listOf(PositionType),
  salaryType: SalaryType.optional(),
  hasSalary: booleanFlag,
  remote: booleanFlag,
  /** Only jobs whose startup can sponsor a work permit in the job's country. */
  visa: booleanFlag,
  sort: JobSort.default('newest'),
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(MAX_PAGE)
    .default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type JobSearchQuery = z.infer<typeof JobSearchQuery>;
