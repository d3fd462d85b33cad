import { z } from 'zod';
import {
  ScoutableJob,
  ScoutCandidateAdded,
  ScoutCandidateInput,
  ScoutOrder,
  ScoutOrderInput,
  ScoutOrderList,
} from '#domain/scout/scout.schema.ts';
import { addScoutCandidate } from '../../../services/scout/add-scout-candidate.ts';
import { closeScoutOrder } from '../../../services/scout/close-scout-order.ts';
import { createScoutOrder } from '../../../services/scout/create-scout-order.ts';
import {
  getCompanyScoutOrder,
  listCompanyScoutOrders,
} from '../../../services/scout/list-company-scout-orders.ts';
import { getScoutOrder, listScoutOrders } from '../../../services/scout/list-scout-orders.ts';
import { listScoutableJobs } from '../../../services/scout/list-scoutable-jobs.ts';
import { defineRoute } from '../../define-route.ts';
import { toPortalDeps } from '../../portal-deps.ts';
import { requireUserId } from '../../session.ts';
import { defineAdminRoute } from '../admin/define-admin-route.ts';

const KeyParams = z.object({ key: z.string().max(100) });
const OrderParams = z.object({ id: z.string().max(100) });
const CompanyOrderParams = KeyParams.extend({ id: z.string().max(100) });
const PRIVATE = 'private, no-store';

/**
 * Scout (issue 9 scope 5; only while the site's products contain HEADHUNTER, else every route is
 * 404): a startup's members order a search for a live job; the Scout team (admins) lists the orders,
 * adds graded candidates to the job's pipeline and closes orders. A member of startup A gets the 404
 * of a missing startup for B; anyone but an admin gets 404 for the back office.
 */
export const SCOUT_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/scout-jobs',
    summary: "The startup's live jobs a Scout search can be ordered for, each with its open order if any",
    tags: ['scout'],
    params: KeyParams,
    response: z.object({ jobs: z.array(ScoutableJob) }),
    errors: [401, 404],
    cacheControl: PRIVATE,
    handler: async ({ params }, request) => ({
      jobs: await listScoutableJobs(request.server.deps, await requireUserId(request), params.key),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/scout-orders',
    summary: "The startup's Scout orders (members and admins)",
    tags: ['scout'],
    params: KeyParams,
    response: ScoutOrderList,
    errors: [401, 404],
    cacheControl: PRIVATE,
    handler: async ({ params }, request) => ({
      orders: await listCompanyScoutOrders(request.server.deps, await requireUserId(request), params.key),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/scout-orders',
    summary:
      "Order a Scout search for one of the startup's ACTIVE jobs: role brief, must-haves, salary frame, the Scout terms accepted (acceptTerms). One open order per job (409). No payment now: the fee is per successful hire",
    tags: ['scout'],
    params: KeyParams,
    body: ScoutOrderInput,
    response: ScoutOrder,
    status: 201,
    errors: [401, 404, 409],
    rateLimit: { max: 30, timeWindowMs: 60 * 60_000 },
    handler: async ({ params, body }, request) =>
      createScoutOrder(request.server.deps, await requireUserId(request), params.key, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/scout-orders/:id',
    summary: 'One Scout order of the startup (members and admins)',
    tags: ['scout'],
    params: CompanyOrderParams,
    response: ScoutOrder,
    errors: [401, 404],
    cacheControl: PRIVATE,
    handler: async ({ params }, request) =>
      getCompanyScoutOrder(request.server.deps, await requireUserId(request), params.key, params.id),
  }),
  defineAdminRoute({
    requires: 'scout.manage',
    method: 'GET',
    url: '/api/admin/scout-orders',
    summary: 'Back office: every Scout order, open ones first (admins only; others 404)',
    response: ScoutOrderList,
    handler: async ({ caller }, request) => ({
      orders: await listScoutOrders(request.server.deps, caller),
    }),
  }),
  defineAdminRoute({
    requires: 'scout.manage',
    method: 'GET',
    url: '/api/admin/scout-orders/:id',
    summary: 'Back office: one Scout order (admins only)',
    params: OrderParams,
    response: ScoutOrder,
    handler: async ({ params, caller }, request) => getScoutOrder(request.server.deps, caller, params.id),
  }),
  defineAdminRoute({
    requires: 'scout.manage',
    method: 'POST',
    url: '/api/admin/scout-orders/:id/candidates',
    summary:
      "Back office: add a candidate to the ordered job's pipeline with a 1–5 grade (source scout, stage applied); 409 when the order is not open or the address is already in the job's pipeline",
    params: OrderParams,
    body: ScoutCandidateInput,
    response: ScoutCandidateAdded,
    status: 201,
    errors: [409],
    handler: async ({ params, body, caller }, request) =>
      addScoutCandidate(toPortalDeps(request.server.deps), caller.userId, params.id, body),
  }),
  defineAdminRoute({
    requires: 'scout.manage',
    method: 'POST',
    url: '/api/admin/scout-orders/:id/close',
    summary: 'Back office: close an open Scout order (the job leaves the featured lists unless boosted)',
    params: OrderParams,
    response: ScoutOrder,
    errors: [409],
    handler: async ({ params, caller }, request) => closeScoutOrder(request.server.deps, caller, params.id),
  }),
];
