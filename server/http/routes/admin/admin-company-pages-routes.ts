import { z } from 'zod';
import {
  AdminContactMessage,
  AdminContactMessages,
  AdminContactParams,
  AdminContentPage,
  AdminContentPages,
  AdminFaqEntries,
  AdminFaqEntry,
  ContentPageParams,
  ContentPageUpdate,
  FaqEntryInput,
  FaqEntryParams,
} from '#domain/content/company-pages.schema.ts';
import { handleContactMessage, listContactMessages } from '../../../services/admin/admin-contact.ts';
import {
  getAdminContentPage,
  listAdminContentPages,
  updateContentPage,
} from '../../../services/admin/admin-content-pages.ts';
import {
  createFaqEntry,
  deleteFaqEntry,
  listAdminFaq,
  updateFaqEntry,
} from '../../../services/admin/admin-faq.ts';
import { defineAdminRoute } from './define-admin-route.ts';

/** The back office's Pages section (issue 35): editable content pages such as /about. */
export const ADMIN_PAGES_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/pages',
    summary: 'The editable content pages (about, …), published or not',
    requires: 'content.manage',
    response: AdminContentPages,
    handler: async ({ caller }, request) => listAdminContentPages(request.server.deps, caller),
  }),
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/pages/:key',
    summary: 'One content page with its markdown body',
    requires: 'content.manage',
    params: ContentPageParams,
    response: AdminContentPage,
    handler: async ({ params, caller }, request) =>
      getAdminContentPage(request.server.deps, caller, params.key),
  }),
  defineAdminRoute({
    method: 'PUT',
    url: '/api/admin/pages/:key',
    summary: 'Edits a content page: title, markdown body, meta description, published (audited: page.update)',
    requires: 'content.manage',
    params: ContentPageParams,
    body: ContentPageUpdate,
    response: AdminContentPage,
    handler: async ({ params, body, caller }, request) =>
      updateContentPage(request.server.deps, caller, params.key, body),
  }),
];

/** The back office's FAQ section (issue 35): the startups' questions and answers. */
export const ADMIN_FAQ_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/faq',
    summary: "The startups' FAQ entries, published or not, in their order",
    requires: 'content.manage',
    response: AdminFaqEntries,
    handler: async ({ caller }, request) => listAdminFaq(request.server.deps, caller),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/faq',
    summary: 'Adds a question to the FAQ (audited: faq.create)',
    requires: 'content.manage',
    body: FaqEntryInput,
    response: AdminFaqEntry,
    status: 201,
    handler: async ({ body, caller }, request) => createFaqEntry(request.server.deps, caller, body),
  }),
  defineAdminRoute({
    method: 'PUT',
    url: '/api/admin/faq/:id',
    summary: 'Edits, publishes or unpublishes a question of the FAQ (audited: faq.update)',
    requires: 'content.manage',
    params: FaqEntryParams,
    body: FaqEntryInput,
    response: AdminFaqEntry,
    handler: async ({ params, body, caller }, request) =>
      updateFaqEntry(request.server.deps, caller, params.id, body),
  }),
  defineAdminRoute({
    method: 'DELETE',
    url: '/api/admin/faq/:id',
    summary: 'Deletes a question of the FAQ (audited: faq.delete)',
    requires: 'content.manage',
    params: FaqEntryParams,
    response: z.object({ ok: z.literal(true) }),
    handler: async ({ params, caller }, request) => deleteFaqEntry(request.server.deps, caller, params.id),
  }),
];

/** The back office's Contact section (issue 35): messages from the contact form. */
export const ADMIN_CONTACT_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/contact',
    summary: 'Messages from the contact form, newest first, and how many are not handled yet',
    requires: 'content.manage',
    response: AdminContactMessages,
    handler: async ({ caller }, request) => listContactMessages(request.server.deps, caller),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/contact/:id/handle',
    summary: 'Marks a contact message handled (audited: contact.handle)',
    requires: 'content.manage',
    params: AdminContactParams,
    response: AdminContactMessage,
    errors: [409],
    handler: async ({ params, caller }, request) =>
      handleContactMessage(request.server.deps, caller, params.id),
  }),
];
