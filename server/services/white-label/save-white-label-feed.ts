import { and, eq, inArray } from 'drizzle-orm';
import { IMAGE_NOT_YOURS_MESSAGE } from '#domain/companies/company-profile.schema.ts';
import { CAREER_DOMAIN_RESERVED_MESSAGE, isReservedHost } from '#domain/companies/startup-settings.schema.ts';
import {
  unknownStartupsMessage,
  WHITE_LABEL_HOST_TAKEN_MESSAGE,
  WHITE_LABEL_MAX_FEEDS,
  WHITE_LABEL_MAX_FEEDS_MESSAGE,
  type WhiteLabelFeed,
  type WhiteLabelFeedChanges,
} from '#domain/companies/white-label-feed.schema.ts';
import { AppError } from '#domain/errors.ts';
import { companies, whiteLabelFeeds } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import { reservedHosts } from '../startup-settings/settings-deps.ts';
import { isTenantHostTaken } from '../startup-settings/tenant-hosts.ts';
import { findForeignImages } from '../uploads/find-foreign-images.ts';
import { isUniqueViolation } from '../users/find-user-by-email.ts';
import { readCompanyFeeds, toWhiteLabelFeed, type WhiteLabelDeps } from './white-label-feeds.ts';

const FIX_MESSAGE = 'Please correct the fields marked below';

function hostTaken(): AppError {
  return new AppError('VALIDATION', WHITE_LABEL_HOST_TAKEN_MESSAGE, {
    host: [WHITE_LABEL_HOST_TAKEN_MESSAGE],
  });
}

/**
 * Creates a feed (`feedId` null) or replaces one of the startup's feeds, for the startup's members
 * (docs/product.md, Career pages and white-label feeds). The host follows the career domains' rules
 * (a real domain name, never one of ours, never another tenant's: ADR 030); the startups of the
 * filter must exist; the logo must be the user's own upload or the feed's current one. A feed goes
 * live at once (no DNS check; the host lookup's cache may take a minute to notice it).
 */
export async function saveWhiteLabelFeed(
  deps: WhiteLabelDeps,
  userId: string,
  key: string,
  feedId: string | null,
  changes: WhiteLabelFeedChanges,
): Promise<WhiteLabelFeed> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const feeds = await readCompanyFeeds(deps, company.id);
  const current = feedId === null ? null : feeds.find((feed) => feed.id === feedId);
  if (current === undefined) throw new AppError('NOT_FOUND', 'Feed not found');
  if (current === null && feeds.length >= WHITE_LABEL_MAX_FEEDS) {
    throw new AppError('VALIDATION', WHITE_LABEL_MAX_FEEDS_MESSAGE);
  }

  const errors: Record<string, string[]> = {};
  if (isReservedHost(changes.host, reservedHosts(deps))) errors.host = [CAREER_DOMAIN_RESERVED_MESSAGE];
  else if (await isTenantHostTaken(deps, changes.host, current ? { feedId: current.id } : {})) {
    errors.host = [WHITE_LABEL_HOST_TAKEN_MESSAGE];
  }
  if (changes.companyKeys.length > 0) {
    const found = await deps.db
      .select({ key: companies.key })
      .from(companies)
      .where(inArray(companies.key, changes.companyKeys));
    const known = new Set(found.map((row) => row.key));
    const unknown = changes.companyKeys.filter((k) => !known.has(k));
    if (unknown.length > 0) errors.companyKeys = [unknownStartupsMessage(unknown)];
  }
  if (changes.logoImage) {
    const kept = new Set(current?.logoImage ? [current.logoImage] : []);
    const foreign = await findForeignImages(deps, userId, [changes.logoImage], kept);
    if (foreign.size > 0) errors.logoImage = [IMAGE_NOT_YOURS_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', FIX_MESSAGE, errors);

  const values = {
    host: changes.host,
    name: changes.name,
    logoImage: changes.logoImage,
    description: changes.description,
    filters: {
      companyKeys: changes.companyKeys,
      countryCodes: changes.countryCodes,
      roles: changes.roles,
      impactOnly: changes.impactOnly,
    },
  };
  try {
    const [row] = current
      ? await deps.db
          .update(whiteLabelFeeds)
          .set(values)
          .where(and(eq(whiteLabelFeeds.id, current.id), eq(whiteLabelFeeds.companyId, company.id)))
          .returning()
      : await deps.db
          .insert(whiteLabelFeeds)
          .values({ ...values, companyId: company.id, createdAt: deps.now() })
          .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Feed not found');
    return toWhiteLabelFeed(row);
  } catch (error) {
    // Two claims of one host at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw hostTaken();
    throw error;
  }
}
