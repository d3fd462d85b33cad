import { type Action, type Actor, can, notFoundMessage, type ResourceOf } from '#domain/access/policy.ts';
import { AppError } from '#domain/errors.ts';
import type { ServiceDeps } from '../deps.ts';
import { type ActorOrUserId, resolveActor } from './load-actor.ts';

/**
 * The policy's answer as a service acts on it: a refusal is the 404 of a resource that does not
 * exist (`notFoundMessage`, or the service's own message), so nobody learns which keys, jobs or
 * back office pages are there.
 */
export function authorize<A extends Action>(
  actor: Actor,
  action: A,
  resource: ResourceOf<A>,
  message: string = notFoundMessage(resource),
): void {
  if (!can(actor, action, resource)) throw new AppError('NOT_FOUND', message);
}

/** `authorize` for a service called with a user id: loads the actor first; returns it for more checks. */
export async function requireAction<A extends Action>(
  deps: Pick<ServiceDeps, 'db'>,
  who: ActorOrUserId,
  action: A,
  resource: ResourceOf<A>,
  message?: string,
): Promise<Actor> {
  const actor = await resolveActor(deps, who);
  authorize(actor, action, resource, message);
  return actor;
}
