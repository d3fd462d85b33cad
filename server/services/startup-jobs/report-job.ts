import { and, count, eq, isNull } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { JOB_REPORT_THRESHOLD } from '#domain/jobs/job-lifecycle.ts';
import { companies, jobReports, jobs, users } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';
import { buildJobReportedMessage } from '../mail/templates/job-reported.ts';
import { listCompanyRecipients } from '../startup-settings/list-company-recipients.ts';

export type ReportJobResult = { reported: true; reports: number };

/**
 * A signed-in talent reports a live job as filled or dead (one report per person and job; a second
 * one changes nothing). When reports from three different people are in, the job is marked
 * (`reported_at`, once, by a conditional update) and its startup's members and the admins are told.
 */
export async function reportJob(
  deps: PortalDeps,
  userId: string,
  jobId: string,
  reason: 'filled' | 'dead',
): Promise<ReportJobResult> {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'Job not found');
  const [job] = await deps.db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyId: jobs.companyId,
      companyKey: companies.key,
      companyName: companies.name,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'ACTIVE'), eq(companies.status, 'PUBLISHED')))
    .limit(1);
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  const now = deps.now();
  const { reports, crossed } = await deps.db.transaction(async (tx) => {
    await tx.insert(jobReports).values({ jobId, userId, reason, createdAt: now }).onConflictDoNothing();
    // Open reports only: after the team dismissed a job's reports, three new people must report it.
    const [row] = await tx
      .select({ n: count() })
      .from(jobReports)
      .where(and(eq(jobReports.jobId, jobId), isNull(jobReports.resolvedAt)));
    const total = Number(row?.n ?? 0);
    if (total < JOB_REPORT_THRESHOLD) return { reports: total, crossed: false };
    const marked = await tx
      .update(jobs)
      .set({ reportedAt: now })
      .where(and(eq(jobs.id, jobId), isNull(jobs.reportedAt)))
      .returning({ id: jobs.id });
    return { reports: total, crossed: marked.length > 0 };
  });
  if (crossed) await tellAboutReports(deps, job, reports);
  return { reported: true, reports };
}

async function tellAboutReports(
  deps: PortalDeps,
  job: { id: string; title: string; companyId: string; companyKey: string; companyName: string },
  reports: number,
): Promise<void> {
  const manageLink = `${deps.publicUrl}/client/startups/${encodeURIComponent(job.companyKey)}/jobs/${job.id}`;
  const members = await listCompanyRecipients(deps.db, job.companyId);
  const admins = await deps.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
  const sends = [
    ...members.map((to) => ({ to, forAdmin: false })),
    ...admins
      .map((a) => a.email.toLowerCase())
      .filter((to) => !members.includes(to))
      .map((to) => ({ to, forAdmin: true })),
  ];
  for (const send of sends) {
    try {
      await deps.mail.send(
        buildJobReportedMessage({
          to: send.to,
          jobTitle: job.title,
          companyName: job.companyName,
          reports,
          manageLink: send.forAdmin ? `${deps.publicUrl}/jobs/${job.id}` : manageLink,
          forAdmin: send.forAdmin,
        }),
      );
    } catch {
      // A failed notice must not fail the talent's report; the portal shows the mark anyway.
    }
  }
}
