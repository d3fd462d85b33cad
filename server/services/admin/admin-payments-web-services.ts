import type { AdminPaymentsQuery } from '#domain/admin/admin-payments.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { getAdminPayment } from './get-admin-payment.ts';
import { listAdminPayments } from './list-admin-payments.ts';
import { type RefundRequest, refundPayment } from './refund-payment.ts';

/** The back office's Payments section as its pages see it (`services.adminPayments`). */
export function createAdminPaymentsWebServices(deps: PortalDeps) {
  return {
    list: (userId: string, query: AdminPaymentsQuery) => listAdminPayments(deps, userId, query),
    get: (userId: string, paymentId: string) => getAdminPayment(deps, userId, paymentId),
    refund: (userId: string, paymentId: string, request: RefundRequest) =>
      refundPayment(deps, userId, paymentId, request),
  };
}
