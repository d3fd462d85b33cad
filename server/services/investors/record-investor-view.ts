import { sql } from 'drizzle-orm';
import { isCountableJobView, viewDay } from '#domain/jobs/view-counting.ts';
import type { Database } from '../../db/client.ts';
import type { JobViewRequest } from '../jobs/record-job-view.ts';
import { createVisitorMemory } from '../views/visitor-key.ts';

export type InvestorViewCounter = {
  /** Notes a view of an investor page; the page never waits for the write. Returns whether it counts. */
  record(investorId: string, request: JobViewRequest): boolean;
};

const MAX_VISITORS = 50_000;

/**
 * Views of investor pages (`investors.views`, issue 12 "views counted"), by the job page's rules:
 * GET requests of people (no bots, no prefetch), the same visitor (a hash of address and user agent
 * keyed per day, visitor-key.ts) once per investor and day, whichever worker process answered: the
 * visitor goes into the shared `view_visitors` and the view counts only when that insert took it.
 * Investor pages are visited far less than job pages, so each new visitor is one statement, started
 * after the page's read and never awaited by it; a failed write is logged and lost.
 */
export function createInvestorViewCounter(options: {
  db: Database;
  now: () => Date;
  /** APP_SECRET: every process keys visitors alike. */
  secret: string;
  logger?: { error(details: object, message: string): void };
}): InvestorViewCounter {
  const visitors = createVisitorMemory({ secret: options.secret, maxVisitors: MAX_VISITORS });
  return {
    record(investorId, request) {
      if (!isCountableJobView(request)) return false;
      const day = viewDay(options.now());
      const visitor = visitors.firstVisitToday(`investor\0${investorId}`, request, day);
      if (visitor === null) return false;
      options.db
        .execute(sql`
          with fresh as (
            insert into view_visitors (visitor, day) values (${visitor}, ${day}::date)
            on conflict (visitor) do nothing
            returning visitor
          )
          update investors set views = investors.views + 1
          where investors.id = ${investorId} and exists (select 1 from fresh)`)
        .catch((error: unknown) => options.logger?.error({ err: error }, 'investor view not counted'));
      return true;
    },
  };
}
