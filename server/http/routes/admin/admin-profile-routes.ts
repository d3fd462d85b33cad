import { z } from 'zod';
import type { ProfileKind } from '#domain/access/policy.ts';
import {
  AdminInvestorDetail,
  AdminPlatformFlagsInput,
  AdminProfileKeyParams,
  AdminProfileList,
  AdminProfileSearchQuery,
  AdminStartupDetail,
  PlatformFlags,
} from '#domain/admin/admin-profiles.schema.ts';
import { PROFILE_STATUSES } from '#domain/admin/admin-profiles-constants.ts';
import {
  getAdminInvestor,
  getAdminStartup,
  listAdminProfiles,
  setProfilePlatforms,
  setProfileStatus,
} from '../../../services/admin/admin-profiles.ts';
import { defineAdminRoute } from './define-admin-route.ts';

const StatusResult = z.object({ status: z.enum(PROFILE_STATUSES) });
const PlatformsResult = z.object({ platform: PlatformFlags });

/** The moderation routes of one kind of profile, under `/api/admin/{startups|investors}`. */
function moderationRoutes(kind: ProfileKind, path: 'startups' | 'investors', noun: string) {
  return [
    defineAdminRoute({
      method: 'POST',
      url: `/api/admin/${path}/:key/publish`,
      summary: `Back office: publish the ${noun} (it shows on the public pages); 409 when it already is`,
      params: AdminProfileKeyParams,
      response: StatusResult,
      errors: [409],
      handler: async ({ params, caller }, request) =>
        setProfileStatus(request.server.deps, caller, kind, params.key, 'PUBLISHED'),
    }),
    defineAdminRoute({
      method: 'POST',
      url: `/api/admin/${path}/:key/unpublish`,
      summary: `Back office: unpublish the ${noun} (it leaves the public pages); 409 when it is not published`,
      params: AdminProfileKeyParams,
      response: StatusResult,
      errors: [409],
      handler: async ({ params, caller }, request) =>
        setProfileStatus(request.server.deps, caller, kind, params.key, 'DRAFT'),
    }),
    defineAdminRoute({
      method: 'PUT',
      url: `/api/admin/${path}/:key/platforms`,
      summary: `Back office: on which platforms (main site, impact site) the ${noun} shows`,
      params: AdminProfileKeyParams,
      body: AdminPlatformFlagsInput,
      response: PlatformsResult,
      handler: async ({ params, body, caller }, request) =>
        setProfilePlatforms(request.server.deps, caller, kind, params.key, body),
    }),
  ];
}

/** The back office's Startups and Investors (issue 32): search, inspect, publish, platform flags. */
export const ADMIN_PROFILE_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/startups',
    summary: 'Back office: search startups by name or key, any status, a page at a time',
    querystring: AdminProfileSearchQuery,
    response: AdminProfileList,
    handler: async ({ query, caller }, request) =>
      listAdminProfiles(request.server.deps, caller, 'company', query),
  }),
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/startups/:key',
    summary: "Back office: a startup's portal data, members, jobs and payments (read only)",
    params: AdminProfileKeyParams,
    response: AdminStartupDetail,
    handler: async ({ params, caller }, request) => getAdminStartup(request.server.deps, caller, params.key),
  }),
  ...moderationRoutes('company', 'startups', 'startup'),
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/investors',
    summary: 'Back office: search investors by name or key, any status, a page at a time',
    querystring: AdminProfileSearchQuery,
    response: AdminProfileList,
    handler: async ({ query, caller }, request) =>
      listAdminProfiles(request.server.deps, caller, 'investor', query),
  }),
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/investors/:key',
    summary: "Back office: an investor's portal data, members and pitches count (read only)",
    params: AdminProfileKeyParams,
    response: AdminInvestorDetail,
    handler: async ({ params, caller }, request) => getAdminInvestor(request.server.deps, caller, params.key),
  }),
  ...moderationRoutes('investor', 'investors', 'investor'),
];
