import { eq } from 'drizzle-orm';
import { isFirstVisit } from '#domain/users/first-visit.ts';
import { users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/** Whether the session that started at `sessionStartedAt` is the one the user's account was made in. */
export async function isFirstVisitOf(
  deps: ServiceDeps,
  userId: string,
  sessionStartedAt: Date,
): Promise<boolean> {
  const [user] = await deps.db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ? isFirstVisit({ accountCreatedAt: user.createdAt, sessionStartedAt }) : false;
}
