import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MoveResult } from '#domain/applications/applicant-pipeline.schema.ts';
import { type ApplicantStageValue, checkStageMove } from '#domain/applications/pipeline.ts';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Executor } from '../../db/client.ts';
import { applications, jobs, users } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import { changeApplicationStage, IN_PIPELINE } from './application-transitions.ts';
import {
  type ClaimedRejection,
  claimRejectionMail,
  deliverRejectionMails,
} from './deliver-rejection-mails.ts';
import { mapApplicantCard } from './map-applicant-card.ts';
import type { PipelineDeps } from './pipeline-deps.ts';

/** The member's name, for the history and the rejection mail's `{{senderFullName}}`. */
export async function readMemberName(db: Executor, userId: string): Promise<string | null> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.firstName} ${user.lastName}`.trim() : null;
}

/**
 * Moves cards of the board (one: `POST …/applications/{id}/move`; several: `POST …/applications/move`)
 * through `changeApplicationStage`, in one transaction with the rows locked. A card of another
 * startup is the 404 of a missing one, for the whole request. A locked card (rejected, withdrawn)
 * refuses the whole move (409), so a bulk move never half happens. A card already in the column is
 * a 409 when moved alone and left as it is in a bulk move. A move to Rejected sends the rejection
 * mail at once (after the commit), once per candidate.
 */
export async function moveApplications(
  deps: PipelineDeps,
  userId: string,
  key: string,
  input: { ids: readonly string[]; stage: ApplicantStageValue },
  mode: 'single' | 'bulk',
): Promise<MoveResult> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const ids = [...new Set(input.ids)];
  if (ids.length === 0 || !ids.every(isUuid)) throw new AppError('NOT_FOUND', 'Application not found');
  const to = input.stage;
  const now = deps.now();
  const senderFullName = to === 'rejected' ? await readMemberName(deps.db, userId) : null;

  const outcome = await deps.db.transaction(async (tx) => {
    // Locked in id order, so two bulk moves over the same cards queue instead of deadlocking.
    const rows = await tx
      .select({ application: applications, jobTitle: jobs.title })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(inArray(applications.id, ids), eq(jobs.companyId, company.id), IN_PIPELINE))
      .orderBy(asc(applications.id))
      .for('update', { of: applications });
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'Application not found');

    const unchanged = rows.filter((row) => row.application.stage === to);
    if (mode === 'single' && unchanged.length > 0) {
      throw new AppError('CONFLICT', 'The candidate is already in this column');
    }
    const movable = rows.filter((row) => row.application.stage !== to);
    const refusals = movable
      .map((row) => ({ row, problem: checkStageMove(row.application as StageFacts, to) }))
      .filter((entry): entry is { row: (typeof rows)[number]; problem: string } => entry.problem !== null);
    if (refusals.length > 0) {
      const first = refusals[0] as (typeof refusals)[number];
      throw new AppError(
        'CONFLICT',
        mode === 'single'
          ? first.problem
          : `${refusals.length} of the selected candidates cannot be moved: ${refusals
              .map(
                ({ row, problem }) =>
                  `${row.application.anonymizedAt ? 'Anonymised candidate' : row.application.name} (${problem.toLowerCase()})`,
              )
              .join(', ')}. Nothing was moved.`,
      );
    }

    const moved = [];
    const claims: ClaimedRejection[] = [];
    for (const row of movable) {
      const updated = await changeApplicationStage(tx, row.application, to, {
        reason: to === 'rejected' ? 'reject' : mode === 'bulk' ? 'bulk' : 'move',
        actor: 'member',
        userId,
        now,
      });
      if (to === 'rejected') {
        const claim = await claimRejectionMail(tx, deps, {
          application: updated,
          jobTitle: row.jobTitle,
          companyName: company.name,
          template: company.rejectionTemplate,
          senderFullName,
          now,
        });
        if (claim) claims.push(claim);
      }
      moved.push(mapApplicantCard(updated, row.jobTitle));
    }
    return { moved, unchanged: unchanged.map((row) => row.application.id), claims };
  });

  const mails = await deliverRejectionMails(deps, outcome.claims);
  return { moved: outcome.moved, unchanged: outcome.unchanged, mailsSent: mails.sent };
}

type StageFacts = Parameters<typeof checkStageMove>[0];
