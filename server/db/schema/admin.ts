import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every action of the back office (issue 32): who did what to which object, the object before and
 * after, and when. Written in the same transaction as the action (server/services/admin/
 * run-admin-action.ts), so an action that fails leaves no row, and a row always means it happened.
 * Append-only: a trigger (migration 0017) refuses every UPDATE and DELETE, so the app cannot change
 * the record of what it did. The actor is kept by id and email without a foreign key: deleting an
 * admin's account must neither fail nor rewrite the log.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** The policy's action (domain/access/policy.ts) and what exactly was done, e.g. 'job.unpublish'. */
    action: text('action').notNull(),
    /** 'job', 'company', 'investor', 'user', 'payment', 'product', 'price', 'scout-order', ... */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** A human name of the object when the action ran (a job's title, a user's email). */
    objectLabel: text('object_label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** The reason the admin gave, if the action takes one (unpublish, refund). */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_at_idx').on(t.at.desc()),
    index('admin_audit_log_object_idx').on(t.objectType, t.objectId, t.at.desc()),
    index('admin_audit_log_actor_idx').on(t.actorUserId, t.at.desc()),
  ],
);
