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
import { companies, type PlatformFlagsColumn } from './companies.ts';
import { users } from './users.ts';

export type InvestorKeyPersonColumn = {
  name: string;
  title: string;
  image?: string | null;
  linkedinUrl?: string | null;
};
export type InvestorInvestmentColumn = { name: string; companyKey: string | null };

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
    /** Key people: `title` is their role; `image` a stored photo key; `linkedinUrl` their profile. */
    keyPeople: jsonb('key_people').$type<InvestorKeyPersonColumn[]>().notNull().default([]),
    /** The portfolio: each startup by name, with its Nordhub startup key when it has a page here. */
    investments: jsonb('investments').$type<InvestorInvestmentColumn[]>().notNull().default([]),
    contactPreference: text('contact_preference').$type<'EMAIL' | 'WEBSITE'>().notNull().default('EMAIL'),
    contactEmail: text('contact_email'),
    /** Where WEBSITE sends startups to pitch (the investor's website when not given). */
    contactUrl: text('contact_url'),
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    stages: text('stages').array().notNull().default(sql`'{}'::text[]`),
    /** The smallest ticket (a key of site config `investor.investmentRanges`; the column kept its first name). */
    investmentRangeMin: text('investment_range'),
    /** The largest ticket (a key of the same list, not before the smallest in it). */
    investmentRangeMax: text('investment_range_max'),
    /** Every range key from the smallest to the largest ticket, as saved: what filters and the quiz match. */
    investmentRanges: text('investment_ranges').array().notNull().default(sql`'{}'::text[]`),
    intro: text('intro').notNull().default(''),
    countryCodes: text('country_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Where the investor invests (site config `investor.markets`: Nordic country codes, EUROPE, GLOBAL). */
    markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
    /** UN Sustainable Development Goals (1-17) an impact investor works for. */
    sdgs: integer('sdgs').array().notNull().default(sql`'{}'::integer[]`),
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
    /** Informational only, as for startups: who created the investor ('owner') or joined it. */
    role: text('role').$type<'owner' | 'member'>().notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.investorId, t.userId] }), index('investor_members_user_idx').on(t.userId)],
);

/**
 * A startup's pitch to an investor (issue 12): the message, the amount sought (whole euros), the
 * stage, the deck (a PDF in file storage), and the investor's answer: a reply, or a pass with a
 * reason the startup sees. `answered_at` is set once, by the first answer (the reply rate counts it).
 */
export const investorPitches = pgTable(
  'investor_pitches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    amount: integer('amount').notNull(),
    stage: text('stage').notNull(),
    deckFile: text('deck_file').notNull(),
    deckFileName: text('deck_file_name').notNull(),
    deckBytes: integer('deck_bytes').notNull(),
    /** SENT until answered; REPLIED or PASSED after. */
    status: text('status').$type<'SENT' | 'REPLIED' | 'PASSED'>().notNull().default('SENT'),
    replyMessage: text('reply_message'),
    passReason: text('pass_reason'),
    passNote: text('pass_note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The thread (issue 33): closed by either side, after which nobody writes in it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBySide: text('closed_by_side').$type<'STARTUP' | 'INVESTOR'>(),
    /** When each side last read the thread: its unread count is the other side's messages since. */
    startupReadAt: timestamp('startup_read_at', { withTimezone: true }),
    investorReadAt: timestamp('investor_read_at', { withTimezone: true }),
  },
  (t) => [
    index('investor_pitches_investor_idx').on(t.investorId, t.createdAt),
    index('investor_pitches_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * A message in a pitch's thread (issue 33): the founder's side or the investor's side writes back and
 * forth after the pitch (the pitch's own message opens the thread). Plain text, never HTML.
 */
export const pitchMessages = pgTable(
  'pitch_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => investorPitches.id, { onDelete: 'cascade' }),
    side: text('side').$type<'STARTUP' | 'INVESTOR'>().notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pitch_messages_pitch_idx').on(t.pitchId, t.createdAt),
    index('pitch_messages_author_idx').on(t.authorUserId, t.createdAt),
  ],
);
