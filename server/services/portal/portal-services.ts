import type { ServiceDeps } from '../deps.ts';
import { getInvestorAccess } from './get-investor-access.ts';
import { getInvestorDashboard } from './get-investor-dashboard.ts';
import { getStartupAccess } from './get-startup-access.ts';
import { getStartupDashboard } from './get-startup-dashboard.ts';
import { listFollowedStartups } from './list-followed-startups.ts';
import { listMyJobs } from './list-my-jobs.ts';

/**
 * The client portal's services as loaders see them (`services.portal`): bound to the dependencies
 * and the request's platform. Each takes the signed-in user's id and checks ownership or membership
 * itself, so a loader cannot forget it.
 */
export function createPortalServices(deps: ServiceDeps, platform: 'main' | 'impact') {
  return {
    getStartupAccess: (userId: string, key: string) => getStartupAccess(deps, userId, key),
    getInvestorAccess: (userId: string, key: string) => getInvestorAccess(deps, userId, key),
    getStartupDashboard: (userId: string, key: string) => getStartupDashboard(deps, userId, key),
    getInvestorDashboard: (userId: string, key: string) => getInvestorDashboard(deps, userId, key),
    listMyJobs: (userId: string) => listMyJobs(deps, userId, platform),
    listFollowedStartups: (userId: string) => listFollowedStartups(deps, userId, platform),
  };
}

export type PortalServices = ReturnType<typeof createPortalServices>;
