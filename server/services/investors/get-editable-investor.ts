import type { EditableInvestor } from '#domain/investors/investor-form.schema.ts';
import type { investors } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

type InvestorRow = typeof investors.$inferSelect;

export function toEditableInvestor(row: InvestorRow): EditableInvestor {
  return {
    key: row.key,
    name: row.name,
    category: row.category,
    website: row.website,
    intro: row.intro,
    status: row.status,
    platform: row.platform,
  };
}

/** The investor's form data, for its members and admins only (anyone else: 404). */
export async function getEditableInvestor(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<EditableInvestor> {
  return toEditableInvestor(await requireProfileMember(deps, userId, 'investor', key));
}
