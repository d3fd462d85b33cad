import { asc, eq } from 'drizzle-orm';
import {
  type PublicWhiteLabelFeed,
  toWhiteLabelFilters,
  type WhiteLabelFeed,
} from '#domain/companies/white-label-feed.schema.ts';
import { whiteLabelFeeds } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';

/** What the feed operations need: the database, the clock and the hosts that are ours. */
export type WhiteLabelDeps = Pick<PortalDeps, 'db' | 'now' | 'caches' | 'publicUrl' | 'platformHosts'>;

export type WhiteLabelFeedRow = typeof whiteLabelFeeds.$inferSelect;

export function toWhiteLabelFeed(row: WhiteLabelFeedRow): WhiteLabelFeed {
  return {
    id: row.id,
    host: row.host,
    name: row.name,
    logoImage: row.logoImage,
    description: row.description,
    filters: toWhiteLabelFilters(row.filters),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPublicWhiteLabelFeed(row: WhiteLabelFeedRow): PublicWhiteLabelFeed {
  const { createdAt: _createdAt, ...feed } = toWhiteLabelFeed(row);
  return feed;
}

/** A startup's feeds, oldest first. */
export async function readCompanyFeeds(
  deps: Pick<PortalDeps, 'db'>,
  companyId: string,
): Promise<WhiteLabelFeedRow[]> {
  return deps.db
    .select()
    .from(whiteLabelFeeds)
    .where(eq(whiteLabelFeeds.companyId, companyId))
    .orderBy(asc(whiteLabelFeeds.createdAt), asc(whiteLabelFeeds.id));
}
