import type { z } from 'zod';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { CreateCompanyInput } from '#domain/companies/company-form.schema.ts';
import { createCompany } from '../companies/create-company.ts';
import type { PortalDeps } from '../deps.ts';

/**
 * The startup portal's operations as page loaders and actions see them (`services.startup`), bound
 * to the dependencies and the request's platform. Every operation takes the signed-in user's id and
 * checks membership itself (a member of startup A gets the 404 of a missing startup for B).
 */
export function createStartupWebServices(deps: PortalDeps, platform: Platform) {
  return {
    /** `/client/startups/new`: a DRAFT startup with the user as its member. */
    createCompany: (userId: string, input: z.output<typeof CreateCompanyInput>) =>
      createCompany(deps, userId, input, platform),
  };
}

export type StartupWebServices = ReturnType<typeof createStartupWebServices>;
