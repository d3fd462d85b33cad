import { eq } from 'drizzle-orm';
import {
  CAREER_DOMAIN_LOCAL_DNS_MESSAGE,
  CAREER_DOMAIN_LOOKUP_FAILED_MESSAGE,
  CAREER_DOMAIN_MISSING_MESSAGE,
  CAREER_DOMAIN_NOT_VERIFIED_MESSAGE,
  type StartupSettings,
} from '#domain/companies/startup-settings.schema.ts';
import { AppError } from '#domain/errors.ts';
import { addLocalTxtRecord } from '../../adapters/dns/local-txt-resolver.ts';
import type { TxtResolver } from '../../adapters/dns/txt-resolver.ts';
import { verificationRecordName } from '../../adapters/dns/txt-resolver.ts';
import { companies } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import { toStartupSettings } from './get-startup-settings.ts';
import type { StartupSettingsDeps } from './settings-deps.ts';

export type CareerDomainDeps = StartupSettingsDeps & { dns: TxtResolver };

function careerDomainError(message: string): AppError {
  return new AppError('VALIDATION', message, { careerDomain: [message] });
}

/**
 * Verifies a startup's career domain (docs/product.md, Platforms and hosts; ADR 030): the TXT
 * record `_nordhub-verify.<domain>` must hold the startup's token. Found: the domain is verified
 * from now on and serves the startup's career pages (the host table forgets its answers when the
 * page-cache generation moves, which this write does). Not found, or the lookup failed: a field
 * error, and nothing changes. A domain verified before is looked up again (a member may re-check).
 */
export async function verifyCareerDomain(
  deps: CareerDomainDeps,
  userId: string,
  key: string,
): Promise<StartupSettings> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  if (!company.careerDomain || !company.careerDomainToken) {
    throw careerDomainError(CAREER_DOMAIN_MISSING_MESSAGE);
  }
  let records: string[];
  try {
    records = await deps.dns.resolveTxt(verificationRecordName(company.careerDomain));
  } catch (error) {
    deps.logger?.warn(
      { code: (error as { code?: unknown }).code ?? 'unknown' },
      'career domain verification: the DNS lookup failed',
    );
    throw careerDomainError(CAREER_DOMAIN_LOOKUP_FAILED_MESSAGE);
  }
  if (!records.some((record) => record.trim() === company.careerDomainToken)) {
    throw careerDomainError(CAREER_DOMAIN_NOT_VERIFIED_MESSAGE);
  }
  const now = deps.now();
  const [updated] = await deps.db
    .update(companies)
    .set({ careerDomainVerifiedAt: company.careerDomainVerifiedAt ?? now, updatedAt: now })
    .where(eq(companies.id, company.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', 'Startup not found');
  return toStartupSettings(deps, updated);
}

/**
 * TEST MODE (DNS_PROVIDER=local only): adds the startup's verification record to the local test
 * DNS, what the startup would do at its DNS provider. Refused (409) with any other DNS provider.
 */
export async function addCareerDomainTestRecord(
  deps: CareerDomainDeps,
  userId: string,
  key: string,
): Promise<StartupSettings> {
  if (deps.dns.name !== 'local') throw new AppError('CONFLICT', CAREER_DOMAIN_LOCAL_DNS_MESSAGE);
  const company = await requireProfileMember(deps, userId, 'company', key);
  if (!company.careerDomain || !company.careerDomainToken) {
    throw careerDomainError(CAREER_DOMAIN_MISSING_MESSAGE);
  }
  await addLocalTxtRecord(deps.db, verificationRecordName(company.careerDomain), company.careerDomainToken);
  return toStartupSettings(deps, company);
}
