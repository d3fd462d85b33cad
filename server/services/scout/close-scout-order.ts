import { and, eq } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { SCOUT_ORDER_CLOSED_MESSAGE, type ScoutOrder } from '#domain/scout/scout.schema.ts';
import { scoutOrders } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ServiceDeps } from '../deps.ts';
import { requireScoutEnabled } from './require-scout-enabled.ts';
import { selectScoutOrders } from './scout-order-rows.ts';

/**
 * The Scout team closes an open order (the search ends without a hire, or the startup asked): one
 * conditional UPDATE, so an order closed twice at once, or hired meanwhile, is closed once. The job
 * leaves the featured lists unless it is boosted.
 */
export async function closeScoutOrder(
  deps: ServiceDeps,
  userId: string,
  orderId: string,
): Promise<ScoutOrder> {
  await requireScoutEnabled(deps);
  await requireAction(deps, userId, 'scout.manage', SITE);
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'Scout order not found');
  const [closed] = await deps.db
    .update(scoutOrders)
    .set({ status: 'closed', closedAt: deps.now() })
    .where(and(eq(scoutOrders.id, orderId), eq(scoutOrders.status, 'open')))
    .returning({ id: scoutOrders.id });
  const [order] = await selectScoutOrders(deps.db, eq(scoutOrders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'Scout order not found');
  if (!closed) throw new AppError('CONFLICT', SCOUT_ORDER_CLOSED_MESSAGE);
  deps.caches?.reads?.clear();
  return order;
}
