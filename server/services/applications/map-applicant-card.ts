import type { ApplicantCard } from '#domain/applications/applicant-pipeline.schema.ts';
import type { ApplicantStageValue } from '#domain/applications/pipeline.ts';
import { moveTargets } from '#domain/applications/pipeline-rules.ts';
import type { ApplicationRow } from './application-transitions.ts';

/** An application row as a card of the board: no name once anonymised. */
export function mapApplicantCard(row: ApplicationRow, jobTitle: string): ApplicantCard {
  const facts = {
    stage: row.stage as ApplicantStageValue,
    withdrawnAt: row.withdrawnAt,
    anonymizedAt: row.anonymizedAt,
  };
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle,
    stage: facts.stage,
    name: row.anonymizedAt ? null : row.name,
    appliedAt: row.createdAt.toISOString(),
    source: row.source,
    scoutGrade: row.scoutGrade,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    isAnonymized: row.anonymizedAt !== null,
    moves: moveTargets(facts),
  };
}
