import { and, eq } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { SCOUT_ORDER_CLOSED_MESSAGE, type ScoutOrder } from '#domain/scout/scout.schema.ts';
import { scoutOrders } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import { runSiteAdminAction } from '../admin/run-admin-action.ts';
import type { ServiceDeps } from '../deps.ts';
import { requireScoutEnabled } from './require-scout-enabled.ts';
import { selectScoutOrders } from './scout-order-rows.ts';

/**
 * The Scout team closes an open order (the search ends without a hire, or the startup asked): one
 * conditional UPDATE, so an order closed twice at once, or hired meanwhile, is closed once. The job
 * leaves the featured lists unless it is boosted. Written to the audit log with the change.
 */
export async function closeScoutOrder(
  deps: ServiceDeps,
  who: ActorOrUserId,
  orderId: string,
): Promise<ScoutOrder> {
  await requireScoutEnabled(deps);
  const actor = await requireAction(deps, who, 'scout.manage', SITE);
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'Scout order not found');
  // Audited (action `scout.close`) in the transaction of the change: a refusal leaves no row.
  const order = await runSiteAdminAction(deps, actor, 'scout.manage', async (tx) => {
    const [closed] = await tx
      .update(scoutOrders)
      .set({ status: 'closed', closedAt: deps.now() })
      .where(and(eq(scoutOrders.id, orderId), eq(scoutOrders.status, 'open')))
      .returning({ id: scoutOrders.id });
    const [order] = await selectScoutOrders(tx, eq(scoutOrders.id, orderId));
    if (!order) throw new AppError('NOT_FOUND', 'Scout order not found');
    if (!closed) throw new AppError('CONFLICT', SCOUT_ORDER_CLOSED_MESSAGE);
    return {
      result: order,
      audit: {
        action: 'scout.close',
        objectType: 'scout-order',
        objectId: order.id,
        objectLabel: `${order.job.title} at ${order.company.name}`,
        before: { status: 'open' },
        after: { status: order.status },
      },
    };
  });
  deps.caches?.reads?.clear();
  return order;
}
