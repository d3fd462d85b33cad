import { sql } from 'drizzle-orm';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { EXPIRY_REMINDER_DAYS, extendExpiration } from '#domain/jobs/job-lifecycle.ts';
import type { PortalDeps } from '../deps.ts';
import { buildJobStillHiringMessage } from '../mail/templates/job-still-hiring.ts';
import { notifyCompany } from '../startup-settings/notify-company.ts';
import { createExtendToken } from './job-extend-link.ts';

const BATCH = 200;
const DAY_MS = 86_400_000;

type ClaimedJob = {
  id: string;
  title: string;
  company_id: string;
  company_key: string;
  company_name: string;
  expiration_date: string | Date;
};

export type ReminderLogger = { warn(details: object, message: string): void };

/**
 * "Still hiring?" (docs/product.md, Job lifecycle): members get a mail 5 days before a live job expires, with a
 * signed one-click extend. A job is claimed for its current expiration date (`expiry_reminder_for`)
 * in the same statement that selects it, so two workers never mail the same job twice, and a job
 * extended later gets a new mail before its new date.
 */
export async function sendExpiryReminders(
  deps: PortalDeps,
  logger?: ReminderLogger,
): Promise<{ jobs: number; mails: number }> {
  const now = deps.now();
  const horizon = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS);
  const claimed = await deps.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with due as (
        select id from jobs
        where status = 'ACTIVE' and expiration_date > ${now} and expiration_date <= ${horizon}
          and (expiry_reminder_for is null or expiry_reminder_for <> expiration_date)
        order by expiration_date
        limit ${BATCH}
        for update skip locked
      )
      update jobs set expiry_reminder_for = jobs.expiration_date
      from due, companies
      where jobs.id = due.id and companies.id = jobs.company_id
      returning jobs.id, jobs.title, jobs.company_id, companies.key as company_key,
        companies.name as company_name, jobs.expiration_date`);
    return (result as unknown as { rows: ClaimedJob[] }).rows;
  });
  let mails = 0;
  for (const job of claimed) {
    const expirationDate = new Date(job.expiration_date);
    const extendedUntil = extendExpiration(expirationDate, now) ?? expirationDate;
    const token = createExtendToken(deps.appSecret, job.id, expirationDate);
    const message = buildJobStillHiringMessage({
      to: '',
      jobTitle: job.title,
      companyName: job.company_name,
      expiresOn: formatUtcDate(expirationDate),
      extendedUntil: formatUtcDate(extendedUntil),
      extendLink: `${deps.publicUrl}/jobs/${job.id}/still-hiring?token=${encodeURIComponent(token)}`,
      manageLink: `${deps.publicUrl}/client/startups/${encodeURIComponent(job.company_key)}/jobs/${job.id}`,
    });
    // To the startup's notification addresses (else its members), and to Slack when it asked for it.
    const outcome = await notifyCompany(
      { ...deps, ...(logger ? { logger } : {}) },
      job.company_id,
      'jobexpiring',
      message,
    );
    mails += outcome.emailsSent;
  }
  return { jobs: claimed.length, mails };
}
