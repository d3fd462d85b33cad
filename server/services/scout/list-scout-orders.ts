import { eq } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { ScoutOrder } from '#domain/scout/scout.schema.ts';
import { scoutOrders } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { requireScoutEnabled } from './require-scout-enabled.ts';
import { selectScoutOrders } from './scout-order-rows.ts';

/** The back office's list of every Scout order (admins only; anyone else gets 404). */
export async function listScoutOrders(deps: ServiceDeps, who: ActorOrUserId): Promise<ScoutOrder[]> {
  await requireScoutEnabled(deps);
  await requireAction(deps, who, 'scout.manage', SITE);
  return selectScoutOrders(deps.db, undefined);
}

/** One order in the back office (admins only). */
export async function getScoutOrder(
  deps: ServiceDeps,
  who: ActorOrUserId,
  orderId: string,
): Promise<ScoutOrder> {
  await requireScoutEnabled(deps);
  await requireAction(deps, who, 'scout.manage', SITE);
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'Scout order not found');
  const [order] = await selectScoutOrders(deps.db, eq(scoutOrders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'Scout order not found');
  return order;
}
