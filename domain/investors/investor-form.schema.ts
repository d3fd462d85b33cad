import { z } from 'zod';
import { PlatformFlags } from '../companies/company.schema.ts';
import { profileName, WebsiteInput } from '../companies/company-form.schema.ts';
import type { FieldErrors } from '../errors.ts';
import { INVESTOR_CATEGORY_KEYS } from '../site/site-config.schema.ts';
import { INVESTOR_INTRO_MAX_LENGTH } from './investor-form-constants.ts';

/**
 * The small investor forms of the client portal: `/client/investors/new` (name, category, website)
 * and `/client/investors/{key}/edit` (the same plus a short introduction, Save and Publish).
 */

export { INVESTOR_INTRO_MAX_LENGTH };

export const INVESTOR_NAME_MESSAGE = 'Please enter the name of the investor';
export const CATEGORY_MESSAGE = 'Please choose a category';
export const INVESTOR_INTRO_MESSAGE = `Please introduce the investor in at most ${INVESTOR_INTRO_MAX_LENGTH} characters`;
export const PUBLISH_INTRO_MESSAGE = 'Please introduce the investor before publishing the profile';

export const CreateInvestorInput = z.object({
  name: profileName(INVESTOR_NAME_MESSAGE),
  category: z.enum(INVESTOR_CATEGORY_KEYS, { error: CATEGORY_MESSAGE }),
  website: WebsiteInput,
});
export type CreateInvestorInput = z.input<typeof CreateInvestorInput>;

/** Save, or Publish (DRAFT → PUBLISHED; needs the introduction the funding directory shows). */
export const UpdateInvestorInput = CreateInvestorInput.extend({
  intro: z
    .string({ error: INVESTOR_INTRO_MESSAGE })
    .trim()
    .max(INVESTOR_INTRO_MAX_LENGTH, { error: INVESTOR_INTRO_MESSAGE })
    .default(''),
  publish: z.boolean().default(false),
}).superRefine(
  (value, context) => {
    const refused = new Set(context.issues.map((issue) => issue.path?.[0]));
    if (refused.has('intro') || refused.has('publish')) return;
    if (value.publish && value.intro === '') {
      context.addIssue({ code: 'custom', path: ['intro'], message: PUBLISH_INTRO_MESSAGE });
    }
  },
  // Also when the name or the category is refused, so the form shows every error at once.
  { when: (payload) => payload.issues.every((issue) => (issue.path?.length ?? 0) > 0) },
);
export type UpdateInvestorInput = z.input<typeof UpdateInvestorInput>;

/**
 * What a public investor profile needs: the introduction the funding directory shows. Checked when a
 * draft is published and on every save of a published investor, so a listed profile never loses it.
 */
export function checkInvestorPublishing(
  investor: { intro: string },
  options: { isPublishing: boolean; isPublished: boolean },
): FieldErrors {
  if (!options.isPublishing && !options.isPublished) return {};
  return investor.intro.trim() === '' ? { intro: [PUBLISH_INTRO_MESSAGE] } : {};
}

/** An investor as its forms show it (members and admins only). */
export const EditableInvestor = z.object({
  key: z.string(),
  name: z.string(),
  category: z.string(),
  website: z.string().nullable(),
  intro: z.string(),
  status: z.enum(['DRAFT', 'PUBLISHED']),
  platform: PlatformFlags,
});
export type EditableInvestor = z.infer<typeof EditableInvestor>;
