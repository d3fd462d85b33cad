import type { ProfileKind } from '#domain/access/policy.ts';
import type {
  AdminPlatformFlagsInput,
  AdminProfileSearchQuery,
} from '#domain/admin/admin-profiles.schema.ts';
import type { ProfileStatus } from '#domain/admin/admin-profiles-constants.ts';
import type { PortalDeps } from '../deps.ts';
import {
  getAdminInvestor,
  getAdminStartup,
  listAdminProfiles,
  setProfilePlatforms,
  setProfileStatus,
} from './admin-profiles.ts';

/** The back office's Startups and Investors as their pages see them (`services.adminProfiles`). */
export function createAdminProfilesWebServices(deps: PortalDeps) {
  return {
    list: (userId: string, kind: ProfileKind, query: AdminProfileSearchQuery) =>
      listAdminProfiles(deps, userId, kind, query),
    startup: (userId: string, key: string) => getAdminStartup(deps, userId, key),
    investor: (userId: string, key: string) => getAdminInvestor(deps, userId, key),
    setStatus: (userId: string, kind: ProfileKind, key: string, status: ProfileStatus) =>
      setProfileStatus(deps, userId, kind, key, status),
    setPlatforms: (userId: string, kind: ProfileKind, key: string, flags: AdminPlatformFlagsInput) =>
      setProfilePlatforms(deps, userId, kind, key, flags),
  };
}
