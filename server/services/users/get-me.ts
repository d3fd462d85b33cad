import { and, eq, gt, sql } from 'drizzle-orm';
import { buildProfileEntries } from '#domain/users/build-profile-entries.ts';
import type { Me } from '#domain/users/user.schema.ts';
import type { PlatformFlagsColumn } from '../../db/schema/companies.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { statementTemplate, UNNAMED } from '../../db/statement-templates.ts';
import { keepSessionAlive, type SessionInfo } from '../auth/read-session.ts';
import type { ServiceDeps } from '../deps.ts';

/** A startup or investor the user is a member of, as one statement reads it (json). */
type MembershipJson = {
  key: string;
  name: string;
  status: 'DRAFT' | 'PUBLISHED';
  platform: PlatformFlagsColumn;
  image: string | null;
  description: string;
  linkedinId?: string | null;
};

/**
 * The columns `Me` is built from, for the user `userId` stands for: the user's row, their startups
 * and investors (by name) and their talent profile, in ONE statement (a signed-in page reads it on
 * every request; four statements cost the embedded database four round trips).
 */
function meColumns() {
  // Spelled out: drizzle leaves a column unqualified when a statement reads one table, and inside
  // these subqueries a bare "id" would be the subquery's own table's.
  const userId = sql.raw('"users"."id"');
  return {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    image: users.image,
    isAdmin: users.isAdmin,
    isEmailVerified: users.isEmailVerified,
    profile: users.profile,
    uiFeatures: users.uiFeatures,
    companies: sql<MembershipJson[]>`coalesce((
      select json_agg(json_build_object(
        'key', c.key, 'name', c.name, 'status', c.status, 'platform', c.platform,
        'image', c.logo_image, 'description', c.what_we_do, 'linkedinId', c.linkedin_id
      ) order by c.name)
      from company_members cm join companies c on c.id = cm.company_id
      where cm.user_id = ${userId}), '[]'::json)`,
    investors: sql<MembershipJson[]>`coalesce((
      select json_agg(json_build_object(
        'key', i.key, 'name', i.name, 'status', i.status, 'platform', i.platform,
        'image', i.logo_image, 'description', i.intro
      ) order by i.name)
      from investor_members im join investors i on i.id = im.investor_id
      where im.user_id = ${userId}), '[]'::json)`,
    /** Null when the user has no talent profile (its `enabled` is never null). */
    applicantEnabled: sql<
      boolean | null
    >`(select a.enabled from applicants a where a.user_id = ${userId} limit 1)`,
  };
}

type MeRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  image: string | null;
  isAdmin: boolean;
  isEmailVerified: boolean;
  profile: string | null;
  uiFeatures: { name: string; reachedAt: string }[];
  companies: MembershipJson[];
  investors: MembershipJson[];
  applicantEnabled: boolean | null;
};

/** The signed-in user with memberships and the profiles of this platform; null if the user is gone. */
export async function getMe(
  deps: ServiceDeps,
  userId: string,
  platform: 'main' | 'impact',
): Promise<Me | null> {
  const rows = (await statementTemplate(deps.db, 'me', () =>
    deps.db
      .select(meColumns())
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare(UNNAMED),
  ).execute({ userId })) as MeRow[];
  const row = rows[0];
  return row ? toMe(row, platform) : null;
}

/**
 * A page request's session and its user in one statement: the live session of a cookie token (as
 * readSession decides it, read from the database on every request: a session deleted anywhere stops
 * working at once) joined with everything `Me` needs. Null when signed out.
 */
export async function readSessionWithMe(
  deps: ServiceDeps,
  token: string | undefined,
  platform: 'main' | 'impact',
): Promise<{ session: SessionInfo; me: Me } | null> {
  if (!token || token.length > 100) return null;
  const now = deps.now();
  const lookup = await keepSessionAlive(deps, token, now, async (idHash) => {
    const rows = (await statementTemplate(deps.db, 'session with me', () =>
      deps.db
        .select({
          userId: sessions.userId,
          lastSeenAt: sessions.lastSeenAt,
          startedAt: sessions.createdAt,
          me: meColumns(),
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
        )
        .limit(1)
        .prepare(UNNAMED),
    ).execute({ idHash, now: now.toISOString() })) as {
      userId: string;
      lastSeenAt: Date;
      startedAt: Date;
      me: MeRow;
    }[];
    return rows[0] ?? null;
  });
  if (!lookup) return null;
  return { session: lookup.session, me: toMe(lookup.row.me, platform) };
}

function toMe(row: MeRow, platform: 'main' | 'impact'): Me {
  const fullName = `${row.firstName} ${row.lastName}`.trim();
  const applicant = row.applicantEnabled === null ? null : { enabled: row.applicantEnabled };
  const companyRows = row.companies.map((c) => ({ ...c, linkedinId: c.linkedinId ?? null }));
  const investorSources = row.investors.map((i) => ({ ...i, description: i.description.slice(0, 200) }));
  const otherPlatform = platform === 'main' ? 'impact' : 'main';
  return {
    id: row.id,
    name: { first: row.firstName, last: row.lastName },
    fullName,
    email: row.email,
    image: row.image,
    isAdmin: row.isAdmin,
    isEmailVerified: row.isEmailVerified,
    companies: companyRows.map((c) => ({ key: c.key, name: c.name, isDraft: c.status === 'DRAFT' })),
    investors: row.investors.map((i) => ({ key: i.key, name: i.name, isDraft: i.status === 'DRAFT' })),
    applicant,
    profile: row.profile,
    uiFeatures: row.uiFeatures,
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
