import type { z } from 'zod';
import type { Platform } from '#domain/companies/company.schema.ts';
import { toProfileKeyBase } from '#domain/companies/company-form.schema.ts';
import type { CreateInvestorInput, EditableInvestor } from '#domain/investors/investor-form.schema.ts';
import { investorMembers, investors } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { createWithFreeKey } from '../profile-keys.ts';
import { toEditableInvestor } from './get-editable-investor.ts';

/**
 * `/client/investors/new`: a DRAFT investor profile on the current platform, with the user as its
 * member. The key comes from the name like a startup's; investor and membership are written together.
 */
export async function createInvestor(
  deps: ServiceDeps,
  userId: string,
  input: z.output<typeof CreateInvestorInput>,
  platform: Platform,
): Promise<EditableInvestor> {
  const base = toProfileKeyBase(input.name, 'investor');
  const row = await createWithFreeKey(deps, investors.key, base, (key) =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [investor] = await tx
        .insert(investors)
        .values({
          key,
          name: input.name,
          category: input.category,
          website: input.website,
          status: 'DRAFT',
          platform: { main: platform === 'main', impact: platform === 'impact' },
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!investor) throw new Error('insert returned no investor');
      await tx
        .insert(investorMembers)
        .values({ investorId: investor.id, userId, role: 'owner', createdAt: now });
      return investor;
    }),
  );
  return toEditableInvestor(row);
}
