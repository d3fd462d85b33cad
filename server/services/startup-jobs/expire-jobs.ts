import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../deps.ts';

/** Jobs expired per statement; a run repeats until none is left. */
const BATCH = 500;

/**
 * The scheduled expiry (docs/product.md, Job lifecycle: ACTIVE or STOPPED → EXPIRED when the expiration date has
 * passed). Each batch claims its jobs with `FOR UPDATE SKIP LOCKED` and writes their events in the
 * same transaction, so two workers running at once never expire a job twice: a job another worker
 * holds is skipped, and one it already expired no longer matches.
 */
export async function expireJobs(deps: ServiceDeps): Promise<{ expired: number }> {
  const now = deps.now();
  let expired = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const result = await tx.execute<{ id: string }>(sql`
        with due as (
          select id, status from jobs
          where status in ('ACTIVE', 'STOPPED') and expiration_date <= ${now}
          order by expiration_date
          limit ${BATCH}
          for update skip locked
        ), moved as (
          update jobs set status = 'EXPIRED', updated_at = ${now}
          from due where jobs.id = due.id
          returning jobs.id, due.status as from_status
        )
        insert into job_events (job_id, from_status, to_status, reason, user_id, at)
        select id, from_status, 'EXPIRED', 'expire', null, ${now} from moved
        returning job_id as id`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    });
    expired += count;
    if (count < BATCH) return { expired };
  }
}
