import type { PortalDeps } from '../deps.ts';
import { getAdminDashboard } from './get-admin-dashboard.ts';

/**
 * The back office as its pages see it (`services.admin`): every operation asks the policy for its
 * action again (admins only; anyone else gets 404) and every change is written to the audit log in
 * its own transaction (run-admin-action.ts).
 */
export function createAdminWebServices(deps: PortalDeps) {
  return {
    dashboard: (userId: string) => getAdminDashboard(deps, userId),
  };
}
