import {
  AdminPaymentDetail,
  AdminPaymentList,
  AdminPaymentParams,
  AdminPaymentsQuery,
  AdminRefundInput,
} from '#domain/admin/admin-payments.schema.ts';
import { getAdminPayment } from '../../../services/admin/get-admin-payment.ts';
import { listAdminPayments } from '../../../services/admin/list-admin-payments.ts';
import { refundPayment } from '../../../services/admin/refund-payment.ts';
import { toPortalDeps } from '../../portal-deps.ts';
import { defineAdminRoute } from './define-admin-route.ts';

/** The back office's Payments (issue 32): every checkout and its state; refunds through the adapter. */
export const ADMIN_PAYMENTS_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/payments',
    summary: 'Every checkout, newest first (25 a page), by startup (name or key) and state',
    requires: 'payment.refund',
    querystring: AdminPaymentsQuery,
    response: AdminPaymentList,
    handler: async ({ query, caller }, request) => listAdminPayments(request.server.deps, caller, query),
  }),
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/payments/:id',
    summary: 'One payment: startup, product, job, amount, state, refunds, and what it bought',
    requires: 'payment.refund',
    params: AdminPaymentParams,
    response: AdminPaymentDetail,
    handler: async ({ params, caller }, request) => getAdminPayment(request.server.deps, caller, params.id),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/payments/:id/refund',
    summary:
      'Refunds a paid payment through the payment provider (all that is left by default); a full refund ends what it bought (boost or plan) at once',
    requires: 'payment.refund',
    params: AdminPaymentParams,
    body: AdminRefundInput,
    response: AdminPaymentDetail,
    errors: [409, 503],
    handler: async ({ params, body, caller }, request) =>
      refundPayment(toPortalDeps(request.server.deps), caller, params.id, body),
  }),
];
