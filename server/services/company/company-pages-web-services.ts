import type { ContactInput } from '#domain/content/company-pages.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { getContentPage } from './get-content-page.ts';
import { listFaq } from './list-faq.ts';
import { submitContactMessage } from './submit-contact-message.ts';

/** The company's pages as the web sees them (`services.company`): /about, /startups/faq, /contact. */
export function createCompanyPagesWebServices(deps: PortalDeps) {
  return {
    page: (key: string) => getContentPage(deps, key),
    faq: () => listFaq(deps),
    contact: (input: ContactInput) => submitContactMessage(deps, input),
  };
}
