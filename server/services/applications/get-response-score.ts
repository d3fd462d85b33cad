import { and, eq, gte, isNull } from 'drizzle-orm';
import type { PublicResponseScore } from '#domain/applications/applicant-pipeline.schema.ts';
import { computeResponseScore, RESPONSE_SCORE_WINDOW_DAYS } from '#domain/applications/response-score.ts';
import { AppError } from '#domain/errors.ts';
import { applications, companies, jobs } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { IN_PIPELINE } from './application-transitions.ts';

const DAY_MS = 86_400_000;

/**
 * A startup's response score (issue 9 scope 7) from its applications of the last 180 days: the
 * median time to the first response and the share closed with a decision; null below five
 * applications. Withdrawn applications are left out: the talent ended them, not the startup.
 */
export async function getResponseScoreForCompany(
  deps: ServiceDeps,
  companyId: string,
): Promise<PublicResponseScore> {
  const now = deps.now();
  const since = new Date(now.getTime() - RESPONSE_SCORE_WINDOW_DAYS * DAY_MS);
  const rows = await deps.db
    .select({
      createdAt: applications.createdAt,
      firstResponseAt: applications.firstResponseAt,
      decidedAt: applications.decidedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(jobs.companyId, companyId),
        IN_PIPELINE,
        gte(applications.createdAt, since),
        isNull(applications.withdrawnAt),
      ),
    );
  return { responseScore: computeResponseScore(rows, now), windowDays: RESPONSE_SCORE_WINDOW_DAYS };
}

/** `GET /api/companies/{key}/response-score`: published startups only (others are a 404). */
export async function getResponseScore(deps: ServiceDeps, key: string): Promise<PublicResponseScore> {
  const [company] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.key, key), eq(companies.status, 'PUBLISHED')));
  if (!company) throw new AppError('NOT_FOUND', 'Startup not found');
  return getResponseScoreForCompany(deps, company.id);
}
