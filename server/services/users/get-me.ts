import { eq } from 'drizzle-orm';
import { buildProfileEntries } from '#domain/users/build-profile-entries.ts';
import type { Me } from '#domain/users/user.schema.ts';
import {
  applicants,
  companies,
  companyMembers,
  investorMembers,
  investors,
  users,
} from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/** The signed-in user with memberships and the profiles of this platform; null if the user is gone. */
export async function getMe(
  deps: ServiceDeps,
  userId: string,
  platform: 'main' | 'impact',
): Promise<Me | null> {
  const [userRows, companyRows, investorRows, applicantRows] = await Promise.all([
    deps.db.select().from(users).where(eq(users.id, userId)).limit(1),
    deps.db
      .select({
        key: companies.key,
        name: companies.name,
        status: companies.status,
        platform: companies.platform,
        image: companies.logoImage,
        description: companies.whatWeDo,
        linkedinId: companies.linkedinId,
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId))
      .orderBy(companies.name),
    deps.db
      .select({
        key: investors.key,
        name: investors.name,
        status: investors.status,
        platform: investors.platform,
        image: investors.logoImage,
        description: investors.intro,
      })
      .from(investorMembers)
      .innerJoin(investors, eq(investors.id, investorMembers.investorId))
      .where(eq(investorMembers.userId, userId))
      .orderBy(investors.name),
    deps.db
      .select({ enabled: applicants.enabled })
      .from(applicants)
      .where(eq(applicants.userId, userId))
      .limit(1),
  ]);
  const user = userRows[0];
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const applicant = applicantRows[0] ? { enabled: applicantRows[0].enabled } : null;
  const investorSources = investorRows.map((i) => ({ ...i, description: i.description.slice(0, 200) }));
  const otherPlatform = platform === 'main' ? 'impact' : 'main';
  return {
    id: user.id,
    name: { first: user.firstName, last: user.lastName },
    fullName,
    email: user.email,
    image: user.image,
    isAdmin: user.isAdmin,
    isEmailVerified: user.isEmailVerified,
    companies: companyRows.map((c) => ({ key: c.key, name: c.name, isDraft: c.status === 'DRAFT' })),
    investors: investorRows.map((i) => ({ key: i.key, name: i.name, isDraft: i.status === 'DRAFT' })),
    applicant,
    profile: user.profile,
    uiFeatures: user.uiFeatures,
    profiles: buildProfileEntries({
      platform,
      companies: companyRows,
      investors: investorSources,
      applicant,
      fullName,
    }),
    // The talent profile is on both platforms, so only startups and investors can be elsewhere.
    otherPlatformProfiles: buildProfileEntries({
      platform: otherPlatform,
      companies: companyRows.filter((c) => !c.platform[platform]),
      investors: investorSources.filter((i) => !i.platform[platform]),
      applicant: null,
      fullName,
    }),
  };
}
