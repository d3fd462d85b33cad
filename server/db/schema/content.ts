import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    type: text('type').$type<'EXTENDED' | 'DOWNLOAD'>().notNull(),
    title: text('title').notNull(),
    partnerName: text('partner_name').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    image: text('image'),
    partnerLogo: text('partner_logo'),
    documentFile: text('document_file'),
    /** The name the document downloads under. */
    documentFileName: text('document_file_name'),
    /** One of DEAL_CATEGORIES (domain/deals/deal-constants.ts). */
    category: text('category').notNull().default('productivity'),
    /** Only published deals are on /deals and in the API; drafts live in the back office. */
    isPublished: boolean('is_published').notNull().default(false),
    /** Revealed to logged-in startup members only. */
    code: text('code'),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deals_key_unique').on(t.key)],
);

/**
 * A startup's offer of its own deal to other startups (`/client/startups/{key}/monetise`): stored for
 * the team, listed in the back office's Deals section, where an admin turns it into a deal by hand.
 */
export const dealProposals = pgTable(
  'deal_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    contactEmail: text('contact_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_proposals_created_idx').on(t.createdAt)],
);

export const tools = pgTable(
  'tools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    website: text('website').notNull(),
    logo: text('logo'),
    /** Shown on /tools and /api/tools only while published (the back office switches it). */
    isPublished: boolean('is_published').notNull().default(true),
    /** Order within its category (then by name). */
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tools_key_unique').on(t.key), index('tools_category_idx').on(t.category)],
);

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    website: text('website').notNull(),
    logo: text('logo'),
    /**
     * A landing page of its own under /partners/{key} (markdown; empty: none), e.g. the bank's growth
     * programme (docs/product.md, Content pages).
     */
    body: text('body').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partners_key_unique').on(t.key)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Markdown subset, see domain/content/rich-text.ts. */
    body: text('body').notNull().default(''),
    coverImage: text('cover_image'),
    author: text('author').notNull(),
    /** Set for a startup's own post (shown on its page); null for the team's posts. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-case tag slugs (`/blog?tag=`), see domain/content/blog-constants.ts. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * DRAFT → SUBMITTED (a startup's post waiting for the team) → PUBLISHED, or REJECTED (with a
     * reason). Only PUBLISHED posts are public (ADR 032).
     */
    status: text('status')
      .$type<'DRAFT' | 'SUBMITTED' | 'PUBLISHED' | 'REJECTED'>()
      .notNull()
      .default('DRAFT'),
    rejectionReason: text('rejection_reason'),
    /** First publication: the post's date; kept when it is unpublished and published again. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_published_idx').on(t.publishedAt),
    index('blog_posts_status_published_idx').on(t.status, t.publishedAt),
    index('blog_posts_company_idx').on(t.companyId),
  ],
);

/**
 * Editable pages of the site (`/about`, and later others), by key: markdown bodies rendered by
 * renderMarkdown (ADR 029), edited in the back office (`/admin/pages`).
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Where the page lives: 'about' is `/about`. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_pages_key_unique').on(t.key)],
);

/** The startups' FAQ (`/startups/faq`): questions grouped by topic, in `sort` order. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    /** Markdown (ADR 029). */
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_entries_sort_idx').on(t.sort)],
);

/** Messages sent with the contact form (`/contact`, `POST /api/contact`), mailed to the team. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when someone of the team marked it handled. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by'),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Applications to the community program (docs/product.md, Content pages): a startup's or a
 * talent's, mailed to the team when stored; the back office marks them handled.
 */
export const communityApplications = pgTable(
  'community_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'startup' | 'talent'>().notNull(),
    /** The talent's name, or the startup's contact person. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name'),
    website: text('website'),
    stage: text('stage'),
    linkedinUrl: text('linkedin_url'),
    role: text('role'),
    why: text('why').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('community_applications_created_idx').on(t.createdAt)],
);
