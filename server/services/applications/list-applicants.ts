import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import {
  APPLICANTS_PAGE_SIZE,
  type ApplicantList,
  type ApplicantListQuery,
} from '#domain/applications/applicant-pipeline.schema.ts';
import { APPLICANT_STAGES, stageLabel } from '#domain/applications/pipeline.ts';
import { AppError } from '#domain/errors.ts';
import type { JobStatus } from '#domain/jobs/job-enums.ts';
import { applications, jobs } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildPagination } from '../list-helpers.ts';
import { IN_PIPELINE } from './application-transitions.ts';
import { mapApplicantCard } from './map-applicant-card.ts';

/**
 * The applicant board and `GET {company endpoint}/applicants`: a startup's applications (all jobs or
 * one), filtered by column and by a search in names and addresses, newest first, with each column's
 * count. Members and admins only; a job of another startup is the 404 of a missing one.
 */
export async function listApplicants(
  deps: ServiceDeps,
  userId: string,
  key: string,
  query: ApplicantListQuery,
): Promise<ApplicantList> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const jobRows = await deps.db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, applicants: count(applications.id) })
    .from(jobs)
    .leftJoin(applications, and(eq(applications.jobId, jobs.id), IN_PIPELINE))
    .where(eq(jobs.companyId, company.id))
    .groupBy(jobs.id)
    .orderBy(desc(jobs.createdAt));
  if (query.job && !jobRows.some((job) => job.id === query.job)) {
    throw new AppError('NOT_FOUND', 'Job not found');
  }

  const scope: SQL[] = [eq(jobs.companyId, company.id), IN_PIPELINE];
  if (query.job) scope.push(eq(applications.jobId, query.job));
  if (query.q) {
    const pattern = `%${query.q.replace(/[%_\\]/g, '\\$&')}%`;
    // Anonymised applications have no name to find (their stored text is not theirs any more).
    scope.push(isNull(applications.anonymizedAt));
    scope.push(sql`(${applications.name} ilike ${pattern} or ${applications.email} ilike ${pattern})`);
  }
  const countRows = await deps.db
    .select({ stage: applications.stage, n: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(...scope))
    .groupBy(applications.stage);
  const counts = new Map(countRows.map((row) => [row.stage, Number(row.n)]));

  const filter = query.stage ? [...scope, eq(applications.stage, query.stage)] : scope;
  const total = query.stage
    ? (counts.get(query.stage) ?? 0)
    : [...counts.values()].reduce((sum, n) => sum + n, 0);
  const page = query.page;
  const rows = await deps.db
    .select({ application: applications, jobTitle: jobs.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(...filter))
    .orderBy(desc(applications.createdAt), applications.id)
    .limit(APPLICANTS_PAGE_SIZE)
    .offset((page - 1) * APPLICANTS_PAGE_SIZE);

  return {
    companyKey: company.key,
    companyName: company.name,
    customStageName: company.pipelineCustomStageName,
    stages: APPLICANT_STAGES.map((stage) => ({
      stage,
      label: stageLabel(stage, company.pipelineCustomStageName),
      count: counts.get(stage) ?? 0,
    })),
    jobs: jobRows.map((job) => ({
      ...job,
      status: job.status as JobStatus,
      applicants: Number(job.applicants),
    })),
    applicants: rows.map((row) => mapApplicantCard(row.application, row.jobTitle)),
    pagination: buildPagination({ page, perPage: APPLICANTS_PAGE_SIZE, total }),
  };
}
