import type { CommunityApplicationInput } from '#domain/content/community-application.schema.ts';
import type { PortalDeps } from '../deps.ts';
import type { WebViewer } from '../web-services.ts';
import { getPartnerPage, getPartnersPage } from './get-partners-page.ts';
import { getTool } from './get-tool.ts';
import { listTools } from './list-tools.ts';
import { submitCommunityApplication } from './submit-community-application.ts';

/** The tools, partners and community program pages' services (`services.directory`). */
export function createDirectoryWebServices(deps: PortalDeps, viewer: WebViewer) {
  const clientIp = viewer.clientIp ?? 'unknown';
  return {
    listTools: () => listTools(deps),
    getTool: (idOrKey: string) => getTool(deps, idOrKey),
    partnersPage: () => getPartnersPage(deps),
    partnerPage: (key: string) => getPartnerPage(deps, key),
    /** The captcha, then the row and the team's mail in one transaction. */
    applyToCommunity: (input: CommunityApplicationInput) =>
      submitCommunityApplication(deps, input, { remoteIp: clientIp }),
  };
}
