import { z } from 'zod';
import { AdminDeal, AdminDeals, DealInput } from '#domain/deals/deal.schema.ts';
import {
  getAdminDeal,
  listAdminDeals,
  saveDeal,
  setDealPublished,
} from '../../../services/deals/admin-deals.ts';
import { toPortalDeps } from '../../portal-deps.ts';
import { defineAdminRoute } from './define-admin-route.ts';

const AdminDealParams = z.object({ id: z.string().max(100) });

/**
 * The back office's Deals (docs/product.md, Content pages): every deal, drafts included, with its
 * code, link and document; create, edit, publish, unpublish (audited `deal.*`), and the startups'
 * proposals. The document is uploaded through the `/admin/deals` pages (multipart form).
 */
export const ADMIN_DEALS_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/deals',
    summary: "Every deal, drafts included, and the startups' deal proposals",
    requires: 'deal.manage',
    response: AdminDeals,
    handler: async ({ caller }, request) => listAdminDeals(request.server.deps, caller),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/deals',
    summary: 'Creates a deal (a DOWNLOAD deal needs its document: create those in the back office pages)',
    requires: 'deal.manage',
    body: DealInput,
    response: AdminDeal,
    status: 201,
    handler: async ({ body, caller }, request) =>
      saveDeal(toPortalDeps(request.server.deps), caller, { id: null, values: body, document: null }),
  }),
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/deals/:id',
    summary: 'One deal with everything the back office edits',
    requires: 'deal.manage',
    params: AdminDealParams,
    response: AdminDeal,
    handler: async ({ params, caller }, request) => getAdminDeal(request.server.deps, caller, params.id),
  }),
  defineAdminRoute({
    method: 'PUT',
    url: '/api/admin/deals/:id',
    summary: "Edits every field of a deal (its document stays unless replaced in the back office's page)",
    requires: 'deal.manage',
    params: AdminDealParams,
    body: DealInput,
    response: AdminDeal,
    handler: async ({ params, body, caller }, request) =>
      saveDeal(toPortalDeps(request.server.deps), caller, { id: params.id, values: body, document: null }),
  }),
  ...(['publish', 'unpublish'] as const).map((verb) =>
    defineAdminRoute({
      method: 'POST',
      url: `/api/admin/deals/:id/${verb}`,
      summary:
        verb === 'publish' ? 'Shows the deal on /deals' : 'Takes the deal off /deals (kept as a draft)',
      requires: 'deal.manage',
      params: AdminDealParams,
      response: AdminDeal,
      handler: async ({ params, caller }, request) =>
        setDealPublished(request.server.deps, caller, params.id, verb === 'publish'),
    }),
  ),
];
