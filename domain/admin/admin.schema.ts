import { z } from 'zod';

/**
 * The back office (issue 32) as the API and its pages exchange it. Each section adds its schemas in
 * a file of its own beside this one (admin-jobs.schema.ts, admin-users.schema.ts, ...).
 */

/** One thing that waits for the team, with how many, and the back office page that lists them. */
export const AdminWaitingItem = z.object({
  key: z.enum([
    'jobsAwaitingApproval',
    'reportedJobs',
    'openScoutOrders',
    'contactMessages',
    'openCommunityApplications',
    'postsAwaitingApproval',
  ]),
  label: z.string(),
  count: z.number().int().min(0),
  href: z.string(),
});
export type AdminWaitingItem = z.infer<typeof AdminWaitingItem>;

export const AdminDashboard = z.object({ waiting: z.array(AdminWaitingItem) });
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** One row of the audit log, as the back office lists it. */
export const AuditLogEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorUserId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  objectLabel: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;
