import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { tsvector } from './types.ts';
import { users } from './users.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Copy of the startup's name so search can weigh it without a join (kept in sync on rename). */
    companyName: text('company_name').notNull(),
    title: text('title').notNull(),
    /** Markdown subset, see domain/content/rich-text.ts. */
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('DRAFT'),
    positionType: text('position_type').notNull().default('fulltime'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    locationLocality: text('location_locality'),
    locationCountry: text('location_country'),
    locationAddress: text('location_address'),
    isRemote: boolean('is_remote').notNull().default(false),
    salaryType: text('salary_type').notNull().default('competitive'),
    salaryCurrency: text('salary_currency'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryPeriod: text('salary_period'),
    equityType: text('equity_type').notNull().default('undisclosed'),
    equityMin: numeric('equity_min', { mode: 'number' }),
    equityMax: numeric('equity_max', { mode: 'number' }),
    perks: jsonb('perks').$type<{ icon: string; text: string }[]>().notNull().default([]),
    /** Options, warrants or shares; with the percentage range, vesting and cliff (one comparable line). */
    equityInstrument: text('equity_instrument'),
    equityVestingMonths: integer('equity_vesting_months'),
    equityCliffMonths: integer('equity_cliff_months'),
    /** Pay transparency: a collective agreement that sets the pay, instead of a salary range. */
    collectiveAgreement: text('collective_agreement'),
    /** Visa and relocation facts: the startup can sponsor a work permit in the job's country. */
    visaSponsorship: boolean('visa_sponsorship').notNull().default(false),
    relocationHelp: boolean('relocation_help').notNull().default(false),
    /** Open to candidates from outside the EU/EEA. */
    openToNonEu: boolean('open_to_non_eu').notNull().default(false),
    receiveApplicants: text('receive_applicants').notNull().default('platform'),
    applyEmail: text('apply_email'),
    applyUrl: text('apply_url'),
    /** Who made it: the startup itself, or someone on its behalf (then it waits for the startup's approval). */
    source: text('source').$type<'startup' | 'linkedin' | 'admin' | 'scout'>().notNull().default('startup'),
    /** The expiration date the "still hiring?" mail went out for (a later extension gets a new mail). */
    expiryReminderFor: timestamp('expiry_reminder_for', { withTimezone: true }),
    /** When talents' reports (three, from different people) put the job in front of the startup and admins. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** Why the team unpublished the job (status UNPUBLISHED), as mailed to the startup. */
    unpublishReason: text('unpublish_reason'),
    /** Total views; per-day counts live in job_views_daily. */
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    boostingExpiresAt: timestamp('boosting_expires_at', { withTimezone: true }),
    /**
     * Listed on the main / impact platform: ACTIVE, and its startup PUBLISHED on that platform.
     * Kept by triggers on jobs and companies (migration 0010, ADR 016), so a public search filters
     * on jobs alone and never has to start from the startups.
     */
    listedMain: boolean('listed_main').notNull().default(false),
    listedImpact: boolean('listed_impact').notNull().default(false),
    /** Weighted search document: title (A) > company name (B) > description (C). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english'::regconfig, coalesce(${jobs.title}, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(${jobs.companyName}, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(${jobs.description}, '')), 'C')`,
      ),
  },
  (t) => [
    index('jobs_search_gin').using('gin', t.search),
    index('jobs_company_name_trgm').using('gin', sql`${t.companyName} gin_trgm_ops`),
    index('jobs_roles_gin').using('gin', t.roles),
    index('jobs_status_approved_idx').on(t.status, t.approvedAt.desc(), t.id.desc()),
    index('jobs_status_views_idx').on(t.status, t.views.desc(), t.id.desc()),
    index('jobs_status_country_approved_idx').on(
      t.status,
      t.locationCountry,
      t.approvedAt.desc(),
      t.id.desc(),
    ),
    index('jobs_company_approved_idx').on(t.companyId, t.status, t.approvedAt.desc(), t.id.desc()),
    index('jobs_boosting_idx').on(t.boostingExpiresAt),
    index('jobs_expiring_idx').on(t.status, t.expirationDate),
    // The city filter compares lower-cased localities.
    index('jobs_status_locality_idx').on(t.status, sql`lower(${t.locationLocality})`),
  ],
);

/**
 * Every status change of a job, with why and by whom: the lifecycle's audit trail, and what the
 * portal's charts and the boost report read. A scheduled change has no user.
 */
export const jobEvents = pgTable(
  'job_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** e.g. 'created', 'publish', 'payment', 'pause', 'resume', 'expire', 'renew', 'extend', 'approve'. */
    reason: text('reason').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_events_job_idx').on(t.jobId, t.at)],
);

/** Talents' reports that a job is filled or dead; one per person and job. */
export const jobReports = pgTable(
  'job_reports',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'filled' | 'dead'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the team resolved the report in the back office, and how ('unpublished' or 'dismissed'). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution').$type<'unpublished' | 'dismissed'>(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.userId] }),
    // The back office's list of reported jobs reads the open reports.
    index('job_reports_open_idx').on(t.jobId).where(sql`${t.resolvedAt} is null`),
  ],
);

export const jobViewsDaily = pgTable(
  'job_views_daily',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day] })],
);

/**
 * Visitors already counted today, shared by every worker process (issue 11 scope 3): a person counts
 * once per page and day whichever process answered. `visitor` is a hash keyed per day (ADR 015,
 * "Views"); it names no address and cannot be linked across days. Rows of past days are purged
 * hourly (housekeeping).
 */
export const viewVisitors = pgTable(
  'view_visitors',
  {
    visitor: text('visitor').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('view_visitors_day_idx').on(t.day)],
);

export const jobSaves = pgTable(
  'job_saves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By job too: a deleted job's saves, and "how many saved it".
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('job_saves_job_idx').on(t.jobId)],
);

export const jobInterests = pgTable(
  'job_interests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    interestedAt: timestamp('interested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('job_interests_job_idx').on(t.jobId)],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    stage: text('stage').notNull().default('applied'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    linkedinUrl: text('linkedin_url'),
    cvFile: text('cv_file'),
    cvFileName: text('cv_file_name'),
    coverNote: text('cover_note'),
    /** How it came: the platform's pipeline, by email to the job's address, or added by Scout. */
    source: text('source').$type<'platform' | 'email' | 'scout'>().notNull().default('platform'),
    /** Scout grade 1–5 when the Scout team added the candidate. */
    scoutGrade: integer('scout_grade'),
    /** The talent withdrew it: the startup sees it as withdrawn; nothing moves it any more. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The startup's first move of the card (response time), and its decision (hired or rejected). */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The rejection mail went out (batch or guaranteed closure): sent once. */
    rejectionSentAt: timestamp('rejection_sent_at', { withTimezone: true }),
    /** The startup was warned that this application will be closed automatically. */
    closureWarningSentAt: timestamp('closure_warning_sent_at', { withTimezone: true }),
    /** Personal data removed (talent's request, or retention): the card stays, anonymous. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_job_stage_idx').on(t.jobId, t.stage),
    index('applications_user_idx').on(t.userId),
    // One application per person and job (a second attempt shows the first).
    uniqueIndex('applications_job_user_unique').on(t.jobId, t.userId).where(sql`${t.userId} is not null`),
  ],
);

/**
 * Every move of an application: applied, a stage change by a member (or in bulk), a withdrawal, a
 * closure by the schedule. The response score and the guaranteed closure read them.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    /** 'applied', 'move', 'bulk', 'reject', 'withdraw', 'closure', 'scout'. */
    reason: text('reason').notNull(),
    actor: text('actor').$type<'talent' | 'member' | 'system' | 'scout'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.at)],
);

/** Clicks on "Apply" for jobs that take applications on the startup's own site (counted, not piped). */
export const jobApplyClicks = pgTable(
  'job_apply_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_apply_clicks_job_idx').on(t.jobId, t.at)],
);

/**
 * Scout (headhunter) orders: a startup member orders a search for a job (role brief, must-haves,
 * salary frame, Scout terms accepted). Open orders feature the job; a hire of a Scout candidate is
 * the successful hire the fee is for.
 */
export const scoutOrders = pgTable(
  'scout_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'open' | 'hired' | 'closed'>().notNull().default('open'),
    brief: jsonb('brief').$type<{ roleBrief: string; mustHaves: string; salaryFrame: string }>().notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    hiredApplicationId: uuid('hired_application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('scout_orders_company_idx').on(t.companyId),
    // One open order per job.
    uniqueIndex('scout_orders_open_job_unique').on(t.jobId).where(sql`${t.status} = 'open'`),
  ],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    filters: jsonb('filters')
      .$type<{ search?: string; location?: string; countryCode?: string; visa?: boolean }>()
      .notNull()
      .default({}),
    pinned: boolean('pinned').notNull().default(true),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId),
    // One stored search per person and distinct search.
    uniqueIndex('saved_searches_user_key_unique').on(t.userId, t.key),
  ],
);

export const digestSubscriptions = pgTable(
  'digest_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Long random key: manages the subscription without a login. */
    settingsKey: text('settings_key').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    locations: text('locations').array().notNull().default(sql`'{}'::text[]`),
    includeRemoteJobs: boolean('include_remote_jobs').notNull().default(false),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** Only jobs whose startup can sponsor a work permit. */
    visaSponsorshipOnly: boolean('visa_sponsorship_only').notNull().default(false),
    frequency: text('frequency').notNull().default('daily'),
    mergeData: jsonb('merge_data').$type<Record<string, string>>().notNull().default({}),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** When the last confirmation mail went out: resending waits a few minutes (no mail bombing). */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One subscription per address: subscribing again refreshes it instead of adding a second.
  (t) => [uniqueIndex('digest_subscriptions_email_uq').on(sql`lower(${t.email})`)],
);

/**
 * The digest send ledger: one row per subscription and period (the unique key), claimed in the
 * same transaction that moves `last_sent_at`, so a period's mail goes out at most once however
 * many instances run the schedule and however often it is retried.
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => digestSubscriptions.id, { onDelete: 'cascade' }),
    /** '2026-11-23' (daily) or '2026-W48' (weekly). */
    periodKey: text('period_key').notNull(),
    /** sending → sent, or failed (claimed again by a later run, up to 3 attempts); skipped: no new jobs. */
    status: text('status').notNull(),
    jobIds: uuid('job_ids').array().notNull().default(sql`'{}'::uuid[]`),
    attempts: integer('attempts').notNull().default(1),
    /** The subscription's last_sent_at before this claim, restored when the mail fails. */
    previousLastSentAt: timestamp('previous_last_sent_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('digest_sends_subscription_period_uq').on(t.subscriptionId, t.periodKey)],
);
