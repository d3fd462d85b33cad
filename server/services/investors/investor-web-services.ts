import type { z } from 'zod';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { CreateInvestorInput, UpdateInvestorInput } from '#domain/investors/investor-form.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { createInvestor } from './create-investor.ts';
import { updateInvestor } from './update-investor.ts';

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
  };
}
