import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { can, DEAL } from '#domain/access/policy.ts';
import type { Deal, DealList } from '#domain/deals/deal.schema.ts';
import { DEAL_CATEGORY_VALUES } from '#domain/deals/deal-constants.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { deals } from '../../db/schema/index.ts';
import { type ActorOrUserId, resolveActor } from '../access/load-actor.ts';
import type { PortalDeps, ServiceDeps } from '../deps.ts';
import { toDeal } from './map-deal.ts';

/** The categories' order (docs/product.md, Content pages: deals by category), then the admin's sort. */
export const DEAL_CATEGORY_ORDER: SQL = sql`array_position(array[${sql.join(
  DEAL_CATEGORY_VALUES.map((value) => sql`${value}`),
  sql`, `,
)}]::text[], ${deals.category})`;

const NOT_FOUND = 'Deal not found';

async function readerOf(deps: Pick<ServiceDeps, 'db'>, who: ActorOrUserId) {
  const actor = await resolveActor(deps, who);
  return { canRedeem: can(actor, 'deal.redeem', DEAL), isSignedIn: actor.kind !== 'visitor' };
}

/** The published deals by category; codes and links only for a startup member. */
export async function listDeals(deps: Pick<ServiceDeps, 'db'>, who: ActorOrUserId): Promise<DealList> {
  const [reader, rows] = await Promise.all([
    readerOf(deps, who),
    deps.db
      .select()
      .from(deals)
      .where(eq(deals.isPublished, true))
      .orderBy(DEAL_CATEGORY_ORDER, asc(deals.sort), asc(deals.title)),
  ]);
  return { deals: rows.map((row) => toDeal(row, reader)), canRedeem: reader.canRedeem };
}

/** A published deal by id or key (a draft is the 404 of a missing deal). */
export async function getDeal(
  deps: Pick<ServiceDeps, 'db'>,
  who: ActorOrUserId,
  idOrKey: string,
): Promise<Deal> {
  const [reader, rows] = await Promise.all([
    readerOf(deps, who),
    deps.db
      .select()
      .from(deals)
      .where(
        and(isUuid(idOrKey) ? eq(deals.id, idOrKey) : eq(deals.key, idOrKey), eq(deals.isPublished, true)),
      )
      .limit(1),
  ]);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toDeal(row, reader);
}

/**
 * A DOWNLOAD deal's document, for a startup member only (`deal.redeem`): anyone else, a draft, an
 * EXTENDED deal and a file gone from storage all get the same 404.
 */
export async function readDealDocument(
  deps: Pick<PortalDeps, 'db' | 'storage'>,
  who: ActorOrUserId,
  idOrKey: string,
): Promise<{ data: Buffer; fileName: string }> {
  const actor = await resolveActor(deps, who);
  if (!can(actor, 'deal.redeem', DEAL)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [row] = await deps.db
    .select({ file: deals.documentFile, fileName: deals.documentFileName, key: deals.key })
    .from(deals)
    .where(
      and(
        isUuid(idOrKey) ? eq(deals.id, idOrKey) : eq(deals.key, idOrKey),
        eq(deals.isPublished, true),
        eq(deals.type, 'DOWNLOAD'),
      ),
    )
    .limit(1);
  if (!row?.file) throw new AppError('NOT_FOUND', NOT_FOUND);
  let data: Buffer | null;
  try {
    data = await deps.storage.read(row.file);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('NOT_FOUND', NOT_FOUND);
    throw error;
  }
  if (!data) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { data, fileName: row.fileName ?? `${row.key}.pdf` };
}
