import type { PipelineSettings } from '#domain/applications/applicant-pipeline.schema.ts';
import { DEFAULT_REJECTION_TEMPLATE, stageLabel } from '#domain/applications/pipeline.ts';
import { DEFAULT_COUNTRY_CODE } from '#domain/location/countries.ts';
import type { companies } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { getSiteConfig } from '../site/get-site-config.ts';

type CompanyRow = typeof companies.$inferSelect;

/** The custom column's name and the rejection mail's template (with the site's placeholders). */
export async function getPipelineSettings(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<PipelineSettings> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  return mapPipelineSettings(deps, company);
}

export async function mapPipelineSettings(
  deps: ServiceDeps,
  company: Pick<CompanyRow, 'pipelineCustomStageName' | 'rejectionTemplate'>,
): Promise<PipelineSettings> {
  // The placeholders do not depend on the visitor; the country only picks a currency, unused here.
  const config = await getSiteConfig(deps, { ipCountryCode: DEFAULT_COUNTRY_CODE });
  return {
    customStageName: company.pipelineCustomStageName,
    customStageLabel: stageLabel('custom', company.pipelineCustomStageName),
    rejectionTemplate: company.rejectionTemplate ?? DEFAULT_REJECTION_TEMPLATE,
    isDefaultTemplate: company.rejectionTemplate === null,
    placeholders: config.emailPlaceholders,
  };
}
