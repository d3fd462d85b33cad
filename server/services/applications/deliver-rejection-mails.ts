import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_REJECTION_TEMPLATE } from '#domain/applications/pipeline.ts';
import { buildRejectionPlaceholders } from '#domain/applications/pipeline-rules.ts';
import type { Transaction } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';
import { buildApplicationRejectionMessage } from '../mail/templates/application-rejection.ts';
import type { ApplicationRow } from './application-transitions.ts';
import type { PipelineDeps } from './pipeline-deps.ts';

/** A rejection mail claimed inside a stage change's transaction, sent after its commit. */
export type ClaimedRejection = {
  applicationId: string;
  to: string;
  template: { subject: string; body: string };
  values: ReturnType<typeof buildRejectionPlaceholders>;
};

/**
 * In the transaction that moves the (locked) application to Rejected: claims its one rejection mail
 * with a conditional update of `rejection_sent_at`, so however many requests or workers reject it,
 * one of them mails. An anonymised application (no address any more) is rejected without a mail.
 */
export async function claimRejectionMail(
  tx: Transaction,
  deps: Pick<PipelineDeps, 'publicUrl'>,
  input: {
    application: ApplicationRow;
    jobTitle: string;
    companyName: string;
    template: { subject: string; body: string } | null;
    senderFullName: string | null;
    now: Date;
  },
): Promise<ClaimedRejection | null> {
  const { application } = input;
  if (application.anonymizedAt || !application.email) return null;
  const [claimed] = await tx
    .update(applications)
    .set({ rejectionSentAt: input.now })
    .where(and(eq(applications.id, application.id), sql`${applications.rejectionSentAt} is null`))
    .returning({ id: applications.id });
  if (!claimed) return null;
  return {
    applicationId: application.id,
    to: application.email,
    template: input.template ?? DEFAULT_REJECTION_TEMPLATE,
    values: buildRejectionPlaceholders({
      candidateName: application.name,
      jobTitle: input.jobTitle,
      jobUrl: `${deps.publicUrl}/jobs/${application.jobId}`,
      companyName: input.companyName,
      senderFullName: input.senderFullName,
    }),
  };
}

/**
 * Sends the claimed mails after the commit (never inside it: a slow mail server must not hold row
 * locks, and the embedded database has one connection). A failed send gives the claim back
 * (`rejection_sent_at` null again), so the record never says a mail went out when it did not; the
 * candidate still sees "Not selected" in My jobs.
 */
export async function deliverRejectionMails(
  deps: PipelineDeps,
  claims: readonly ClaimedRejection[],
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const claim of claims) {
    try {
      await deps.mail.send(
        buildApplicationRejectionMessage({
          to: claim.to,
          template: claim.template,
          values: claim.values,
          myJobsLink: `${deps.publicUrl}/client/my-jobs`,
        }),
      );
      sent += 1;
    } catch (error) {
      failed += 1;
      await deps.db
        .update(applications)
        .set({ rejectionSentAt: null })
        .where(eq(applications.id, claim.applicationId))
        .catch(() => {});
      deps.logger?.warn(
        {
          applicationId: claim.applicationId,
          error: error instanceof Error ? { name: error.name, code: (error as { code?: unknown }).code } : {},
        },
        'rejection mail failed',
      );
    }
  }
  return { sent, failed };
}
