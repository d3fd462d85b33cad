import type { AdminDeal, Deal, DealCard } from '#domain/deals/deal.schema.ts';
import { dealCategoryLabel } from '#domain/deals/deal-constants.ts';
import type { deals } from '../../db/schema/index.ts';

type DealRow = typeof deals.$inferSelect;

export function toDealCard(row: DealRow): DealCard {
  return {
    id: row.id,
    key: row.key,
    type: row.type,
    category: row.category,
    categoryLabel: dealCategoryLabel(row.category),
    title: row.title,
    partnerName: row.partnerName,
    summary: row.summary,
    image: row.image,
    partnerLogo: row.partnerLogo,
  };
}

/** Where a DOWNLOAD deal's document downloads from (members only; everyone else gets a 404). */
export function dealDocumentUrl(id: string): string {
  return `/api/deals/${id}/document`;
}

/**
 * A deal as its reader may see it: the code, link and document address only when `canRedeem` (a
 * startup member, domain/access/policy.ts `deal.redeem`); for anyone else those keys are absent.
 */
export function toDeal(row: DealRow, reader: { canRedeem: boolean; isSignedIn: boolean }): Deal {
  const deal: Deal = {
    ...toDealCard(row),
    description: row.description,
    hasDocument: row.type === 'DOWNLOAD' && row.documentFile !== null,
    canRedeem: reader.canRedeem,
    isSignedIn: reader.isSignedIn,
  };
  if (!reader.canRedeem) return deal;
  if (row.type === 'EXTENDED') return { ...deal, code: row.code, url: row.link };
  return { ...deal, documentUrl: row.documentFile ? dealDocumentUrl(row.id) : null };
}

export function toAdminDeal(row: DealRow): AdminDeal {
  return {
    ...toDealCard(row),
    description: row.description,
    hasDocument: row.documentFile !== null,
    code: row.code,
    url: row.link,
    documentFile: row.documentFile,
    documentFileName: row.documentFileName,
    sort: row.sort,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
