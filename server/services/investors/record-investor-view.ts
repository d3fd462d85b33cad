import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isCountableJobView, viewDay } from '#domain/jobs/view-counting.ts';
import type { Database } from '../../db/client.ts';
import { investors } from '../../db/schema/index.ts';
import type { JobViewRequest } from '../jobs/record-job-view.ts';

export type InvestorViewCounter = {
  /** Notes a view of an investor page; the page never waits for the write. Returns whether it counts. */
  record(investorId: string, request: JobViewRequest): boolean;
};

const MAX_VISITORS = 50_000;

/**
 * Views of investor pages (`investors.views`, issue 12 "views counted"), by the job page's rules:
 * GET requests of people (no bots, no prefetch), the same visitor (a daily-salted hash of address and
 * user agent, kept in memory only and bounded) once per investor and day. Investor pages are visited
 * far less than job pages, so each counted view is one `views = views + 1` update, started after
 * the page's read and never awaited by it; a failed write is logged and lost.
 */
export function createInvestorViewCounter(options: {
  db: Database;
  now: () => Date;
  logger?: { error(details: object, message: string): void };
}): InvestorViewCounter {
  const seen = new Set<string>();
  let seenDay = '';
  let salt = crypto.randomBytes(16);
  return {
    record(investorId, request) {
      if (!isCountableJobView(request)) return false;
      const day = viewDay(options.now());
      if (day !== seenDay) {
        seenDay = day;
        seen.clear();
        salt = crypto.randomBytes(16);
      }
      const agent = request.headers['user-agent'];
      const visitor = crypto
        .createHash('sha256')
        .update(salt)
        .update(`\0${investorId}\0${request.ip}\0${Array.isArray(agent) ? agent.join(',') : (agent ?? '')}`)
        .digest('base64url')
        .slice(0, 22);
      if (seen.has(visitor)) return false;
      if (seen.size >= MAX_VISITORS) {
        const oldest = seen.values().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
      seen.add(visitor);
      options.db
        .update(investors)
        .set({ views: sql`${investors.views} + 1` })
        .where(eq(investors.id, investorId))
        .catch((error: unknown) => options.logger?.error({ err: error }, 'investor view not counted'));
      return true;
    },
  };
}
