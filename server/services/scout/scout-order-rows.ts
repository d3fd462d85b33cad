import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScoutOrder } from '#domain/scout/scout.schema.ts';
import type { Executor } from '../../db/client.ts';
import { applications, companies, jobs, scoutOrders } from '../../db/schema/index.ts';

const hired = alias(applications, 'hired_application');

/**
 * Orders with their startup, job, candidates added while the order was open, and the hire that made
 * the order successful; filtered by `where`, open ones first, newest first.
 */
export async function selectScoutOrders(db: Executor, where: SQL | undefined): Promise<ScoutOrder[]> {
  const rows = await db
    .select({
      order: scoutOrders,
      companyKey: companies.key,
      companyName: companies.name,
      jobTitle: jobs.title,
      jobStatus: jobs.status,
      hiredName: hired.name,
      candidateCount: sql<number>`(
        select count(*)::int from ${applications} a
        where a.job_id = ${scoutOrders.jobId} and a.source = 'scout'
          and a.created_at >= ${scoutOrders.createdAt}
          and (${scoutOrders.closedAt} is null or a.created_at <= ${scoutOrders.closedAt})
      )`,
    })
    .from(scoutOrders)
    .innerJoin(companies, eq(companies.id, scoutOrders.companyId))
    .innerJoin(jobs, eq(jobs.id, scoutOrders.jobId))
    .leftJoin(hired, eq(hired.id, scoutOrders.hiredApplicationId))
    .where(where)
    .orderBy(sql`(${scoutOrders.status} = 'open') desc`, desc(scoutOrders.createdAt), desc(scoutOrders.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.order.id,
    status: row.order.status,
    company: { key: row.companyKey, name: row.companyName },
    job: { id: row.order.jobId, title: row.jobTitle, status: row.jobStatus },
    brief: row.order.brief,
    termsAcceptedAt: row.order.termsAcceptedAt.toISOString(),
    createdAt: row.order.createdAt.toISOString(),
    closedAt: row.order.closedAt ? row.order.closedAt.toISOString() : null,
    candidateCount: Number(row.candidateCount),
    hiredCandidate:
      row.order.hiredApplicationId && row.hiredName !== null
        ? { applicationId: row.order.hiredApplicationId, name: row.hiredName }
        : null,
  }));
}
