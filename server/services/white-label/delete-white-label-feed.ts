import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { whiteLabelFeeds } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { WhiteLabelDeps } from './white-label-feeds.ts';

/** Removes one of the startup's feeds (members only); its host shows nothing of ours afterwards. */
export async function deleteWhiteLabelFeed(
  deps: WhiteLabelDeps,
  userId: string,
  key: string,
  feedId: string,
): Promise<{ deleted: true }> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const rows = await deps.db
    .delete(whiteLabelFeeds)
    .where(and(eq(whiteLabelFeeds.id, feedId), eq(whiteLabelFeeds.companyId, company.id)))
    .returning({ id: whiteLabelFeeds.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Feed not found');
  return { deleted: true };
}
