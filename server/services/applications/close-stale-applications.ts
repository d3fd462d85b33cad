import { eq, inArray, sql } from 'drizzle-orm';
import type { ClosureRunSummary } from '#domain/applications/applicant-pipeline.schema.ts';
import { type ApplicantStageValue, closureState } from '#domain/applications/pipeline.ts';
import {
  closesOn,
  closureCutoffs,
  PIPELINE_SETTINGS_KEY,
  readClosureDays,
} from '#domain/applications/pipeline-rules.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import type { Executor } from '../../db/client.ts';
import { applications, companies, jobs, siteSettings } from '../../db/schema/index.ts';
import { buildClosureWarningMessage } from '../mail/templates/application-closure-warning.ts';
import { listCompanyRecipients } from '../startup-settings/list-company-recipients.ts';
import { changeApplicationStage } from './application-transitions.ts';
import {
  type ClaimedRejection,
  claimRejectionMail,
  deliverRejectionMails,
} from './deliver-rejection-mails.ts';
import type { PipelineDeps } from './pipeline-deps.ts';

/** Applications claimed per transaction; a run repeats until none is left. */
const BATCH = 200;

/** The guaranteed-closure days: the `site_settings` row `pipeline` (`{ closureDays }`), else 30. */
export async function readClosureDaysSetting(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, PIPELINE_SETTINGS_KEY));
  return readClosureDays(row?.value);
}

/** When the application last moved: its newest event, else its creation. */
const LAST_MOVED_AT = sql`coalesce((select max(e.at) from application_events e where e.application_id = a.id), a.created_at)`;
// Email applications are the startup's to answer by email: never closed here (see IN_PIPELINE).
const OPEN = sql`a.stage in ('applied', 'custom', 'toreject') and a.withdrawn_at is null and a.decided_at is null and a.source <> 'email'`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Guaranteed closure (issue 9 scope 6), run hourly by the scheduler: an open application (Applied,
 * the custom column or To be rejected) that nobody moved for the site's closure days gets the
 * startup's rejection mail and moves to Rejected (reason `closure`, actor `system`); five days
 * before, the startup's notification addresses are warned once (again if the card moved since).
 *
 * Exactly once with any number of workers: each batch is claimed with `FOR UPDATE SKIP LOCKED`, the
 * stage change and the mail's claim (`rejection_sent_at`) share the transaction, and a closed
 * application no longer matches; the warning is claimed by the update of `closure_warning_sent_at`
 * in the statement that selects it. Mails go out after the commit.
 */
export async function closeStaleApplications(deps: PipelineDeps): Promise<ClosureRunSummary> {
  const now = deps.now();
  const closureDays = await readClosureDaysSetting(deps.db);
  const { dueBefore, warnBefore } = closureCutoffs(now, closureDays);
  const summary: ClosureRunSummary = { closed: 0, mailsSent: 0, warned: 0, warningMails: 0 };

  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = rowsOf<{ id: string; moved_at: string | Date }>(
        await tx.execute(sql`
          select a.id, ${LAST_MOVED_AT} as moved_at from applications a
          where ${OPEN} and ${LAST_MOVED_AT} <= ${dueBefore}
          order by a.created_at, a.id
          limit ${BATCH}
          for update of a skip locked`),
      );
      if (due.length === 0) return { claimed: 0, closed: 0, claims: [] as ClaimedRejection[] };
      const movedAt = new Map(due.map((row) => [row.id, new Date(row.moved_at)]));
      const rows = await tx
        .select({
          application: applications,
          jobTitle: jobs.title,
          companyName: companies.name,
          template: companies.rejectionTemplate,
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(
          inArray(
            applications.id,
            due.map((row) => row.id),
          ),
        );
      const claims: ClaimedRejection[] = [];
      let closed = 0;
      for (const row of rows) {
        const lastMovedAt = movedAt.get(row.application.id) ?? row.application.createdAt;
        const state = closureState(
          {
            stage: row.application.stage as ApplicantStageValue,
            withdrawnAt: row.application.withdrawnAt,
            lastMovedAt,
            decidedAt: row.application.decidedAt,
          },
          now,
          closureDays,
        );
        if (state !== 'due') continue;
        const updated = await changeApplicationStage(tx, row.application, 'rejected', {
          reason: 'closure',
          actor: 'system',
          userId: null,
          now,
        });
        closed += 1;
        const claim = await claimRejectionMail(tx, deps, {
          application: updated,
          jobTitle: row.jobTitle,
          companyName: row.companyName,
          template: row.template,
          senderFullName: null,
          now,
        });
        if (claim) claims.push(claim);
      }
      return { claimed: due.length, closed, claims };
    });
    const mails = await deliverRejectionMails(deps, batch.claims);
    summary.closed += batch.closed;
    summary.mailsSent += mails.sent;
    // A full batch may have more behind it; a batch that closed nothing would only repeat itself.
    if (batch.claimed < BATCH || batch.closed === 0) break;
  }

  const warnings = await claimClosureWarnings(deps, { now, dueBefore, warnBefore });
  summary.warned = warnings.length;
  summary.warningMails = await sendClosureWarnings(deps, warnings, closureDays);
  return summary;
}

type ClaimedWarning = {
  id: string;
  name: string;
  anonymized_at: string | Date | null;
  moved_at: string | Date;
  job_title: string;
  company_id: string;
  company_key: string;
  company_name: string;
};

async function claimClosureWarnings(
  deps: PipelineDeps,
  input: { now: Date; dueBefore: Date; warnBefore: Date },
): Promise<ClaimedWarning[]> {
  return deps.db.transaction(async (tx) =>
    rowsOf<ClaimedWarning>(
      await tx.execute(sql`
        with due as (
          select a.id, ${LAST_MOVED_AT} as moved_at from applications a
          where ${OPEN}
            and ${LAST_MOVED_AT} <= ${input.warnBefore} and ${LAST_MOVED_AT} > ${input.dueBefore}
            and (a.closure_warning_sent_at is null or a.closure_warning_sent_at < ${LAST_MOVED_AT})
          order by a.created_at, a.id
          limit 1000
          for update of a skip locked
        )
        update applications set closure_warning_sent_at = ${input.now}
        from due, jobs, companies
        where applications.id = due.id and jobs.id = applications.job_id and companies.id = jobs.company_id
        returning applications.id, applications.name, applications.anonymized_at, due.moved_at,
          jobs.title as job_title, companies.id as company_id, companies.key as company_key,
          companies.name as company_name`),
    ),
  );
}

/** One mail per startup and run, listing its applications, to its notification addresses. */
async function sendClosureWarnings(
  deps: PipelineDeps,
  warnings: readonly ClaimedWarning[],
  closureDays: number,
): Promise<number> {
  const byCompany = new Map<string, ClaimedWarning[]>();
  for (const warning of warnings) {
    byCompany.set(warning.company_id, [...(byCompany.get(warning.company_id) ?? []), warning]);
  }
  let mails = 0;
  for (const [companyId, list] of byCompany) {
    const first = list[0] as ClaimedWarning;
    const candidates = list.map((warning) => ({
      name: warning.anonymized_at ? 'Anonymised candidate' : warning.name,
      jobTitle: warning.job_title,
      closesOn: formatUtcDate(closesOn(new Date(warning.moved_at), closureDays)),
    }));
    const boardLink = `${deps.publicUrl}/client/startups/${encodeURIComponent(first.company_key)}/applicants`;
    for (const to of await listCompanyRecipients(deps.db, companyId)) {
      try {
        await deps.mail.send(
          buildClosureWarningMessage({
            to,
            companyName: first.company_name,
            closureDays,
            candidates,
            boardLink,
          }),
        );
        mails += 1;
      } catch (error) {
        deps.logger?.warn(
          {
            companyId,
            error:
              error instanceof Error ? { name: error.name, code: (error as { code?: unknown }).code } : {},
          },
          'closure warning mail failed',
        );
      }
    }
  }
  return mails;
}
