import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

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
    /** Revealed to logged-in startup members only. */
    code: text('code'),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deals_key_unique').on(t.key)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
     * reason). Only PUBLISHED posts are public (ADR 030).
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
