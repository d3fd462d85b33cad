import type { RouterContextProvider } from 'react-router';
import type { PublicWhiteLabelFeed } from '#domain/companies/white-label-feed.schema.ts';
import { getAppContext } from '../app-context.ts';
import { notFound, withNotFoundPage } from './responses.ts';

/**
 * The white-label feed of this request's site (ADR 030: the host lookup found it), or the 404 page
 * on any other host: `/whiteLabelFeed` exists on a feed's host only.
 */
export async function requireSiteFeed(
  context: Readonly<RouterContextProvider>,
): Promise<PublicWhiteLabelFeed> {
  const app = getAppContext(context);
  const feedId = app.site.kind === 'whiteLabel' ? app.site.whiteLabelFeedId : undefined;
  if (!feedId) throw notFound();
  return withNotFoundPage(() => app.services.whiteLabel.getSiteFeed(feedId));
}
