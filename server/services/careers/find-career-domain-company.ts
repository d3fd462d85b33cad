import { and, eq, isNotNull } from 'drizzle-orm';
import type { CareerDomainCompany } from '#domain/careers/career-page.schema.ts';
import { normalizeCareerDomain } from '#domain/companies/startup-settings.schema.ts';
import { AppError } from '#domain/errors.ts';
import { companies } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * `GET /api/companies/domain/{domain}`: the published startup whose verified career domain this is
 * (docs/product.md, Platforms and hosts). An unverified, unknown or malformed domain is a 404: it
 * serves nothing of any startup.
 */
export async function findCareerDomainCompany(
  deps: ServiceDeps,
  domain: string,
): Promise<CareerDomainCompany> {
  const host = normalizeCareerDomain(domain);
  if (!host) throw new AppError('NOT_FOUND', 'No startup has this career domain');
  const [row] = await deps.db
    .select({
      key: companies.key,
      name: companies.name,
      logoImage: companies.logoImage,
      whatWeDo: companies.whatWeDo,
      website: companies.website,
      domain: companies.careerDomain,
    })
    .from(companies)
    .where(
      and(
        eq(companies.careerDomain, host),
        isNotNull(companies.careerDomainVerifiedAt),
        eq(companies.status, 'PUBLISHED'),
      ),
    )
    .limit(1);
  if (!row?.domain) throw new AppError('NOT_FOUND', 'No startup has this career domain');
  return { ...row, domain: row.domain };
}
