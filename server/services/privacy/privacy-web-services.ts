import type { DeleteTalentDataInput } from '#domain/privacy/privacy.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { deleteTalentData } from './delete-talent-data.ts';
import { getPrivacyOverview } from './get-privacy-overview.ts';

/** The privacy centre (`/settings/privacy`) as its loader and action see it (`services.privacy`). */
export function createPrivacyWebServices(deps: PortalDeps) {
  return {
    getOverview: (userId: string) => getPrivacyOverview(deps, userId),
    deleteTalentData: (userId: string, input: DeleteTalentDataInput) => deleteTalentData(deps, userId, input),
  };
}
