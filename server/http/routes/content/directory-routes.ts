import {
  COMMUNITY_APPLICATION_LIMIT,
  CommunityApplicationCreated,
  CommunityApplicationInput,
} from '#domain/content/community-application.schema.ts';
import {
  PartnerLandingPage,
  PartnerParams,
  PartnersPage,
  Tool,
  ToolList,
  ToolParams,
} from '#domain/content/directory.schema.ts';
import { getPartnerPage, getPartnersPage } from '../../../services/content/get-partners-page.ts';
import { getTool } from '../../../services/content/get-tool.ts';
import { listTools } from '../../../services/content/list-tools.ts';
import { submitCommunityApplication } from '../../../services/content/submit-community-application.ts';
import { defineRoute } from '../../define-route.ts';
import { toPortalDeps } from '../../portal-deps.ts';

/** The tools directory, the partners and the community program (docs/product.md, Content pages). */
export const DIRECTORY_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/tools',
    summary: 'The tools directory: every published tool with its category (markdown descriptions)',
    tags: ['content'],
    response: ToolList,
    handler: (_input, request) => listTools(request.server.deps),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/tools/:id',
    summary: 'One published tool, by id or key',
    tags: ['content'],
    params: ToolParams,
    response: Tool,
    errors: [404],
    handler: async ({ params }, request) => (await getTool(request.server.deps, params.id)).tool,
  }),
  defineRoute({
    method: 'GET',
    url: '/api/pages/partners',
    summary: "The partners page: published partners by category and the page's introduction (HTML)",
    tags: ['content'],
    response: PartnersPage,
    handler: (_input, request) => getPartnersPage(request.server.deps),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/partners/:key',
    summary: "A partner's landing page (e.g. the bank's growth programme), its body as HTML",
    tags: ['content'],
    params: PartnerParams,
    response: PartnerLandingPage,
    errors: [404],
    handler: ({ params }, request) => getPartnerPage(request.server.deps, params.key),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/community-program/applications',
    summary:
      'Apply to the community program as a startup or as talent (captcha `reCaptchaResponse`); stored and mailed to the team',
    tags: ['content'],
    body: CommunityApplicationInput,
    response: CommunityApplicationCreated,
    status: 201,
    errors: [429],
    rateLimit: COMMUNITY_APPLICATION_LIMIT,
    // Applications show on no public page.
    keepsPublicPages: true,
    handler: ({ body }, request) =>
      submitCommunityApplication(toPortalDeps(request.server.deps), body, { remoteIp: request.ip }),
  }),
];
