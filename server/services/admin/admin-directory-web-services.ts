import type { PartnerInput, ToolInput } from '#domain/content/directory.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { listCommunityApplications, markCommunityApplicationHandled } from './admin-community.ts';
import {
  createPartner,
  createTool,
  getAdminPartner,
  getAdminTool,
  listAdminPartners,
  listAdminTools,
  setPartnerPublished,
  setPartnersIntro,
  setToolPublished,
  updatePartner,
  updateTool,
} from './admin-directory.ts';

/** The back office's Tools, Partners and Community sections as their pages see them (`services.adminDirectory`). */
export function createAdminDirectoryWebServices(deps: ServiceDeps) {
  return {
    listTools: (userId: string) => listAdminTools(deps, userId),
    getTool: (userId: string, key: string) => getAdminTool(deps, userId, key),
    createTool: (userId: string, input: ToolInput) => createTool(deps, userId, input),
    updateTool: (userId: string, key: string, input: ToolInput) => updateTool(deps, userId, key, input),
    setToolPublished: (userId: string, key: string, isPublished: boolean) =>
      setToolPublished(deps, userId, key, isPublished),
    listPartners: (userId: string) => listAdminPartners(deps, userId),
    getPartner: (userId: string, key: string) => getAdminPartner(deps, userId, key),
    createPartner: (userId: string, input: PartnerInput) => createPartner(deps, userId, input),
    updatePartner: (userId: string, key: string, input: PartnerInput) =>
      updatePartner(deps, userId, key, input),
    setPartnerPublished: (userId: string, key: string, isPublished: boolean) =>
      setPartnerPublished(deps, userId, key, isPublished),
    setPartnersIntro: (userId: string, body: string) => setPartnersIntro(deps, userId, body),
    listCommunity: (userId: string, status: 'open' | 'handled' | 'all') =>
      listCommunityApplications(deps, userId, status),
    markCommunityHandled: (userId: string, id: string) => markCommunityApplicationHandled(deps, userId, id),
  };
}
