import { z } from 'zod';
import { WEBSITE_MESSAGE, WebsiteInput } from '../companies/company-form.schema.ts';
import { checkbox, optionalInt, requiredText } from '../forms/form-fields.ts';

/**
 * The tools directory and the partners (docs/product.md, Content pages): `GET /api/tools`,
 * `GET /api/pages/partners`, a partner's landing page (the bank's growth programme), and what the
 * back office edits of them.
 */

export const Tool = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  category: z.string(),
  /** Markdown (rendered on the server for pages: `descriptionHtml`). */
  description: z.string(),
  website: z.string(),
  logo: z.string().nullable(),
});
export type Tool = z.infer<typeof Tool>;

export const ToolList = z.object({ tools: z.array(Tool) });
export type ToolList = z.infer<typeof ToolList>;

export const ToolParams = z.object({ id: z.string().min(1).max(200) });

export const Partner = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  category: z.string(),
  /** Markdown shown on the partner's card. */
  description: z.string(),
  website: z.string(),
  logo: z.string().nullable(),
  /** Where its own landing page is (a partner with a body), or null. */
  pagePath: z.string().nullable(),
});
export type Partner = z.infer<typeof Partner>;

/** `GET /api/pages/partners`: the partners and the page's introduction (HTML, rendered from markdown). */
export const PartnersPage = z.object({
  page: z.object({ partners: z.array(Partner), content: z.string() }),
});
export type PartnersPage = z.infer<typeof PartnersPage>;

/** A partner's landing page (`/partners/{key}`): its body as HTML. */
export const PartnerLandingPage = z.object({
  partner: Partner,
  bodyHtml: z.string(),
  /** The body as text, for the page's meta description. */
  bodyText: z.string(),
});
export type PartnerLandingPage = z.infer<typeof PartnerLandingPage>;

export const PartnerParams = z.object({ key: z.string().min(1).max(200) });

/** The editable text key of the partners page's introduction. */
export const PARTNERS_INTRO_KEY = 'partners';

export const DIRECTORY_NAME_MESSAGE = 'Please enter a name (at most 120 characters)';
export const DIRECTORY_CATEGORY_MESSAGE = 'Please enter a category (at most 60 characters)';
export const DIRECTORY_DESCRIPTION_MESSAGE = 'Please enter a description (at most 10,000 characters)';
export const DIRECTORY_BODY_MESSAGE = 'The page text can be at most 50,000 characters';
export const DIRECTORY_KEY_MESSAGE =
  'Please enter a key of lowercase letters, digits and dashes (at most 80 characters)';
export const DIRECTORY_LOGO_MESSAGE = 'Please enter an image key or address (at most 500 characters)';
export const DIRECTORY_SORT_MESSAGE = 'Please enter a whole number from 0 to 9999';
export const INTRO_MESSAGE = 'The introduction can be at most 10,000 characters';

const RequiredWebsite = WebsiteInput.refine((url) => url !== null, { error: WEBSITE_MESSAGE }).transform(
  (url) => url ?? '',
);

const OptionalKey = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: DIRECTORY_KEY_MESSAGE })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: DIRECTORY_KEY_MESSAGE })
    .max(80, { error: DIRECTORY_KEY_MESSAGE })
    .optional(),
);

const OptionalLogo = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: DIRECTORY_LOGO_MESSAGE })
    .trim()
    .max(500, { error: DIRECTORY_LOGO_MESSAGE })
    .optional()
    .transform((v) => v ?? null),
);

const directoryFields = {
  name: requiredText(120, DIRECTORY_NAME_MESSAGE),
  category: requiredText(60, DIRECTORY_CATEGORY_MESSAGE),
  description: requiredText(10_000, DIRECTORY_DESCRIPTION_MESSAGE),
  website: RequiredWebsite,
  logo: OptionalLogo,
  sort: optionalInt(0, 9999, DIRECTORY_SORT_MESSAGE).transform((v) => v ?? 0),
  isPublished: checkbox,
};

/** A tool as the back office writes it (create: the key is made from the name when left empty). */
export const ToolInput = z.object({ key: OptionalKey, ...directoryFields });
export type ToolInput = z.output<typeof ToolInput>;

export const PartnerInput = z.object({
  key: OptionalKey,
  ...directoryFields,
  body: z
    .string({ error: DIRECTORY_BODY_MESSAGE })
    .max(50_000, { error: DIRECTORY_BODY_MESSAGE })
    .optional()
    .transform((v) => (v ?? '').trim()),
});
export type PartnerInput = z.output<typeof PartnerInput>;

export const PublishedInput = z.object({ isPublished: z.boolean() });

export const ContentTextInput = z.object({
  body: z
    .string({ error: INTRO_MESSAGE })
    .max(10_000, { error: INTRO_MESSAGE })
    .optional()
    .transform((v) => (v ?? '').trim()),
});

export const AdminTool = Tool.extend({
  isPublished: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type AdminTool = z.infer<typeof AdminTool>;
export const AdminToolList = z.object({ tools: z.array(AdminTool) });

export const AdminPartner = Partner.extend({
  body: z.string(),
  isPublished: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type AdminPartner = z.infer<typeof AdminPartner>;
export const AdminPartnerList = z.object({ partners: z.array(AdminPartner), intro: z.string() });
export type AdminPartnerList = z.infer<typeof AdminPartnerList>;

export const AdminKeyParams = z.object({ key: z.string().min(1).max(200) });
