import type { ContentPageUpdate, FaqEntryInput } from '#domain/content/company-pages.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { handleContactMessage, listContactMessages } from './admin-contact.ts';
import { getAdminContentPage, listAdminContentPages, updateContentPage } from './admin-content-pages.ts';
import { createFaqEntry, deleteFaqEntry, listAdminFaq, updateFaqEntry } from './admin-faq.ts';

/** The back office's Pages, FAQ and Contact sections as their pages see them (`services.adminCompany`). */
export function createAdminCompanyPagesWebServices(deps: ServiceDeps) {
  return {
    pages: (userId: string) => listAdminContentPages(deps, userId),
    page: (userId: string, key: string) => getAdminContentPage(deps, userId, key),
    updatePage: (userId: string, key: string, input: ContentPageUpdate) =>
      updateContentPage(deps, userId, key, input),
    faq: (userId: string) => listAdminFaq(deps, userId),
    createFaq: (userId: string, input: FaqEntryInput) => createFaqEntry(deps, userId, input),
    updateFaq: (userId: string, id: string, input: FaqEntryInput) => updateFaqEntry(deps, userId, id, input),
    deleteFaq: (userId: string, id: string) => deleteFaqEntry(deps, userId, id),
    contactMessages: (userId: string) => listContactMessages(deps, userId),
    handleContact: (userId: string, id: string) => handleContactMessage(deps, userId, id),
  };
}
