import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { JobValues } from '#domain/jobs/job-form.schema.ts';
import type { MemberJob } from '#domain/jobs/member-job.schema.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { PortalDeps } from '../deps.ts';
import { recordJobEvent } from '../jobs/job-transitions.ts';
import { buildJobAwaitingApprovalMessage } from '../mail/templates/job-awaiting-approval.ts';
import { listCompanyRecipients } from '../startup-settings/list-company-recipients.ts';
import { readMemberJob } from './get-member-job.ts';
import { toJobColumns } from './job-values.ts';

/**
 * A job made on a startup's behalf (docs/product.md, Job lifecycle: imported from the professional network, or by
 * an admin or the Scout team): it waits in PENDING_COMPANY_APPROVAL until a member approves it, and
 * the members are told. Admins only for now.
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
  await requireAction(deps, adminUserId, 'job.createOnBehalf', {
    type: 'profile',
    kind: 'company',
    id: company.id,
  });
  const now = deps.now();
  const job = await deps.db.transaction(async (tx) => {
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
    return created;
  });
  const createdBy =
    source === 'scout'
      ? 'The Nordhub Scout team'
      : source === 'linkedin'
        ? 'LinkedIn import'
        : 'The Nordhub team';
  for (const to of await listCompanyRecipients(deps.db, company.id)) {
    try {
      await deps.mail.send(
        buildJobAwaitingApprovalMessage({
          to,
          jobTitle: job.title,
          companyName: company.name,
          createdBy,
          approveLink: `${deps.publicUrl}/client/startups/${encodeURIComponent(company.key)}/jobs/${job.id}`,
        }),
      );
    } catch {
      // The job waits in the portal's list either way.
    }
  }
  return readMemberJob(deps, company, job);
}
