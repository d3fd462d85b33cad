import { SITE } from '#domain/access/policy.ts';
import type { ScoutCandidateInput, ScoutOrderInput } from '#domain/scout/scout.schema.ts';
import { requireAction } from '../access/authorize.ts';
import type { PortalDeps } from '../deps.ts';
import { storeCvUpload } from '../uploads/store-cv-upload.ts';
import { addScoutCandidate } from './add-scout-candidate.ts';
import { closeScoutOrder } from './close-scout-order.ts';
import { createScoutOrder } from './create-scout-order.ts';
import { getCompanyScoutOrder } from './list-company-scout-orders.ts';
import { getScoutOrder, listScoutOrders } from './list-scout-orders.ts';
import { listScoutableJobs } from './list-scoutable-jobs.ts';
import { isScoutEnabled } from './require-scout-enabled.ts';

/**
 * Scout as page loaders and actions see it (`services.scout`): the startup's order flow (members and
 * admins of the startup) and the Scout team's back office (admins). Every operation answers 404 while
 * the site does not sell Scout (no HEADHUNTER product).
 */
export function createScoutWebServices(deps: PortalDeps) {
  return {
    isEnabled: () => isScoutEnabled(deps),
    listScoutableJobs: (userId: string, key: string) => listScoutableJobs(deps, userId, key),
    createOrder: (userId: string, key: string, input: ScoutOrderInput) =>
      createScoutOrder(deps, userId, key, input),
    getCompanyOrder: (userId: string, key: string, orderId: string) =>
      getCompanyScoutOrder(deps, userId, key, orderId),
    listOrders: (userId: string) => listScoutOrders(deps, userId),
    getOrder: (userId: string, orderId: string) => getScoutOrder(deps, userId, orderId),
    addCandidate: (userId: string, orderId: string, input: ScoutCandidateInput) =>
      addScoutCandidate(deps, userId, orderId, input),
    closeOrder: (userId: string, orderId: string) => closeScoutOrder(deps, userId, orderId),
    /** A candidate's CV posted inside the back office form (no JavaScript): admins only. */
    storeCandidateCv: async (userId: string, fileName: string, data: Uint8Array) => {
      await requireAction(deps, userId, 'scout.manage', SITE);
      return storeCvUpload(deps, { ownerUserId: userId, fileName, data });
    },
  };
}
