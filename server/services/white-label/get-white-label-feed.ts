import { eq } from 'drizzle-orm';
import type { PublicWhiteLabelFeed } from '#domain/companies/white-label-feed.schema.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { whiteLabelFeeds } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { toPublicWhiteLabelFeed } from './white-label-feeds.ts';

/**
 * A feed by its host (`GET /api/companies/white-label-feed-domain/{domain}`) or by its id (the
 * feed's own site, whose id the host lookup found: ADR 030). One indexed row, read per request, so
 * an edit shows at once. 404 "Feed not found" when there is none.
 */
export async function getWhiteLabelFeed(
  deps: Pick<ServiceDeps, 'db'>,
  by: { host: string } | { id: string },
): Promise<PublicWhiteLabelFeed> {
  if ('id' in by && !isUuid(by.id)) throw new AppError('NOT_FOUND', 'Feed not found');
  const [row] = await deps.db
    .select()
    .from(whiteLabelFeeds)
    .where(
      'id' in by ? eq(whiteLabelFeeds.id, by.id) : eq(whiteLabelFeeds.host, by.host.trim().toLowerCase()),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Feed not found');
  return toPublicWhiteLabelFeed(row);
}
