import type {
  PublicWhiteLabelFeed,
  WhiteLabelFeedChanges,
} from '#domain/companies/white-label-feed.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { deleteWhiteLabelFeed } from './delete-white-label-feed.ts';
import { getWhiteLabelFeed } from './get-white-label-feed.ts';
import { listWhiteLabelFeeds } from './list-white-label-feeds.ts';
import { getWhiteLabelJob, listWhiteLabelJobs } from './list-white-label-jobs.ts';
import { saveWhiteLabelFeed } from './save-white-label-feed.ts';

/**
 * White-label feeds as the pages see them (`services.whiteLabel`): a startup's members manage its
 * feeds (each operation checks membership itself; another startup's feeds are a 404), and a feed's
 * host shows the feed the host lookup found (`site.whiteLabelFeedId`, ADR 030) and its jobs.
 */
export function createWhiteLabelWebServices(deps: PortalDeps) {
  return {
    listFeeds: (userId: string, key: string) => listWhiteLabelFeeds(deps, userId, key),
    saveFeed: (userId: string, key: string, feedId: string | null, changes: WhiteLabelFeedChanges) =>
      saveWhiteLabelFeed(deps, userId, key, feedId, changes),
    deleteFeed: (userId: string, key: string, feedId: string) =>
      deleteWhiteLabelFeed(deps, userId, key, feedId),
    getSiteFeed: (feedId: string) => getWhiteLabelFeed(deps, { id: feedId }),
    listFeedJobs: (feed: PublicWhiteLabelFeed, page: { page: number; perPage: number }) =>
      listWhiteLabelJobs(deps, feed, page),
    getFeedJob: (feed: PublicWhiteLabelFeed, jobId: string) => getWhiteLabelJob(deps, feed, jobId),
  };
}

export type WhiteLabelWebServices = ReturnType<typeof createWhiteLabelWebServices>;
