import { and, desc, eq, sql } from 'drizzle-orm';
import { companies, companyFollows } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

export type FollowedStartup = {
  key: string;
  name: string;
  logoImage: string | null;
  whatWeDo: string;
  city: string | null;
  countryCode: string | null;
  numberOfActiveJobs: number;
  /** When the user started following it (ISO). */
  followedAt: string;
};

const LIMIT = 200;

/**
 * The startups the signed-in user follows (docs/product.md, Pages: /client/followed-startups), newest first. Only the
 * user's own follows are read; startups without a public page on this platform are left out.
 */
export async function listFollowedStartups(
  deps: ServiceDeps,
  userId: string,
  platform: 'main' | 'impact',
): Promise<FollowedStartup[]> {
  const rows = await deps.db
    .select({
      key: companies.key,
      name: companies.name,
      logoImage: companies.logoImage,
      whatWeDo: companies.whatWeDo,
      city: companies.city,
      countryCode: companies.countryCode,
      numberOfActiveJobs: companies.activeJobCount,
      followedAt: companyFollows.createdAt,
    })
    .from(companyFollows)
    .innerJoin(companies, eq(companies.id, companyFollows.companyId))
    .where(
      and(
        eq(companyFollows.userId, userId),
        eq(companies.status, 'PUBLISHED'),
        sql`coalesce((${companies.platform} ->> ${platform})::boolean, false)`,
      ),
    )
    .orderBy(desc(companyFollows.createdAt), companies.name)
    .limit(LIMIT);
  return rows.map((row) => ({ ...row, followedAt: row.followedAt.toISOString() }));
}
