import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { JobValues } from '#domain/jobs/job-form.schema.ts';
import type { MemberJob } from '#domain/jobs/member-job.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import { runAdminAction } from '../admin/run-admin-action.ts';
import type { PortalDeps } from '../deps.ts';
import { recordJobEvent } from '../jobs/job-transitions.ts';
import { buildJobAwaitingApprovalMessage } from '../mail/templates/job-awaiting-approval.ts';
import { listCompanyRecipients } from '../startup-settings/list-company-recipients.ts';
import { readMemberJob } from './get-member-job.ts';
import { toJobColumns } from './job-values.ts';

/**
 * A job made on a startup's behalf (docs/product.md, Job lifecycle: imported from the professional network, or by
 * an admin or the Scout team): it waits in PENDING_COMPANY_APPROVAL until a member approves it, and
 * the members are told. Admins only for now: an admin action (`runAdminAction`), so the insert, its
 * history event, the members' mails (queued) and the audit row are one transaction.
 */
export async function createJobOnBehalf(
  deps: PortalDeps,
  adminUserId: string,
  companyKey: string,
  values: JobValues,
  source: 'admin' | 'scout' | 'linkedin' = 'admin',
): Promise<MemberJob> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.key, companyKey)).limit(1);
  // A missing startup, and one the user may not write for, answer the same 404.
  if (!company) throw new AppError('NOT_FOUND', 'Startup not found');
  const now = deps.now();
  const createdBy =
    source === 'scout'
      ? 'The Nordhub Scout team'
      : source === 'linkedin'
        ? 'LinkedIn import'
        : 'The Nordhub team';
  const job = await runAdminAction(
    deps,
    adminUserId,
    { action: 'job.createOnBehalf', resource: { type: 'profile', kind: 'company', id: company.id } },
    async (tx) => {
      const [created] = await tx
        .insert(jobs)
        .values({
          ...toJobColumns(values),
          companyId: company.id,
          companyName: company.name,
          status: 'PENDING_COMPANY_APPROVAL',
          source,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('insert returned no job');
      await recordJobEvent(tx, {
        jobId: created.id,
        from: null,
        to: 'PENDING_COMPANY_APPROVAL',
        reason: 'created',
        userId: adminUserId,
        at: now,
      });
      const approveLink = `${deps.publicUrl}/client/startups/${encodeURIComponent(company.key)}/jobs/${created.id}`;
      for (const to of await listCompanyRecipients(tx, company.id)) {
        await deps.mail.send(
          buildJobAwaitingApprovalMessage({
            to,
            jobTitle: created.title,
            companyName: company.name,
            createdBy,
            approveLink,
          }),
          { db: tx },
        );
      }
      return {
        result: created,
        audit: {
          action: 'job.createOnBehalf',
          objectType: 'job',
          objectId: created.id,
          objectLabel: created.title,
          before: null,
          after: { status: created.status, companyKey: company.key, title: created.title, source },
        },
      };
    },
  );
  return readMemberJob(deps, company, job);
}
