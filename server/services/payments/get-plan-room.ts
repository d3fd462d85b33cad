import { type PlanRoomView, toPlanRoomView } from '#domain/jobs/plan-room.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPlanRoom } from '../jobs/job-transitions.ts';

/**
 * What the startup may publish now, as the plan rule decides it (`decidePlanRoom`): its plan, its
 * live jobs, whether one more may go live and whether the plan is offered. Members and admins only
 * (404 for anyone else).
 */
export async function getPlanRoom(
  deps: ServiceDeps,
  userId: string,
  companyKey: string,
): Promise<PlanRoomView> {
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  return toPlanRoomView(await readPlanRoom(deps.db, company.id, deps.now()));
}
