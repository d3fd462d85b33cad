import { sql } from 'drizzle-orm';
import { type Actor, type Membership, toActor, VISITOR } from '#domain/access/policy.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * Who asks, as the policy sees them (domain/access/policy.ts): the user with every startup and
 * investor they are a member of, and whether they are an admin, in one statement. A request or
 * service call loads it once and asks `authorize` as often as it needs. Nobody signed in, or a user
 * who no longer exists, is a visitor.
 */
export async function loadActor(deps: Pick<ServiceDeps, 'db'>, userId: string | null): Promise<Actor> {
  if (!userId) return VISITOR;
  const result = await deps.db.execute<{ is_admin: boolean; companies: string[]; investors: string[] }>(sql`
    select u.is_admin,
      array(select m.company_id::text from company_members m where m.user_id = u.id) as companies,
      array(select m.investor_id::text from investor_members m where m.user_id = u.id) as investors
    from users u where u.id = ${userId}`);
  const row = (
    result as unknown as { rows: { is_admin: boolean; companies: string[]; investors: string[] }[] }
  ).rows[0];
  if (!row) return VISITOR;
  const memberships: Membership[] = [
    ...row.companies.map((profileId) => ({ kind: 'company' as const, profileId })),
    ...row.investors.map((profileId) => ({ kind: 'investor' as const, profileId })),
  ];
  return toActor({ userId, isAdmin: row.is_admin, memberships });
}

/** An actor already loaded, or the id of the user to load it for (null: a visitor). */
export type ActorOrUserId = Actor | string | null;

export async function resolveActor(deps: Pick<ServiceDeps, 'db'>, who: ActorOrUserId): Promise<Actor> {
  return who !== null && typeof who === 'object' ? who : loadActor(deps, who);
}
