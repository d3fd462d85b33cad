import { eq } from 'drizzle-orm';
import type {
  PipelineSettings,
  PipelineSettingsInput,
} from '#domain/applications/applicant-pipeline.schema.ts';
import { companies } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { mapPipelineSettings } from './get-pipeline-settings.ts';

/**
 * `PUT {company endpoint}/pipeline`: the custom column's name (blank: "Interview" again) and the
 * rejection mail's template (null: the default again). A field left out keeps its value.
 */
export async function updatePipelineSettings(
  deps: ServiceDeps,
  userId: string,
  key: string,
  changes: PipelineSettingsInput,
): Promise<PipelineSettings> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const set: Partial<typeof companies.$inferInsert> = {};
  if (changes.customStageName !== undefined) set.pipelineCustomStageName = changes.customStageName;
  if (changes.rejectionTemplate !== undefined) set.rejectionTemplate = changes.rejectionTemplate;
  if (Object.keys(set).length === 0) return mapPipelineSettings(deps, company);
  const [updated] = await deps.db.update(companies).set(set).where(eq(companies.id, company.id)).returning();
  return mapPipelineSettings(deps, updated ?? company);
}
