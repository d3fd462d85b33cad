import type { z } from 'zod';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { UploadKind } from '#domain/content/image-upload-rules.ts';
import type { CreateInvestorInput } from '#domain/investors/investor-form.schema.ts';
import type { InvestorProfile } from '#domain/investors/investor-profile.schema.ts';
import type { InvestorSettingsChanges } from '#domain/investors/investor-settings.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { listProfileEngagements } from '../engagement/list-profile-engagements.ts';
import { storeImageUpload } from '../uploads/store-image-upload.ts';
import { createInvestor } from './create-investor.ts';
import { getFundingChoices, getInvestorProfile } from './get-investor-profile.ts';
import { getInvestorSettings } from './get-investor-settings.ts';
import { updateInvestor } from './update-investor.ts';
import { updateInvestorSettings } from './update-investor-settings.ts';

/**
 * The investor portal's forms as page actions see them (`services.investor`): each operation takes
 * the signed-in user's id and checks membership itself (anyone else: the 404 of a missing investor).
 */
export function createInvestorWebServices(deps: PortalDeps, platform: Platform) {
  return {
    /** `/client/investors/new`: a DRAFT investor profile with the user as its member. */
    createInvestor: (userId: string, input: z.output<typeof CreateInvestorInput>) =>
      createInvestor(deps, userId, input, platform),
    /** `/client/investors/{key}/edit`: the whole profile; Save, or Publish a draft. */
    getProfile: (userId: string, key: string) => getInvestorProfile(deps, userId, key),
    updateInvestor: (userId: string, key: string, input: InvestorProfile) =>
      updateInvestor(deps, userId, key, input),
    /** The lists the profile chooses from. */
    getChoices: () => getFundingChoices(deps),
    /** A picture posted with the form (no JavaScript): the same checks as `POST /api/upload/{type}`. */
    storeImageUpload: (userId: string, kind: UploadKind, data: Uint8Array) =>
      storeImageUpload(deps, { ownerUserId: userId, kind, data }),
    /** `/client/investors/{key}/settings`: how startups contact the investor. */
    getSettings: (userId: string, key: string) => getInvestorSettings(deps, userId, key),
    updateSettings: (userId: string, key: string, changes: InvestorSettingsChanges) =>
      updateInvestorSettings(deps, userId, key, changes),
    /** The dashboard's "Who viewed your profile". */
    listEngagements: (userId: string, key: string) =>
      listProfileEngagements(deps, userId, 'investor', key, platform),
  };
}
