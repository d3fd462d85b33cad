import { z } from 'zod';
import { JobStatus } from '../jobs/job-enums.ts';
import {
  UNPUBLISH_REASON_MAX_LENGTH,
  UNPUBLISH_REASON_REQUIRED_MESSAGE,
  UNPUBLISH_REASON_TOO_LONG_MESSAGE,
} from './admin-jobs-constants.ts';

/**
 * The back office's Jobs and Reports sections (issue 32) as the API and its pages exchange them:
 * search every job in any status, open one, approve, unpublish (with a reason the startup is mailed),
 * restore; the talents' "Is this job filled or gone?" reports grouped per job, dismissed or resolved
 * by unpublishing.
 */

const page = z.coerce.number().int().min(1).max(1_000).default(1);

/** `GET /api/admin/jobs` and `/admin/jobs`: a text in the title or the startup's name, a status. */
export const AdminJobSearch = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.union([JobStatus, z.literal('')]).optional(),
  page,
});
export type AdminJobSearch = z.infer<typeof AdminJobSearch>;

export const AdminJobCompany = z.object({ id: z.string(), key: z.string(), name: z.string() });

export const AdminJobListItem = z.object({
  id: z.string(),
  title: z.string(),
  status: JobStatus,
  company: AdminJobCompany,
  source: z.enum(['startup', 'linkedin', 'admin', 'scout']),
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  expirationDate: z.iso.datetime().nullable(),
  /** Reports not yet resolved by the team. */
  openReports: z.number().int().min(0),
});
export type AdminJobListItem = z.infer<typeof AdminJobListItem>;

export const AdminJobList = z.object({
  jobs: z.array(AdminJobListItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Matches, counted up to ADMIN_JOBS_COUNT_CAP. */
  total: z.number().int(),
  isTotalCapped: z.boolean(),
});
export type AdminJobList = z.infer<typeof AdminJobList>;

/** One change of the job's status (`job_events`), oldest first. */
export const AdminJobEvent = z.object({
  at: z.iso.datetime(),
  from: JobStatus.nullable(),
  to: JobStatus,
  /** 'created', 'publish', 'approve', 'unpublish', 'restore', 'expire', … */
  reason: z.string(),
  /** Who did it; null for the scheduler (or a deleted user). */
  byEmail: z.string().nullable(),
});
export type AdminJobEvent = z.infer<typeof AdminJobEvent>;

export const AdminJobReport = z.object({ reason: z.enum(['filled', 'dead']), at: z.iso.datetime() });

/** The actions the back office offers on a job in its current state. */
export const AdminJobAction = z.enum(['approve', 'unpublish', 'restore', 'dismissReports']);
export type AdminJobAction = z.infer<typeof AdminJobAction>;

export const AdminJobDetail = AdminJobListItem.extend({
  description: z.string(),
  positionType: z.string(),
  location: z.string().nullable(),
  isRemote: z.boolean(),
  updatedAt: z.iso.datetime(),
  reportedAt: z.iso.datetime().nullable(),
  unpublishReason: z.string().nullable(),
  /** The status a restore brings it back to (the one it had before it was unpublished). */
  restoresTo: JobStatus.nullable(),
  events: z.array(AdminJobEvent),
  /** Its open reports, newest first (who reported stays private). */
  reports: z.array(AdminJobReport),
  actions: z.array(AdminJobAction),
});
export type AdminJobDetail = z.infer<typeof AdminJobDetail>;

/** Why the team unpublishes a job: mailed to the startup's members, kept on the job and in the audit log. */
export const UnpublishJobInput = z.object({
  reason: z
    .string({ error: UNPUBLISH_REASON_REQUIRED_MESSAGE })
    .trim()
    .min(1, UNPUBLISH_REASON_REQUIRED_MESSAGE)
    .max(UNPUBLISH_REASON_MAX_LENGTH, UNPUBLISH_REASON_TOO_LONG_MESSAGE),
});
export type UnpublishJobInput = z.infer<typeof UnpublishJobInput>;

/** What an action on a job answers: the job as it is now. */
export const AdminJobActionResult = z.object({ job: AdminJobDetail });
export type AdminJobActionResult = z.infer<typeof AdminJobActionResult>;

/** `GET /api/admin/reports`: open reports (default), resolved ones, or all. */
export const AdminReportSearch = z.object({
  state: z.enum(['open', 'resolved', 'all']).default('open'),
  page,
});
export type AdminReportSearch = z.infer<typeof AdminReportSearch>;

/** A job's reports, grouped. */
export const AdminReportedJob = z.object({
  job: z.object({ id: z.string(), title: z.string(), status: JobStatus }),
  company: AdminJobCompany,
  reports: z.number().int(),
  filled: z.number().int(),
  dead: z.number().int(),
  /** Of them, not yet resolved. */
  open: z.number().int(),
  latestAt: z.iso.datetime(),
  /** How the latest resolved report of the group was resolved; null while all are open. */
  resolution: z.enum(['unpublished', 'dismissed']).nullable(),
});
export type AdminReportedJob = z.infer<typeof AdminReportedJob>;

export const AdminReportList = z.object({
  jobs: z.array(AdminReportedJob),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminReportList = z.infer<typeof AdminReportList>;

/** What resolving a job's reports answers. */
export const ResolveReportsResult = z.object({
  jobId: z.string(),
  resolution: z.enum(['unpublished', 'dismissed']),
  /** How many open reports it resolved. */
  resolved: z.number().int(),
  status: JobStatus,
});
export type ResolveReportsResult = z.infer<typeof ResolveReportsResult>;
