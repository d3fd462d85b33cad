import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { extendExpiration } from '#domain/jobs/job-lifecycle.ts';
import type { Executor } from '../../db/client.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';
import { lockJob, recordJobEvent } from '../jobs/job-transitions.ts';
import { readExtendToken } from './job-extend-link.ts';

export type ExtendLinkState = {
  jobId: string;
  title: string;
  companyName: string;
  companyKey: string;
  /** ready: one click extends; extended: the link was used (or the job has another date); ended: not live. */
  state: 'ready' | 'extended' | 'ended';
  expirationDate: string | null;
  /** The date a click would give (ready only). */
  extendsTo: string | null;
};

async function readState(deps: PortalDeps, token: string): Promise<ExtendLinkState> {
  const claims = readExtendToken(deps.appSecret, token);
  if (!claims) throw new AppError('NOT_FOUND', 'This link is not valid');
  const [row] = await deps.db.select().from(jobs).where(eq(jobs.id, claims.jobId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This link is not valid');
  return describe(row, await readCompanyKey(deps.db, row.companyId), claims.expirationDate, deps.now());
}

async function readCompanyKey(db: Executor, companyId: string): Promise<string> {
  const [company] = await db
    .select({ key: companies.key })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.key ?? '';
}

function describe(
  row: typeof jobs.$inferSelect,
  companyKey: string,
  tokenDate: Date,
  now: Date,
): ExtendLinkState {
  const isLive = row.status === 'ACTIVE' || row.status === 'STOPPED';
  const isSameDate = row.expirationDate?.getTime() === tokenDate.getTime();
  const isAhead = row.expirationDate !== null && row.expirationDate.getTime() > now.getTime();
  const extendsTo = isLive && isSameDate && isAhead ? extendExpiration(row.expirationDate, now) : null;
  return {
    jobId: row.id,
    title: row.title,
    companyName: row.companyName,
    companyKey,
    state: extendsTo ? 'ready' : isLive && isAhead ? 'extended' : 'ended',
    expirationDate: row.expirationDate?.toISOString() ?? null,
    extendsTo: extendsTo?.toISOString() ?? null,
  };
}

/** What the "still hiring?" link's page shows (no login: the signed token is the authority). */
export function getExtendLinkState(deps: PortalDeps, token: string): Promise<ExtendLinkState> {
  return readState(deps, token);
}

/**
 * The one click: 30 more days (never beyond 120 from now), once per link. The job row is locked, so
 * two clicks at once extend once; a spent link answers its state without changing anything.
 */
export async function extendJobByLink(deps: PortalDeps, token: string): Promise<ExtendLinkState> {
  const claims = readExtendToken(deps.appSecret, token);
  if (!claims) throw new AppError('NOT_FOUND', 'This link is not valid');
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const row = await lockJob(tx, claims.jobId);
    if (!row) throw new AppError('NOT_FOUND', 'This link is not valid');
    const companyKey = await readCompanyKey(tx, row.companyId);
    const before = describe(row, companyKey, claims.expirationDate, now);
    if (before.state !== 'ready' || !before.extendsTo) return before;
    const extendsTo = new Date(before.extendsTo);
    const [updated] = await tx
      .update(jobs)
      .set({ expirationDate: extendsTo, updatedAt: now })
      .where(eq(jobs.id, row.id))
      .returning();
    if (!updated) throw new Error('update returned no job');
    await recordJobEvent(tx, {
      jobId: row.id,
      from: row.status as 'ACTIVE',
      to: row.status as 'ACTIVE',
      reason: 'extend',
      userId: null,
      at: now,
    });
    return { ...describe(updated, companyKey, extendsTo, now), state: 'extended' as const, extendsTo: null };
  });
}
