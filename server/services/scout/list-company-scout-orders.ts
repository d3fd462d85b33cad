import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { ScoutOrder } from '#domain/scout/scout.schema.ts';
import { scoutOrders } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { requireScoutEnabled } from './require-scout-enabled.ts';
import { selectScoutOrders } from './scout-order-rows.ts';

/** A startup's Scout orders, for its members and admins (anyone else: the 404 of a missing startup). */
export async function listCompanyScoutOrders(
  deps: ServiceDeps,
  userId: string,
  companyKey: string,
): Promise<ScoutOrder[]> {
  await requireScoutEnabled(deps);
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  return selectScoutOrders(deps.db, eq(scoutOrders.companyId, company.id));
}

/** One order of the startup (`headhunter-posted`); another startup's order is a 404. */
export async function getCompanyScoutOrder(
  deps: ServiceDeps,
  userId: string,
  companyKey: string,
  orderId: string,
): Promise<ScoutOrder> {
  await requireScoutEnabled(deps);
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'Scout order not found');
  const [order] = await selectScoutOrders(
    deps.db,
    and(eq(scoutOrders.companyId, company.id), eq(scoutOrders.id, orderId)),
  );
  if (!order) throw new AppError('NOT_FOUND', 'Scout order not found');
  return order;
}
