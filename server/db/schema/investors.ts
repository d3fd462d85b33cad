import { sql } from 'drizzle-orm';
import {
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
import type { PlatformFlagsColumn } from './companies.ts';
import { users } from './users.ts';

export const investors = pgTable(
  'investors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    website: text('website'),
    logoImage: text('logo_image'),
    smallImage: text('small_image'),
    coverImage: text('cover_image'),
    keyPeople: jsonb('key_people').$type<{ name: string; title: string }[]>().notNull().default([]),
    investments: jsonb('investments').$type<string[]>().notNull().default([]),
    contactPreference: text('contact_preference').$type<'EMAIL' | 'WEBSITE'>().notNull().default('EMAIL'),
    contactEmail: text('contact_email'),
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    stages: text('stages').array().notNull().default(sql`'{}'::text[]`),
    investmentRange: text('investment_range'),
    intro: text('intro').notNull().default(''),
    countryCodes: text('country_codes').array().notNull().default(sql`'{}'::text[]`),
    views: integer('views').notNull().default(0),
    status: text('status').$type<'DRAFT' | 'PUBLISHED'>().notNull().default('DRAFT'),
    platform: jsonb('platform').$type<PlatformFlagsColumn>().notNull().default({ main: true, impact: false }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('investors_key_unique').on(t.key), index('investors_category_idx').on(t.category)],
);

export const investorMembers = pgTable(
  'investor_members',
  {
    investorId: uuid('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.investorId, t.userId] }), index('investor_members_user_idx').on(t.userId)],
);
