import type { UploadKind } from '#domain/content/image-upload-rules.ts';
import type { DealInput, DealProposalInput } from '#domain/deals/deal.schema.ts';
import { markdownToPlainText, renderMarkdown } from '../content/render-markdown.ts';
import type { PortalDeps } from '../deps.ts';
import { storeImageUpload } from '../uploads/store-image-upload.ts';
import { getAdminDeal, listAdminDeals, saveDeal, setDealPublished } from './admin-deals.ts';
import { proposeDeal } from './propose-deal.ts';
import { getDeal, listDeals } from './read-deals.ts';
import { checkDealDocument } from './store-deal-document.ts';

/** Deals as the pages see them (`services.deals`): the reader's id decides what they get. */
export function createDealWebServices(deps: PortalDeps) {
  return {
    list: (userId: string | null) => listDeals(deps, userId),
    /** A deal's page: the deal, its description as HTML (ADR 029) and as plain text for the meta. */
    page: async (userId: string | null, idOrKey: string) => {
      const deal = await getDeal(deps, userId, idOrKey);
      return {
        deal,
        bodyHtml: renderMarkdown(deal.description),
        plainText: markdownToPlainText(deal.description),
      };
    },
    propose: (userId: string, companyKey: string, values: DealProposalInput) =>
      proposeDeal(deps, userId, companyKey, values),
  };
}

/** The back office's Deals section (`services.adminDeals`). */
export function createAdminDealsWebServices(deps: PortalDeps) {
  return {
    list: (userId: string) => listAdminDeals(deps, userId),
    get: async (userId: string, id: string) => {
      const deal = await getAdminDeal(deps, userId, id);
      return { deal, bodyHtml: renderMarkdown(deal.description) };
    },
    save: (
      userId: string,
      id: string | null,
      values: DealInput,
      document: { fileName: string | null; data: Uint8Array } | null,
    ) => saveDeal(deps, userId, { id, values, document: document ? checkDealDocument(document) : null }),
    setPublished: (userId: string, id: string, isPublished: boolean) =>
      setDealPublished(deps, userId, id, isPublished),
    storeImage: (userId: string, kind: UploadKind, data: Uint8Array) =>
      storeImageUpload(deps, { ownerUserId: userId, kind, data }),
  };
}
