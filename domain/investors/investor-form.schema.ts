import { z } from 'zod';
import { PlatformFlags } from '../companies/company.schema.ts';
import { profileName, WebsiteInput } from '../companies/company-form.schema.ts';
import { INVESTOR_CATEGORY_KEYS } from '../site/site-config.schema.ts';
import { INVESTOR_INTRO_MAX_LENGTH } from './investor-form-constants.ts';

/**
 * The first investor form of the client portal: `/client/investors/new` (name, category, website).
 * The whole profile (`/client/investors/{key}/edit`) is `investor-profile.schema.ts`.
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
