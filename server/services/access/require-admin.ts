import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * The back office's guard: the user must be an admin (`isAdmin`). Anyone else gets the 404 of a page
 * that does not exist, so the back office does not announce itself.
 */
export async function requireAdmin(deps: ServiceDeps, userId: string): Promise<void> {
  const [user] = await deps.db
    .select({ isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.isAdmin) throw new AppError('NOT_FOUND', 'Page not found');
}
