import type { JobReport } from './member-job.schema.ts';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of an instant, in UTC (the day views are counted in). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export type JobReportFacts = {
  jobId: string;
  /** First day of the report (the day the job first went live). */
  from: Date;
  /** Last day of the report (today, or the day the job ended). */
  to: Date;
  viewsByDay: ReadonlyMap<string, number>;
  applicantsByDay: ReadonlyMap<string, number>;
  boosts: readonly { startsAt: Date; endsAt: Date; amount: number; currency: string }[];
};

/**
 * The boost report of a job: per day its views and new applicants, whether a boost ran that day
 * (any part of it), the totals of boosted against organic days, and what the boosts cost per
 * boosted-day view and applicant (in minor units of the first currency paid in).
 */
export function buildJobReport(facts: JobReportFacts): JobReport {
  const days: JobReport['days'] = [];
  const first = Date.parse(`${utcDay(facts.from)}T00:00:00.000Z`);
  const last = Date.parse(`${utcDay(facts.to)}T00:00:00.000Z`);
  for (let start = first; start <= last; start += DAY_MS) {
    const day = utcDay(new Date(start));
    const end = start + DAY_MS;
    const isBoosted = facts.boosts.some((b) => b.startsAt.getTime() < end && b.endsAt.getTime() > start);
    days.push({
      day,
      views: facts.viewsByDay.get(day) ?? 0,
      applicants: facts.applicantsByDay.get(day) ?? 0,
      isBoosted,
    });
  }
  const sum = (rows: typeof days) => ({
    days: rows.length,
    views: rows.reduce((n, d) => n + d.views, 0),
    applicants: rows.reduce((n, d) => n + d.applicants, 0),
  });
  const boosted = sum(days.filter((d) => d.isBoosted));
  const organic = sum(days.filter((d) => !d.isBoosted));
  const spendBy = new Map<string, number>();
  for (const boost of facts.boosts)
    spendBy.set(boost.currency, (spendBy.get(boost.currency) ?? 0) + boost.amount);
  const spend = [...spendBy.entries()].map(([currency, amount]) => ({ currency, amount }));
  const firstSpend = spend[0]?.amount ?? null;
  return {
    jobId: facts.jobId,
    days,
    boosted,
    organic,
    spend,
    costPerView: firstSpend !== null && boosted.views > 0 ? Math.round(firstSpend / boosted.views) : null,
    costPerApplicant:
      firstSpend !== null && boosted.applicants > 0 ? Math.round(firstSpend / boosted.applicants) : null,
  };
}
