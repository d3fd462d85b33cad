/**
 * Deals (docs/product.md, Content pages): what the browser and the server share without zod: the
 * categories /deals groups them by, the two kinds of deal, and the texts of who may redeem them.
 */

export const DEAL_TYPES = ['EXTENDED', 'DOWNLOAD'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export const DEAL_TYPE_LABELS: Record<DealType, string> = {
  EXTENDED: 'Code or link',
  DOWNLOAD: 'Document download',
};

/** The categories, in the order /deals shows them. */
export const DEAL_CATEGORIES = [
  { value: 'cloud-hosting', label: 'Cloud & hosting' },
  { value: 'finance-legal', label: 'Finance & legal' },
  { value: 'hiring', label: 'Hiring' },
  { value: 'sales-marketing', label: 'Sales & marketing' },
  { value: 'productivity', label: 'Productivity' },
] as const;
export type DealCategory = (typeof DEAL_CATEGORIES)[number]['value'];
export const DEAL_CATEGORY_VALUES = DEAL_CATEGORIES.map((c) => c.value) as [DealCategory, ...DealCategory[]];

export function dealCategoryLabel(value: string): string {
  return DEAL_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

/** What everyone who is not a startup member sees in place of a code, link or document. */
export const DEAL_ACCESS_TITLE = 'This deal is for startups on Nordhub';
export const DEAL_ACCESS_LOGGED_OUT =
  'Log in as a startup member to get this deal, or create a startup profile: it is free.';
export const DEAL_ACCESS_NOT_STARTUP =
  'Deals are for startup teams. Create a startup profile, or join your startup’s team, to get this deal.';

/** The document of a DOWNLOAD deal: a PDF like a pitch deck, at most 10 MB. */
export const DEAL_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DEAL_DOCUMENT_FIELD = 'documentFile';
