import type { DealProposalInput } from '#domain/deals/deal.schema.ts';
import { dealProposals } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * A startup offers its own deal to other startups (`/client/startups/{key}/monetise`): the proposal
 * is stored for the team, who see it in the back office's Deals section and publish it as a deal by
 * hand. Members of the startup and admins only (anyone else: the startup's 404).
 */
export async function proposeDeal(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  userId: string,
  companyKey: string,
  values: DealProposalInput,
): Promise<{ id: string }> {
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  const [row] = await deps.db
    .insert(dealProposals)
    .values({ companyId: company.id, userId, ...values, createdAt: deps.now() })
    .returning({ id: dealProposals.id });
  if (!row) throw new Error('proposal insert returned no row');
  return row;
}
