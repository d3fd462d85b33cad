import type { z } from 'zod';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { CreateInvestorInput, UpdateInvestorInput } from '#domain/investors/investor-form.schema.ts';
import type { InvestorSettingsChanges } from '#domain/investors/investor-settings.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { listProfileEngagements } from '../engagement/list-profile-engagements.ts';
import { createInvestor } from './create-investor.ts';
import { getInvestorSettings } from './get-investor-settings.ts';
import { updateInvestor } from './update-investor.ts';
import { updateInvestorSettings } from './update-investor-settings.ts';

/**
 * The investor portal's forms as page actions see them (`services.investor`): each operation takes
 * the signed-in user's id and checks membership itself (anyone else: the 404 of a missing investor).
 */
export function createInvestorWebServices(deps: ServiceDeps, platform: Platform) {
  return {
    /** `/client/investors/new`: a DRAFT investor profile with the user as its member. */
    createInvestor: (userId: string, input: z.output<typeof CreateInvestorInput>) =>
      createInvestor(deps, userId, input, platform),
    /** `/client/investors/{key}/edit`: Save, or Publish a draft. */
    updateInvestor: (userId: string, key: string, input: z.output<typeof UpdateInvestorInput>) =>
      updateInvestor(deps, userId, key, input),
    /** `/client/investors/{key}/settings`: how startups contact the investor. */
    getSettings: (userId: string, key: string) => getInvestorSettings(deps, userId, key),
    updateSettings: (userId: string, key: string, changes: InvestorSettingsChanges) =>
      updateInvestorSettings(deps, userId, key, changes),
    /** The dashboard's "Who viewed your profile". */
    listEngagements: (userId: string, key: string) =>
      listProfileEngagements(deps, userId, 'investor', key, platform),
  };
}
