import { eq } from 'drizzle-orm';
import type { Action, Actor, ResourceOf, SiteAction } from '#domain/access/policy.ts';
import type { Transaction } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema/index.ts';
import { authorize } from '../access/authorize.ts';
import { type ActorOrUserId, resolveActor } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';

/** What an admin action changed, for its row in the audit log. */
export type AuditEntry = {
  /** What exactly was done, e.g. 'job.unpublish', 'user.disable', 'price.update'. */
  action: string;
  objectType: string;
  objectId: string;
  /** A human name of the object (a job's title, a user's email). */
  objectLabel?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
};

export type AdminActionResult<T> = { result: T; audit: AuditEntry };

/**
 * Runs one back office action: the policy is asked first (anyone but an admin gets the 404 of the
 * resource), then `run` does the work in a transaction and returns what it changed; the audit row is
 * written in that same transaction. So an action that throws, or is refused, leaves neither a change
 * nor an audit row, and every audit row is an action that happened. Mail the action sends is queued
 * in the transaction too (pass `{ db: tx }` to `mail.send`).
 */
export async function runAdminAction<A extends Action, T>(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  who: ActorOrUserId,
  policy: { action: A; resource: ResourceOf<A>; message?: string },
  run: (tx: Transaction, actor: AdminActor) => Promise<AdminActionResult<T>>,
): Promise<T> {
  const actor = await resolveActor(deps, who);
  authorize(actor, policy.action, policy.resource, policy.message);
  const admin = actor as AdminActor;
  return deps.db.transaction(async (tx) => {
    const { result, audit } = await run(tx, admin);
    await recordAdminAction(tx, admin, audit, deps.now());
    return result;
  });
}

/** An actor the policy let through an admin action. */
export type AdminActor = Extract<Actor, { kind: 'admin' }>;

/** `runAdminAction` for an action on the site as a whole (users, payments, prices, products). */
export function runSiteAdminAction<T>(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  who: ActorOrUserId,
  action: SiteAction,
  run: (tx: Transaction, actor: AdminActor) => Promise<AdminActionResult<T>>,
): Promise<T> {
  return runAdminAction(deps, who, { action, resource: { type: 'site' } as ResourceOf<typeof action> }, run);
}

/** The audit row of one action, in the caller's transaction. */
async function recordAdminAction(tx: Transaction, actor: AdminActor, entry: AuditEntry, at: Date) {
  const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId)).limit(1);
  await tx.insert(adminAuditLog).values({
    actorUserId: actor.userId,
    actorEmail: me?.email ?? '',
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    objectLabel: entry.objectLabel ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    at,
  });
}
