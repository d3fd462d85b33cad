import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { CompanyPlanView } from '#domain/pricing/payment.schema.ts';
import { companyPlans } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * The startup's running plan, or null on the free plan. With plans bought back to back, the one
 * running now (started, not ended), ending when the last of them ends.
 */
export async function getCompanyPlan(
  deps: ServiceDeps,
  userId: string,
  companyKey: string,
): Promise<CompanyPlanView | null> {
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  const now = deps.now();
  const [current] = await deps.db
    .select()
    .from(companyPlans)
    .where(
      and(
        eq(companyPlans.companyId, company.id),
        lte(companyPlans.startsAt, now),
        gt(companyPlans.endsAt, now),
      ),
    )
    .orderBy(desc(companyPlans.endsAt))
    .limit(1);
  if (!current) return null;
  const [last] = await deps.db
    .select({ endsAt: companyPlans.endsAt })
    .from(companyPlans)
    .where(and(eq(companyPlans.companyId, company.id), gt(companyPlans.endsAt, now)))
    .orderBy(desc(companyPlans.endsAt))
    .limit(1);
  return {
    startsAt: current.startsAt.toISOString(),
    endsAt: (last?.endsAt ?? current.endsAt).toISOString(),
    paymentId: current.paymentId,
  };
}
