import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { buildJobReport, utcDay } from '#domain/jobs/job-report.ts';
import type { JobReport } from '#domain/jobs/member-job.schema.ts';
import { applications, jobBoosts, jobEvents, jobViewsDaily } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { requireCompanyJob } from './require-company-job.ts';

/** The report covers at most this many days, ending today (or the day the job ended). */
const REPORT_MAX_DAYS = 120;
const DAY_MS = 86_400_000;

/**
 * A job's boost report for its members: views and applicants per day since it first went live,
 * boosted days against organic days, and what the boosts cost per view and per applicant.
 */
export async function getJobReport(
  deps: ServiceDeps,
  userId: string,
  key: string,
  jobId: string,
): Promise<JobReport> {
  const { job } = await requireCompanyJob(deps, userId, key, jobId);
  const now = deps.now();
  const [firstLive] = await deps.db
    .select({ at: jobEvents.at })
    .from(jobEvents)
    .where(and(eq(jobEvents.jobId, job.id), eq(jobEvents.toStatus, 'ACTIVE')))
    .orderBy(asc(jobEvents.at))
    .limit(1);
  const ended =
    job.status === 'EXPIRED' && job.expirationDate && job.expirationDate < now ? job.expirationDate : now;
  const start = firstLive?.at ?? job.approvedAt ?? job.createdAt;
  const from = new Date(Math.max(start.getTime(), ended.getTime() - (REPORT_MAX_DAYS - 1) * DAY_MS));
  const fromDay = utcDay(from);
  const [views, applicants, boosts] = await Promise.all([
    deps.db
      .select({ day: jobViewsDaily.day, count: jobViewsDaily.count })
      .from(jobViewsDaily)
      .where(and(eq(jobViewsDaily.jobId, job.id), gte(jobViewsDaily.day, fromDay))),
    deps.db
      .select({
        day: sql<string>`to_char(${applications.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        count: sql<number>`count(*)::int`,
      })
      .from(applications)
      .where(
        and(eq(applications.jobId, job.id), gte(applications.createdAt, new Date(`${fromDay}T00:00:00Z`))),
      )
      .groupBy(sql`1`),
    deps.db
      .select({
        startsAt: jobBoosts.startsAt,
        endsAt: jobBoosts.endsAt,
        amount: jobBoosts.amount,
        currency: jobBoosts.currency,
      })
      .from(jobBoosts)
      .where(eq(jobBoosts.jobId, job.id))
      .orderBy(asc(jobBoosts.startsAt)),
  ]);
  return buildJobReport({
    jobId: job.id,
    from,
    to: ended,
    viewsByDay: new Map(views.map((v) => [v.day, v.count])),
    applicantsByDay: new Map(applicants.map((a) => [a.day, Number(a.count)])),
    boosts,
  });
}
