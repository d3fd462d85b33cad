import { count, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { PrivacyOverview } from '#domain/privacy/privacy.schema.ts';
import {
  applicants,
  applications,
  jobInterests,
  jobSaves,
  savedSearches,
  users,
} from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/** The privacy centre's summary: what talent data there is, and how deleting it is confirmed. */
export async function getPrivacyOverview(deps: ServiceDeps, userId: string): Promise<PrivacyOverview> {
  const db = deps.db;
  const [[user], [profile], [applied], [saved], [interested], [searches]] = await Promise.all([
    db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1),
    db.select({ cvFile: applicants.cvFile }).from(applicants).where(eq(applicants.userId, userId)).limit(1),
    db.select({ n: count() }).from(applications).where(eq(applications.userId, userId)),
    db.select({ n: count() }).from(jobSaves).where(eq(jobSaves.userId, userId)),
    db.select({ n: count() }).from(jobInterests).where(eq(jobInterests.userId, userId)),
    db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId)),
  ]);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in');
  return {
    hasPassword: user.passwordHash !== null,
    hasTalentProfile: profile !== undefined,
    hasCv: Boolean(profile?.cvFile),
    applications: applied?.n ?? 0,
    savedJobs: saved?.n ?? 0,
    interests: interested?.n ?? 0,
    savedSearches: searches?.n ?? 0,
  };
}
