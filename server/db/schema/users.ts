import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique among accounts that are not deleted. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    image: text('image'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * Set by the team in the back office: every session of the user ended at that moment and sign-in
     * is refused (with the wrong-password text) until an admin enables the account again.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** The saved selected profile ("company:<key>", "investor:<key>", "applicant"). */
    profile: text('profile'),
    uiFeatures: jsonb('ui_features').$type<{ name: string; reachedAt: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random session id: the cookie value itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Successful sign-ins, for the back office's user page (sign-in history): when, how and from which
 * browser. No address is kept. Rows go with the user.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'password', 'sign-up', 'password-reset', 'linkedin', ... */
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.at.desc())],
);

/** Talent profile (docs/product.md, Profiles and roles: applicant). One per user. */
export const applicants = pgTable('applicants', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  /** Quick apply: the name and address applications start from (the account's when not set). */
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  linkedinUrl: text('linkedin_url'),
  /** Storage key of the quick-apply CV (a PDF), its file name as uploaded, and when. */
  cvFile: text('cv_file'),
  cvFileName: text('cv_file_name'),
  cvUploadedAt: timestamp('cv_uploaded_at', { withTimezone: true }),
  intro: text('intro'),
  preferredCountryCode: text('preferred_country_code'),
  preferredCountryCodes: text('preferred_country_codes').array().notNull().default(sql`'{}'::text[]`),
  preferredRoles: text('preferred_roles').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const identities = pgTable(
  'identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);
