import { z } from 'zod';
import {
  AdminCommunityList,
  AdminCommunityQuery,
  CommunityApplicationParams,
  CommunityApplicationRow,
} from '#domain/content/community-application.schema.ts';
import {
  AdminKeyParams,
  AdminPartner,
  AdminPartnerList,
  AdminTool,
  AdminToolList,
  ContentTextInput,
  PartnerInput,
  PublishedInput,
  ToolInput,
} from '#domain/content/directory.schema.ts';
import {
  listCommunityApplications,
  markCommunityApplicationHandled,
} from '../../../services/admin/admin-community.ts';
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
} from '../../../services/admin/admin-directory.ts';
import { defineAdminRoute } from './define-admin-route.ts';

/** The back office's Tools section: every tool, published or not; create, edit, publish (audited `tool.*`). */
export const ADMIN_TOOLS_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/tools',
    summary: 'Every tool, published or not',
    requires: 'content.manage',
    response: AdminToolList,
    handler: ({ caller }, request) => listAdminTools(request.server.deps, caller),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/tools',
    summary: 'Adds a tool (its key made from the name when left out)',
    requires: 'content.manage',
    body: ToolInput,
    response: AdminTool,
    status: 201,
    handler: ({ body, caller }, request) => createTool(request.server.deps, caller, body),
  }),
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/tools/:key',
    summary: 'One tool, published or not',
    requires: 'content.manage',
    params: AdminKeyParams,
    response: AdminTool,
    handler: ({ params, caller }, request) => getAdminTool(request.server.deps, caller, params.key),
  }),
  defineAdminRoute({
    method: 'PUT',
    url: '/api/admin/tools/:key',
    summary: 'Edits a tool',
    requires: 'content.manage',
    params: AdminKeyParams,
    body: ToolInput,
    response: AdminTool,
    handler: ({ params, body, caller }, request) => updateTool(request.server.deps, caller, params.key, body),
  }),
  defineAdminRoute({
    method: 'PUT',
    url: '/api/admin/tools/:key/published',
    summary: 'Publishes or unpublishes a tool',
    requires: 'content.manage',
    params: AdminKeyParams,
    body: PublishedInput,
    response: AdminTool,
    handler: ({ params, body, caller }, request) =>
      setToolPublished(request.server.deps, caller, params.key, body.isPublished),
  }),
];

/** The back office's Partners section, with the partners page's introduction (audited `partner.*`). */
export const ADMIN_PARTNERS_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/partners',
    summary: "Every partner, published or not, and the partners page's introduction (markdown)",
    requires: 'content.manage',
    response: AdminPartnerList,
    handler: ({ caller }, request) => listAdminPartners(request.server.deps, caller),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/partners',
    summary: 'Adds a partner (a body gives it a landing page under /partners)',
    requires: 'content.manage',
    body: PartnerInput,
    response: AdminPartner,
    status: 201,
    handler: ({ body, caller }, request) => createPartner(request.server.deps, caller, body),
  }),
  defineAdminRoute({
    method: 'PUT',
    url: '/api/admin/pages/partners',
    summary: "Sets the partners page's introduction (markdown)",
    requires: 'content.manage',
    body: ContentTextInput,
    response: z.object({ intro: z.string() }),
    handler: ({ body, caller }, request) => setPartnersIntro(request.server.deps, caller, body.body),
  }),
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/partners/:key',
    summary: 'One partner, published or not',
    requires: 'content.manage',
    params: AdminKeyParams,
    response: AdminPartner,
    handler: ({ params, caller }, request) => getAdminPartner(request.server.deps, caller, params.key),
  }),
  defineAdminRoute({
    method: 'PUT',
    url: '/api/admin/partners/:key',
    summary: 'Edits a partner, its landing page body included',
    requires: 'content.manage',
    params: AdminKeyParams,
    body: PartnerInput,
    response: AdminPartner,
    handler: ({ params, body, caller }, request) =>
      updatePartner(request.server.deps, caller, params.key, body),
  }),
  defineAdminRoute({
    method: 'PUT',
    url: '/api/admin/partners/:key/published',
    summary: 'Publishes or unpublishes a partner',
    requires: 'content.manage',
    params: AdminKeyParams,
    body: PublishedInput,
    response: AdminPartner,
    handler: ({ params, body, caller }, request) =>
      setPartnerPublished(request.server.deps, caller, params.key, body.isPublished),
  }),
];

/** The back office's Community section: the program's applications, marked handled (`community.handle`). */
export const ADMIN_COMMUNITY_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/community/applications',
    summary: 'Community program applications (open ones by default), newest first',
    requires: 'content.manage',
    querystring: AdminCommunityQuery,
    response: AdminCommunityList,
    handler: ({ query, caller }, request) =>
      listCommunityApplications(request.server.deps, caller, query.status),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/community/applications/:id/handled',
    summary: 'Marks a community program application handled',
    requires: 'content.manage',
    params: CommunityApplicationParams,
    response: CommunityApplicationRow,
    errors: [404, 409],
    handler: ({ params, caller }, request) =>
      markCommunityApplicationHandled(request.server.deps, caller, params.id),
  }),
];
