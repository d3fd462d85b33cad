import { z } from 'zod';
import { listOf, optionalText, requiredText } from '../forms/form-fields.ts';
import {
  BLOG_AUTHOR_MAX,
  BLOG_AUTHOR_MESSAGE,
  BLOG_BODY_MAX,
  BLOG_BODY_MESSAGE,
  BLOG_EXCERPT_MAX,
  BLOG_EXCERPT_MESSAGE,
  BLOG_MAX_TAGS,
  BLOG_POST_STATUSES,
  BLOG_REASON_MAX,
  BLOG_REASON_MESSAGE,
  BLOG_TAG_VALUES,
  BLOG_TAGS_MESSAGE,
  BLOG_TITLE_MAX,
  BLOG_TITLE_MESSAGE,
} from './blog-constants.ts';

/**
 * The blog's API and forms (docs/product.md, Content pages: Blog; ADR 032). Bodies are markdown,
 * rendered on the server only (ADR 029): the public answers carry `bodyHtml`, the editors' the
 * markdown they wrote.
 */

export const BlogTagSchema = z.enum(BLOG_TAG_VALUES, { error: BLOG_TAGS_MESSAGE });
export const BlogPostStatusSchema = z.enum(BLOG_POST_STATUSES);

/** What a startup member writes: title, summary, markdown body, tags and an uploaded cover. */
export const BlogPostInput = z.object({
  title: requiredText(BLOG_TITLE_MAX, BLOG_TITLE_MESSAGE),
  excerpt: requiredText(BLOG_EXCERPT_MAX, BLOG_EXCERPT_MESSAGE),
  body: requiredText(BLOG_BODY_MAX, BLOG_BODY_MESSAGE),
  tags: listOf(BlogTagSchema, BLOG_MAX_TAGS, BLOG_TAGS_MESSAGE).transform((tags) => [...new Set(tags)]),
  /** An uploaded image's key (`POST /api/upload/image`), or none. */
  coverImage: optionalText(200, 'Please upload the cover again'),
});
export type BlogPostInput = z.infer<typeof BlogPostInput>;

/** The team's post: the same, with its author's name. */
export const AdminBlogPostInput = BlogPostInput.extend({
  author: requiredText(BLOG_AUTHOR_MAX, BLOG_AUTHOR_MESSAGE),
});
export type AdminBlogPostInput = z.infer<typeof AdminBlogPostInput>;

export const BlogRejectInput = z.object({ reason: requiredText(BLOG_REASON_MAX, BLOG_REASON_MESSAGE) });
export type BlogRejectInput = z.infer<typeof BlogRejectInput>;

export const BlogListQuery = z.object({
  tag: BlogTagSchema.optional(),
  page: z.coerce.number({ error: 'Expected a page number' }).int().min(1).max(1000).default(1),
});
export type BlogListQuery = z.infer<typeof BlogListQuery>;

const BlogCompany = z.object({ key: z.string(), name: z.string() }).nullable();

/** A published post in a list: its card. */
export const BlogPostSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImage: z.string().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  readingMinutes: z.number().int().min(1),
  company: BlogCompany,
});
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

export const BlogList = z.object({
  posts: z.array(BlogPostSummary),
  tag: z.string().nullable(),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type BlogList = z.infer<typeof BlogList>;

/** A published post's page: the body as safe HTML, and related posts (same tags, then newest). */
export const BlogPostPage = BlogPostSummary.extend({
  bodyHtml: z.string(),
  updatedAt: z.string(),
  related: z.array(BlogPostSummary),
});
export type BlogPostPage = z.infer<typeof BlogPostPage>;

/** A post as its editors see it (startup members, the team): any state, the markdown as written. */
export const ManagedBlogPost = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  coverImage: z.string().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  status: BlogPostStatusSchema,
  rejectionReason: z.string().nullable(),
  publishedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  company: BlogCompany,
});
export type ManagedBlogPost = z.infer<typeof ManagedBlogPost>;

export const ManagedBlogPosts = z.object({ posts: z.array(ManagedBlogPost.omit({ body: true })) });
export type ManagedBlogPosts = z.infer<typeof ManagedBlogPosts>;

/** The back office's list: every post, or those in one state (`?status=SUBMITTED`: awaiting approval). */
export const AdminBlogQuery = z.object({
  status: BlogPostStatusSchema.optional(),
  kind: z.enum(['team', 'company']).optional(),
});
export type AdminBlogQuery = z.infer<typeof AdminBlogQuery>;

export const BlogPostIdParams = z.object({ id: z.uuid({ error: 'Post not found' }) });
export const CompanyBlogPostParams = z.object({
  key: z.string().min(1).max(200),
  id: z.uuid({ error: 'Post not found' }),
});
export const CompanyKeyParams = z.object({ key: z.string().min(1).max(200) });
export const BlogSlugParams = z.object({ slug: z.string().min(1).max(200) });
