import type { WhiteLabelFeedList } from '#domain/companies/white-label-feed.schema.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import { readCompanyFeeds, toWhiteLabelFeed, type WhiteLabelDeps } from './white-label-feeds.ts';

/** A startup's white-label feeds, for its members (and admins); anyone else gets "Startup not found". */
export async function listWhiteLabelFeeds(
  deps: WhiteLabelDeps,
  userId: string,
  key: string,
): Promise<WhiteLabelFeedList> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const rows = await readCompanyFeeds(deps, company.id);
  return { companyKey: company.key, companyName: company.name, feeds: rows.map(toWhiteLabelFeed) };
}
