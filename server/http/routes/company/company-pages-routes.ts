import {
  CONTACT_RATE_LIMIT,
  ContactInput,
  ContactResult,
  ContentPageParams,
  PublicContentPage,
  PublicFaq,
} from '#domain/content/company-pages.schema.ts';
import { getContentPage } from '../../../services/company/get-content-page.ts';
import { listFaq } from '../../../services/company/list-faq.ts';
import { submitContactMessage } from '../../../services/company/submit-contact-message.ts';
import { defineRoute } from '../../define-route.ts';
import { toPortalDeps } from '../../portal-deps.ts';

/** The company's pages (issue 35): the contact form, editable pages (`/about`), the startups' FAQ. */
export const COMPANY_PAGES_ROUTES = [
  defineRoute({
    method: 'POST',
    url: '/api/contact',
    summary:
      "Sends a message to the Nordhub team (stored, and mailed to the team's inbox); needs a solved captcha (reCaptchaResponse)",
    tags: ['company'],
    body: ContactInput,
    response: ContactResult,
    status: 201,
    errors: [429],
    cacheControl: 'no-store',
    // Nothing public changes.
    keepsPublicPages: true,
    rateLimit: CONTACT_RATE_LIMIT,
    handler: async ({ body }, request) =>
      submitContactMessage(toPortalDeps(request.server.deps), body, { remoteIp: request.ip }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/pages/:key',
    summary: 'A published content page (e.g. about), its body rendered as HTML',
    tags: ['company'],
    params: ContentPageParams,
    response: PublicContentPage,
    errors: [404],
    cacheControl: 'public, max-age=60',
    handler: async ({ params }, request) => getContentPage(request.server.deps, params.key),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/startups/faq',
    summary: "The startups' FAQ: published questions grouped by topic, answers rendered as HTML",
    tags: ['company'],
    response: PublicFaq,
    cacheControl: 'public, max-age=60',
    handler: async (_input, request) => listFaq(request.server.deps),
  }),
];
