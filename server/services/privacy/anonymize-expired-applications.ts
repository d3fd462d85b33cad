import { sql } from 'drizzle-orm';
import type { RetentionRunSummary } from '#domain/privacy/privacy.schema.ts';
import { ANONYMISED_CANDIDATE_NAME, retentionCutoff } from '#domain/privacy/retention.ts';
import type { FileStorage } from '../../adapters/storage/local-disk-storage.ts';
import type { ServiceDeps } from '../deps.ts';
import { deleteUnreferencedFiles } from './anonymized-application.ts';

/** Applications anonymised per statement; a run repeats until none is left. */
const BATCH = 200;

/**
 * The retention rule (issue 9 scope 8): a rejected application keeps the candidate's personal data
 * for 24 months after the decision, then is anonymised as `anonymizedApplicationValues` describes and
 * its CV file deleted. Each batch claims its rows with `FOR UPDATE SKIP LOCKED` and marks them in the
 * same statement, so two workers never anonymise an application twice: a row another worker holds is
 * skipped, and one already done no longer matches. Files go after the commit.
 */
export async function anonymizeExpiredApplications(
  deps: ServiceDeps & { storage: FileStorage },
): Promise<RetentionRunSummary> {
  const now = deps.now();
  const cutoff = retentionCutoff(now);
  let anonymized = 0;
  let deletedFiles = 0;
  for (;;) {
    const rows = await deps.db.transaction(async (tx) => {
      const result = await tx.execute<{ id: string; cv_file: string | null }>(sql`
        with due as (
          select id, cv_file from applications
          where stage = 'rejected' and anonymized_at is null and decided_at <= ${cutoff}
          order by decided_at
          limit ${BATCH}
          for update skip locked
        ), done as (
          update applications set
            anonymized_at = ${now}, name = ${ANONYMISED_CANDIDATE_NAME}, email = '', phone = null,
            linkedin_url = null, cover_note = null, cv_file = null, cv_file_name = null,
            user_id = null, updated_at = ${now}
          from due where applications.id = due.id
          returning applications.id, due.cv_file
        ), talent_events as (
          update application_events set user_id = null
          from done where application_events.application_id = done.id and application_events.actor = 'talent'
          returning application_events.id
        )
        select id, cv_file from done`);
      return (result as unknown as { rows: { id: string; cv_file: string | null }[] }).rows;
    });
    anonymized += rows.length;
    deletedFiles += await deleteUnreferencedFiles(
      deps,
      rows.map((row) => row.cv_file),
    );
    if (rows.length < BATCH) return { anonymized, deletedFiles };
  }
}
