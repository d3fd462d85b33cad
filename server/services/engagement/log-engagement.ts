import type { z } from 'zod';
import type { Platform } from '#domain/companies/company.schema.ts';
import type { EngagementLogInput, EngagementLogResult } from '#domain/engagement/engagement.schema.ts';
import { viewDay } from '#domain/jobs/view-counting.ts';
import { profileEngagements } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { requireActingProfile, requirePublicProfile } from './engagement-profiles.ts';

/**
 * `POST /api/engagement/log` (docs/product.md, Calls): the signed-in user's current profile (a startup or investor
 * they are a member of; else 404) viewed or contacted a published profile of this platform (else
 * 404). Stored once per actor, target, action and UTC day: the unique constraint decides, so two
 * logs at once store one row (`recorded: false` for the other). A profile's own page is not logged.
 */
export async function logEngagement(
  deps: ServiceDeps,
  userId: string,
  input: z.output<typeof EngagementLogInput>,
  platform: Platform,
): Promise<EngagementLogResult> {
  const actor = await requireActingProfile(deps, userId, input.profile);
  const target = await requirePublicProfile(deps, input.target, platform);
  if (actor.type === target.type && actor.id === target.id) return { recorded: false };
  const now = deps.now();
  const inserted = await deps.db
    .insert(profileEngagements)
    .values({
      actorCompanyId: actor.type === 'company' ? actor.id : null,
      actorInvestorId: actor.type === 'investor' ? actor.id : null,
      targetCompanyId: target.type === 'company' ? target.id : null,
      targetInvestorId: target.type === 'investor' ? target.id : null,
      action: input.action,
      day: viewDay(now),
      userId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: profileEngagements.id });
  return { recorded: inserted.length > 0 };
}
