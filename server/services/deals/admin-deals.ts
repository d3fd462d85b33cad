import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { AdminDeal, AdminDeals, DealInput } from '#domain/deals/deal.schema.ts';
import { dealCategoryLabel } from '#domain/deals/deal-constants.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Executor } from '../../db/client.ts';
import { companies, dealProposals, deals } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import { runSiteAdminAction } from '../admin/run-admin-action.ts';
import type { PortalDeps, ServiceDeps } from '../deps.ts';
import { findForeignImages } from '../uploads/find-foreign-images.ts';
import { toAdminDeal } from './map-deal.ts';
import { DEAL_CATEGORY_ORDER } from './read-deals.ts';
import { type CheckedDealDocument, storeDealDocument } from './store-deal-document.ts';

const NOT_FOUND = 'Deal not found';
const DOCUMENT_NEEDED = 'A download deal needs its PDF document';

async function findDeal(db: Executor, id: string, lock = false) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const query = db.select().from(deals).where(eq(deals.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** Every deal, drafts included, and the startups' proposals, newest first (`deal.manage`). */
export async function listAdminDeals(deps: ServiceDeps, who: ActorOrUserId): Promise<AdminDeals> {
  await requireAction(deps, who, 'deal.manage', { type: 'site' });
  const [rows, proposals] = await Promise.all([
    deps.db.select().from(deals).orderBy(DEAL_CATEGORY_ORDER, asc(deals.sort), asc(deals.title)),
    deps.db
      .select({ proposal: dealProposals, companyKey: companies.key, companyName: companies.name })
      .from(dealProposals)
      .innerJoin(companies, eq(companies.id, dealProposals.companyId))
      .orderBy(desc(dealProposals.createdAt))
      .limit(200),
  ]);
  return {
    deals: rows.map(toAdminDeal),
    proposals: proposals.map(({ proposal, companyKey, companyName }) => ({
      id: proposal.id,
      companyKey,
      companyName,
      title: proposal.title,
      category: proposal.category,
      categoryLabel: dealCategoryLabel(proposal.category),
      description: proposal.description,
      contactEmail: proposal.contactEmail,
      createdAt: proposal.createdAt.toISOString(),
    })),
  };
}

export async function getAdminDeal(deps: ServiceDeps, who: ActorOrUserId, id: string): Promise<AdminDeal> {
  await requireAction(deps, who, 'deal.manage', { type: 'site' });
  return toAdminDeal(await findDeal(deps.db, id));
}

/** The audited fields of a deal (its document by file name: the key is not for people). */
function auditedFields(row: typeof deals.$inferSelect) {
  return {
    key: row.key,
    type: row.type,
    category: row.category,
    title: row.title,
    partnerName: row.partnerName,
    summary: row.summary,
    description: row.description,
    code: row.code,
    url: row.link,
    image: row.image,
    partnerLogo: row.partnerLogo,
    documentFileName: row.documentFileName,
    sort: row.sort,
    isPublished: row.isPublished,
  };
}

function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * Creates (`id` null, audited `deal.create`) or edits (`deal.update`) a deal with every field: a new
 * document replaces the old one (stored in the same transaction); images must be the admin's own
 * uploads or the deal's current ones. A key another deal has is refused beside the field.
 */
export async function saveDeal(
  deps: Pick<PortalDeps, 'db' | 'now' | 'storage'>,
  who: ActorOrUserId,
  input: { id: string | null; values: DealInput; document: CheckedDealDocument | null },
): Promise<AdminDeal> {
  const { values, document } = input;
  return runSiteAdminAction(deps, who, 'deal.manage', async (tx, actor) => {
    const before = input.id ? await findDeal(tx, input.id, true) : null;
    const kept = new Set([before?.image, before?.partnerLogo].filter((key): key is string => !!key));
    const images = [values.image, values.partnerLogo].filter((key): key is string => key !== null);
    const foreign = await findForeignImages({ ...deps, db: tx }, actor.userId, images, kept);
    const fieldErrors: Record<string, string[]> = {};
    if (values.image && foreign.has(values.image)) fieldErrors.image = ['Upload the image again'];
    if (values.partnerLogo && foreign.has(values.partnerLogo))
      fieldErrors.partnerLogo = ['Upload the logo again'];
    const [taken] = await tx
      .select({ id: deals.id })
      .from(deals)
      .where(before ? and(eq(deals.key, values.key), ne(deals.id, before.id)) : eq(deals.key, values.key))
      .limit(1);
    if (taken) fieldErrors.key = ['Another deal has this key'];
    const hasDocument = document !== null || (before?.documentFile ?? null) !== null;
    if (values.type === 'DOWNLOAD' && !hasDocument) fieldErrors.documentFile = [DOCUMENT_NEEDED];
    if (Object.keys(fieldErrors).length > 0) {
      throw new AppError('VALIDATION', 'Please correct the fields marked below', fieldErrors);
    }
    const documentFile = document ? await storeDealDocument(deps, tx, actor.userId, document) : null;
    const now = deps.now();
    const fields = {
      key: values.key,
      type: values.type,
      category: values.category,
      title: values.title,
      partnerName: values.partnerName,
      summary: values.summary,
      description: values.description,
      // A code or link belongs to an EXTENDED deal only: never kept on a download.
      code: values.type === 'EXTENDED' ? values.code : null,
      link: values.type === 'EXTENDED' ? values.url : null,
      image: values.image,
      partnerLogo: values.partnerLogo,
      ...(document ? { documentFile, documentFileName: document.fileName } : {}),
      sort: values.sort,
      isPublished: values.isPublished,
      updatedAt: now,
    };
    const [row] = before
      ? await tx.update(deals).set(fields).where(eq(deals.id, before.id)).returning()
      : await tx
          .insert(deals)
          .values({ ...fields, createdAt: now })
          .returning();
    if (!row) throw new Error('deal write returned no row');
    const diff = before
      ? changedOnly(auditedFields(before), auditedFields(row))
      : { before: null, after: auditedFields(row) };
    return {
      result: toAdminDeal(row),
      audit: {
        action: before ? 'deal.update' : 'deal.create',
        objectType: 'deal',
        objectId: row.id,
        objectLabel: row.title,
        before: diff.before,
        after: diff.after,
      },
    };
  });
}

/** Publishes or unpublishes a deal (`deal.publish`, `deal.unpublish`); the same state again is a no-op change, still audited. */
export async function setDealPublished(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  who: ActorOrUserId,
  id: string,
  isPublished: boolean,
): Promise<AdminDeal> {
  return runSiteAdminAction(deps, who, 'deal.manage', async (tx) => {
    const before = await findDeal(tx, id, true);
    const [row] = await tx
      .update(deals)
      .set({ isPublished, updatedAt: deps.now() })
      .where(eq(deals.id, before.id))
      .returning();
    if (!row) throw new Error('deal update returned no row');
    return {
      result: toAdminDeal(row),
      audit: {
        action: isPublished ? 'deal.publish' : 'deal.unpublish',
        objectType: 'deal',
        objectId: row.id,
        objectLabel: row.title,
        before: { isPublished: before.isPublished },
        after: { isPublished },
      },
    };
  });
}
