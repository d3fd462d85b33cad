import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type PlatformFlagsColumn = { main: boolean; impact: boolean };

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** URL key: /startups/{key}. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    website: text('website'),
    logoImage: text('logo_image'),
    coverImage: text('cover_image'),
    galleryImages: jsonb('gallery_images').$type<string[]>().notNull().default([]),
    whatWeDo: text('what_we_do').notNull().default(''),
    description: text('description').notNull().default(''),
    quote: text('quote'),
    team: jsonb('team')
      .$type<{ name: string; title: string; image: string | null }[]>()
      .notNull()
      .default([]),
    investors: jsonb('investors').$type<string[]>().notNull().default([]),
    perks: jsonb('perks').$type<{ icon: string; text: string }[]>().notNull().default([]),
    /** Key figures by the site config's names (revenue, customers, …), shown on the startup page. */
    keyFigures: jsonb('key_figures').$type<{ name: string; value: string }[]>().notNull().default([]),
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    sdgs: integer('sdgs').array().notNull().default(sql`'{}'::integer[]`),
    /** Headquarters country, drives the plan price. */
    countryCode: text('country_code'),
    /** Countries the startup is present in (docs/product.md, Data: countries[{countryCode}]). */
    countryCodes: text('country_codes').array().notNull().default(sql`'{}'::text[]`),
    city: text('city'),
    foundedYear: integer('founded_year'),
    numberOfEmployees: text('number_of_employees'),
    stage: text('stage'),
    fundingStage: text('funding_stage'),
    businessModel: text('business_model'),
    isImpact: boolean('is_impact').notNull().default(false),
    /** The funding quiz's answers a member saved (issue 12): the quiz starts from them next time. */
    fundingQuiz: jsonb('funding_quiz').$type<{
      stage?: string;
      industry?: string;
      amount?: string;
      country?: string;
      impact?: boolean;
    }>(),
    /** The professional network's organisation id (docs/product.md, Data: linkedin id). */
    linkedinId: text('linkedin_id'),
    status: text('status').$type<'DRAFT' | 'PUBLISHED'>().notNull().default('DRAFT'),
    platform: jsonb('platform').$type<PlatformFlagsColumn>().notNull().default({ main: true, impact: false }),
    /** Host name of the startup's own career page (a CNAME to us). */
    careerDomain: text('career_domain'),
    /**
     * The https origins that may frame the startup's job-list widget (`/startups/joblistwidget/{key}`,
     * ADR 030): none means any site may.
     */
    widgetOrigins: text('widget_origins').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The value of the TXT record `_nordhub-verify.<careerDomain>` that proves the startup holds the
     * domain (`nordhub-verify=<random>`); a new one with every new domain (docs/product.md, Platforms
     * and hosts; ADR 030).
     */
    careerDomainToken: text('career_domain_token'),
    /** When the TXT record was found; null: the domain serves nothing of the startup. */
    careerDomainVerifiedAt: timestamp('career_domain_verified_at', { withTimezone: true }),
    /** Addresses that get the startup's notifications (new applicants, expiring jobs); none: the members. */
    notificationEmails: text('notification_emails').array().notNull().default(sql`'{}'::text[]`),
    /** A Slack incoming-webhook URL and which notifications go there (site config slackNotifications). */
    slackWebhookUrl: text('slack_webhook_url'),
    slackNotifications: text('slack_notifications').array().notNull().default(sql`'{}'::text[]`),
    /** The pipeline's custom column, named by the startup (e.g. "Interview"). */
    pipelineCustomStageName: text('pipeline_custom_stage_name'),
    /** The rejection mail the startup sends, with the site config's placeholders; the default when null. */
    rejectionTemplate: jsonb('rejection_template').$type<{ subject: string; body: string }>(),
    views: integer('views').notNull().default(0),
    /** Number of ACTIVE jobs; kept by database triggers on jobs (migration 0002), never written by the app. */
    activeJobCount: integer('active_job_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_key_unique').on(t.key),
    uniqueIndex('companies_career_domain_unique').on(t.careerDomain),
    index('companies_status_idx').on(t.status),
    index('companies_hiring_idx').on(t.status, t.activeJobCount.desc(), t.name),
    index('companies_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'member'>().notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_members_user_idx').on(t.userId)],
);

export const companyFollows = pgTable(
  'company_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('company_follows_company_idx').on(t.companyId),
  ],
);

/**
 * Files people uploaded (images now, documents later): who uploaded what, so a form can only attach
 * its own uploads. The bytes are in file storage under `storageKey`.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_unique').on(t.storageKey),
    index('uploads_owner_idx').on(t.ownerUserId),
  ],
);

/** White-label job feeds: an organisation's jobs page on its own host name. */
export const whiteLabelFeeds = pgTable(
  'white_label_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    name: text('name').notNull(),
    logoImage: text('logo_image'),
    description: text('description').notNull().default(''),
    filters: jsonb('filters')
      .$type<{ companyKeys?: string[]; countryCodes?: string[]; roles?: string[]; impactOnly?: boolean }>()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('white_label_feeds_host_unique').on(t.host),
    // A startup's feeds (`/client/startups/{key}/white-label-feeds`).
    index('white_label_feeds_company_idx').on(t.companyId),
  ],
);
