import { eq } from 'drizzle-orm';
import { PROFILE_KIND_RULES, type ProfileKind } from '#domain/access/policy.ts';
import { AppError } from '#domain/errors.ts';
import { companies, investors } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { authorize } from './authorize.ts';
import { type ActorOrUserId, resolveActor } from './load-actor.ts';

/** What differs between a startup and an investor for the member rule: the table of its rows. */
const PROFILE_TABLES = { company: companies, investor: investors } as const;

export type ProfileRow<K extends ProfileKind> = (typeof PROFILE_TABLES)[K]['$inferSelect'];

/**
 * The startup or investor behind `key` when the actor may act for it (`profile.act`: a member, or
 * an admin). Anyone else gets the same 404 as for a profile that does not exist ("Startup not found",
 * "Investor not found"), so keys of private drafts do not leak.
 */
export async function requireProfileMember<K extends ProfileKind>(
  deps: Pick<ServiceDeps, 'db'>,
  who: ActorOrUserId,
  kind: K,
  key: string,
): Promise<ProfileRow<K>> {
  const table = PROFILE_TABLES[kind] as typeof companies | typeof investors;
  const message = PROFILE_KIND_RULES[kind].notFoundMessage;
  const [actor, rows] = await Promise.all([
    resolveActor(deps, who),
    deps.db.select().from(table).where(eq(table.key, key)).limit(1),
  ]);
  const row = rows[0] as ProfileRow<K> | undefined;
  if (!row) throw new AppError('NOT_FOUND', message);
  authorize(actor, 'profile.act', { type: 'profile', kind, id: row.id }, message);
  return row;
}
