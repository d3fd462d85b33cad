import type { z } from 'zod';
import type { Platform } from '#domain/companies/company.schema.ts';
import {
  type CreateCompanyInput,
  type EditableCompany,
  toProfileKeyBase,
} from '#domain/companies/company-form.schema.ts';
import { companies, companyMembers } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { createWithFreeKey } from '../profile-keys.ts';
import { toEditableCompany } from './get-editable-company.ts';

/**
 * `/client/startups/new`: a DRAFT startup on the current platform, with the user as its owner. Its
 * key comes from the name (`kodkraft`, then `kodkraft-2`, …); two creations racing for one key are
 * settled by the unique index, and the loser tries the next key. Startup and membership are written
 * together.
 */
export async function createCompany(
  deps: ServiceDeps,
  userId: string,
  input: z.output<typeof CreateCompanyInput>,
  platform: Platform,
): Promise<EditableCompany> {
  const base = toProfileKeyBase(input.name, 'startup');
  const row = await createWithFreeKey(deps, companies.key, base, (key) =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [company] = await tx
        .insert(companies)
        .values({
          key,
          name: input.name,
          website: input.website,
          countryCode: input.countryCode,
          countryCodes: [input.countryCode],
          status: 'DRAFT',
          platform: { main: platform === 'main', impact: platform === 'impact' },
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!company) throw new Error('insert returned no startup');
      await tx
        .insert(companyMembers)
        .values({ companyId: company.id, userId, role: 'owner', createdAt: now });
      return company;
    }),
  );
  return toEditableCompany(row);
}
