import { sql } from 'drizzle-orm';

/**
 * Number of ACTIVE jobs of the startup in the outer query. Written with explicit table names:
 * Drizzle leaves column names unqualified inside a select list, which would make the correlated
 * subquery compare the jobs table with itself.
 */
export const ACTIVE_JOB_COUNT = sql<number>`(select count(*)::int from "jobs" as "active_jobs" where "active_jobs"."company_id" = "companies"."id" and "active_jobs"."status" = 'ACTIVE')`;
