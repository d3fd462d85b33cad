import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import {
  ADMIN_PAYMENTS_PER_PAGE,
  type AdminPaymentList,
  type AdminPaymentsQuery,
} from '#domain/admin/admin-payments.schema.ts';
import { companies, jobs, payments, products } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { ADMIN_PAYMENT_COLUMNS, toAdminPaymentListItem } from './get-admin-payment.ts';

/**
 * Every checkout, newest first, 25 a page: filtered by startup (any part of its name, or its exact
 * key) and by state. Admins only.
 */
export async function listAdminPayments(
  deps: ServiceDeps,
  who: ActorOrUserId,
  query: AdminPaymentsQuery,
): Promise<AdminPaymentList> {
  await requireAction(deps, who, 'payment.refund', SITE);
  const conditions: SQL[] = [];
  const company = query.company?.trim();
  if (company) {
    const pattern = `%${company.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byName = or(ilike(companies.name, pattern), eq(companies.key, company.toLowerCase()));
    if (byName) conditions.push(byName);
  }
  if (query.status) conditions.push(eq(payments.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const perPage = ADMIN_PAYMENTS_PER_PAGE;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(ADMIN_PAYMENT_COLUMNS)
      .from(payments)
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .leftJoin(jobs, eq(jobs.id, payments.jobId))
      .leftJoin(products, eq(products.key, payments.productKey))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    deps.db
      .select({ n: count() })
      .from(payments)
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .where(where),
  ]);
  return { items: rows.map(toAdminPaymentListItem), total: total?.n ?? 0, page: query.page, perPage };
}
