import { and, eq, isNull, sql } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import { cleanCvFileName } from '#domain/applications/cv-rules.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import {
  SCOUT_CV_MESSAGE,
  SCOUT_DUPLICATE_CANDIDATE_MESSAGE,
  SCOUT_ORDER_CLOSED_MESSAGE,
  type ScoutCandidateAdded,
  type ScoutCandidateInput,
} from '#domain/scout/scout.schema.ts';
import { applications, companies, jobs, scoutOrders } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import { runSiteAdminAction } from '../admin/run-admin-action.ts';
import { recordApplicationEvent } from '../applications/application-transitions.ts';
import type { PortalDeps } from '../deps.ts';
import { buildNewApplicantNotification } from '../mail/templates/new-applicant.ts';
import { notifyCompany } from '../startup-settings/notify-company.ts';
import { isOwnCvUpload } from '../uploads/store-cv-upload.ts';
import { requireScoutEnabled } from './require-scout-enabled.ts';

/**
 * The Scout team adds a candidate to the ordered job's pipeline (issue 9 scope 5): an application
 * with `source: 'scout'`, the 1–5 grade, stage `applied`, and its `applied` event by the actor
 * `scout`, in one transaction with the order locked, so a closed (or hired) order takes no more
 * candidates. The same address twice on one job is refused: the startup would see one person twice.
 * The optional note goes where the pipeline shows a candidate's own words (the cover note); the
 * optional CV is a PDF the Scout team member uploaded through the CV upload service.
 */
export async function addScoutCandidate(
  deps: PortalDeps,
  userId: string,
  orderId: string,
  input: ScoutCandidateInput,
): Promise<ScoutCandidateAdded> {
  await requireScoutEnabled(deps);
  const actor = await requireAction(deps, userId, 'scout.manage', SITE);
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', 'Scout order not found');
  // A CV is one the Scout team member uploaded through the CV upload service (content-checked PDF).
  const cv = input.cvFile ? { storageKey: input.cvFile, fileName: cleanCvFileName(input.cvFileName) } : null;
  if (cv && !(await isOwnCvUpload(deps, userId, cv.storageKey))) {
    throw new AppError('VALIDATION', SCOUT_CV_MESSAGE, { cvFile: [SCOUT_CV_MESSAGE] });
  }
  const now = deps.now();
  // Audited (action `scout.addCandidate`) in the same transaction; the row names the application
  // and grade, not the candidate's name or address (the log is never erased, their data may be).
  const added = await runSiteAdminAction(deps, actor, 'scout.manage', async (tx) => {
    const [order] = await tx.select().from(scoutOrders).where(eq(scoutOrders.id, orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', 'Scout order not found');
    if (order.status !== 'open') throw new AppError('CONFLICT', SCOUT_ORDER_CLOSED_MESSAGE);
    const [duplicate] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.jobId, order.jobId),
          isNull(applications.anonymizedAt),
          sql`lower(${applications.email}) = ${input.email}`,
        ),
      )
      .limit(1);
    if (duplicate) {
      throw new AppError('CONFLICT', SCOUT_DUPLICATE_CANDIDATE_MESSAGE, {
        email: [SCOUT_DUPLICATE_CANDIDATE_MESSAGE],
      });
    }
    const [application] = await tx
      .insert(applications)
      .values({
        jobId: order.jobId,
        userId: null,
        stage: 'applied',
        name: input.name,
        email: input.email,
        phone: input.phone,
        linkedinUrl: input.linkedinUrl,
        coverNote: input.note,
        cvFile: cv?.storageKey ?? null,
        cvFileName: cv?.fileName ?? null,
        source: 'scout',
        scoutGrade: input.grade,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: applications.id });
    if (!application) throw new Error('the Scout candidate could not be stored');
    await recordApplicationEvent(tx, {
      applicationId: application.id,
      from: null,
      to: 'applied',
      reason: 'scout',
      actor: 'scout',
      userId,
      now,
    });
    const [orderedJob] = await tx
      .select({ title: jobs.title, companyName: companies.name })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(jobs.id, order.jobId));
    return {
      result: {
        applicationId: application.id,
        jobId: order.jobId,
        companyId: order.companyId,
        stage: 'applied' as const,
        grade: input.grade,
        hasCv: cv !== null,
      },
      audit: {
        action: 'scout.addCandidate',
        objectType: 'scout-order',
        objectId: order.id,
        objectLabel: orderedJob ? `${orderedJob.title} at ${orderedJob.companyName}` : '',
        before: null,
        after: { applicationId: application.id, grade: input.grade, hasCv: cv !== null },
      },
    };
  });
  // The startup hears of a Scout candidate as of any new applicant (mail and Slack), after the commit.
  const [job] = await deps.db
    .select({ title: jobs.title, companyName: companies.name, companyKey: companies.key })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, added.jobId));
  if (job) {
    await notifyCompany(
      deps,
      added.companyId,
      'newapplicant',
      buildNewApplicantNotification({
        candidateName: input.name,
        jobTitle: job.title,
        companyName: job.companyName,
        pipelineLink: `${deps.publicUrl}/client/startups/${encodeURIComponent(job.companyKey)}/applicants/${added.applicationId}`,
      }),
    );
  }
  const { companyId: _companyId, ...result } = added;
  return result;
}
