import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { investors } from './investors.ts';
import { users } from './users.ts';

/**
 * Invitations to a team: a startup's (`company_id`) or an investor's (`investor_id`, issue 12);
 * exactly one of the two is set. Only a SHA-256 of the key is stored; the key is in the mailed link.
 * Accepting needs an account with the invited address (new or existing). The table keeps its first
 * name: startups had teams first.
 */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id').references(() => investors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_invites_token_unique').on(t.tokenHash),
    index('company_invites_company_idx').on(t.companyId),
    index('company_invites_investor_idx').on(t.investorId),
    check('company_invites_one_profile', sql`num_nonnulls(${t.companyId}, ${t.investorId}) = 1`),
  ],
);

/**
 * Engagement (docs/product.md, Calls `POST engagement/log`, issue 12): a profile (the startup or investor a person
 * acts as) viewed or contacted another profile (an investor, or a startup). One row per actor,
 * target, action and day (the unique constraint treats the empty side of each pair as equal, so
 * `ON CONFLICT DO NOTHING` dedupes); `user_id` is the member who did it. Exactly one actor column
 * and one target column are set.
 */
export const profileEngagements = pgTable(
  'profile_engagements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorCompanyId: uuid('actor_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorInvestorId: uuid('actor_investor_id').references(() => investors.id, { onDelete: 'cascade' }),
    targetCompanyId: uuid('target_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    targetInvestorId: uuid('target_investor_id').references(() => investors.id, { onDelete: 'cascade' }),
    action: text('action').$type<'view' | 'contact'>().notNull(),
    /** The UTC day of the engagement: the dedupe unit. */
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('profile_engagements_daily_unique')
      .on(t.actorCompanyId, t.actorInvestorId, t.targetCompanyId, t.targetInvestorId, t.action, t.day)
      .nullsNotDistinct(),
    index('profile_engagements_target_investor_idx').on(t.targetInvestorId, t.createdAt),
    index('profile_engagements_target_company_idx').on(t.targetCompanyId, t.createdAt),
    check('profile_engagements_one_actor', sql`num_nonnulls(${t.actorCompanyId}, ${t.actorInvestorId}) = 1`),
    check(
      'profile_engagements_one_target',
      sql`num_nonnulls(${t.targetCompanyId}, ${t.targetInvestorId}) = 1`,
    ),
    check('profile_engagements_action', sql`${t.action} in ('view', 'contact')`),
  ],
);
