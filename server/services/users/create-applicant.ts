import { applicants } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/** Creates (or re-enables) the user's talent profile (docs/product.md, Calls: POST applicant). */
export async function createApplicant(deps: ServiceDeps, userId: string): Promise<void> {
  await deps.db
    .insert(applicants)
    .values({ userId, enabled: true })
    .onConflictDoUpdate({ target: applicants.userId, set: { enabled: true } });
}
