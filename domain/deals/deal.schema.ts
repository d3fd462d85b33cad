import { z } from 'zod';
import { checkbox, choice, optionalText, requiredText } from '../forms/form-fields.ts';
import { DEAL_CATEGORY_VALUES, DEAL_TYPES } from './deal-constants.ts';

/**
 * Deals on /deals and in the API (docs/product.md, Content pages). `code`, `url` and `documentUrl`
 * are present only for a startup member (`canRedeem`): for anyone else the keys are absent, so the
 * answer never carries them (nor their names' values) to a visitor, a talent or an investor.
 */
export const DealCard = z.object({
  id: z.string(),
  key: z.string(),
  type: z.enum(DEAL_TYPES),
  category: z.string(),
  categoryLabel: z.string(),
  title: z.string(),
  partnerName: z.string(),
  summary: z.string(),
  /** Storage keys of the listing image and the partner's logo (served by /images/...). */
  image: z.string().nullable(),
  partnerLogo: z.string().nullable(),
});
export type DealCard = z.infer<typeof DealCard>;

export const DealRedemption = z.object({
  /** EXTENDED: the code to enter at the partner, if it has one. */
  code: z.string().nullable().optional(),
  /** EXTENDED: the partner's sign-up link, if it has one. */
  url: z.string().nullable().optional(),
  /** DOWNLOAD: where the document downloads from (members only). */
  documentUrl: z.string().nullable().optional(),
});

export const Deal = DealCard.extend({
  /** Markdown (rendered on the server only, ADR 029). */
  description: z.string(),
  hasDocument: z.boolean(),
  /** Whether the reader is a startup member, who gets the code, link or document. */
  canRedeem: z.boolean(),
  isSignedIn: z.boolean(),
}).extend(DealRedemption.shape);
export type Deal = z.infer<typeof Deal>;

export const DealList = z.object({ deals: z.array(Deal), canRedeem: z.boolean() });
export type DealList = z.infer<typeof DealList>;

/** A deal as the back office edits it: everything, drafts included. */
export const AdminDeal = Deal.omit({ canRedeem: true, isSignedIn: true, documentUrl: true }).extend({
  code: z.string().nullable(),
  url: z.string().nullable(),
  documentFile: z.string().nullable(),
  documentFileName: z.string().nullable(),
  sort: z.number().int(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDeal = z.infer<typeof AdminDeal>;

export const DealProposal = z.object({
  id: z.string(),
  companyKey: z.string(),
  companyName: z.string(),
  title: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  description: z.string(),
  contactEmail: z.string(),
  createdAt: z.string(),
});
export type DealProposal = z.infer<typeof DealProposal>;

export const AdminDeals = z.object({ deals: z.array(AdminDeal), proposals: z.array(DealProposal) });
export type AdminDeals = z.infer<typeof AdminDeals>;

const KEY_MESSAGE = 'Use 2-80 lowercase letters, digits and dashes';
const httpsUrl = (message: string) =>
  optionalText(500, message).refine(
    (value) => value === null || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
    { error: message },
  );

/**
 * What an admin saves (JSON or the posted form). An EXTENDED deal needs a code or a link; a DOWNLOAD
 * deal needs its document, which is checked by the service (it may be on the deal already, or come
 * with the form).
 */
export const DealInput = z
  .object({
    key: z
      .string({ error: KEY_MESSAGE })
      .trim()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])$/, { error: KEY_MESSAGE }),
    type: choice(DEAL_TYPES, 'Choose the kind of deal'),
    category: choice(DEAL_CATEGORY_VALUES, 'Choose a category'),
    title: requiredText(200, 'Enter a title of at most 200 characters'),
    partnerName: requiredText(200, "Enter the partner's name"),
    summary: requiredText(300, 'Enter a summary of at most 300 characters'),
    description: optionalText(20_000, 'The description takes at most 20,000 characters').transform(
      (v) => v ?? '',
    ),
    code: optionalText(200, 'The code takes at most 200 characters'),
    url: httpsUrl('Enter a link starting with https://'),
    image: optionalText(300, 'Upload the image again'),
    partnerLogo: optionalText(300, 'Upload the logo again'),
    sort: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
      z.number({ error: 'Enter a whole number' }).int({ error: 'Enter a whole number' }).min(0).max(10_000),
    ),
    isPublished: checkbox.optional().transform((v) => v ?? false),
  })
  .check((ctx) => {
    const v = ctx.value;
    if (v.type === 'EXTENDED' && v.code === null && v.url === null) {
      const message = 'A code or link deal needs a code or a link';
      ctx.issues.push({ code: 'custom', message, path: ['code'], input: v.code });
    }
  });
export type DealInput = z.infer<typeof DealInput>;

export const DealProposalInput = z.object({
  title: requiredText(200, 'Enter what you offer, in at most 200 characters'),
  category: choice(DEAL_CATEGORY_VALUES, 'Choose a category'),
  description: requiredText(3000, 'Describe the deal and how startups redeem it (at most 3000 characters)'),
  contactEmail: z
    .string({ error: 'Enter the email address the team can reach you at' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter the email address the team can reach you at' }).max(254)),
});
export type DealProposalInput = z.infer<typeof DealProposalInput>;
