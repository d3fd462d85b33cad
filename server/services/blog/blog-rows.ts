import { and, eq, isNull, like, or, type SQL } from 'drizzle-orm';
import type { BlogPostSummary, ManagedBlogPost } from '#domain/content/blog.schema.ts';
import { slugifyTitle } from '#domain/content/blog-constants.ts';
import { AppError } from '#domain/errors.ts';
import type { Executor } from '../../db/client.ts';
import { blogPosts, companies } from '../../db/schema/index.ts';
import { readingMinutes } from '../content/render-markdown.ts';

/** The columns every blog read selects: the post and its startup (none for the team's posts). */
export const BLOG_POST_COLUMNS = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  body: blogPosts.body,
  coverImage: blogPosts.coverImage,
  author: blogPosts.author,
  tags: blogPosts.tags,
  status: blogPosts.status,
  rejectionReason: blogPosts.rejectionReason,
  publishedAt: blogPosts.publishedAt,
  submittedAt: blogPosts.submittedAt,
  updatedAt: blogPosts.updatedAt,
  companyId: blogPosts.companyId,
  companyKey: companies.key,
  companyName: companies.name,
  companyStatus: companies.status,
};

export type BlogPostRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  coverImage: string | null;
  author: string;
  tags: string[];
  status: ManagedBlogPost['status'];
  rejectionReason: string | null;
  publishedAt: Date | null;
  submittedAt: Date | null;
  updatedAt: Date;
  companyId: string | null;
  companyKey: string | null;
  companyName: string | null;
  companyStatus: 'DRAFT' | 'PUBLISHED' | null;
};

/**
 * What a visitor may read: a PUBLISHED post of the team, or of a startup whose page is public
 * (an unpublished startup's posts go with its page). Needs the left join on `companies`.
 */
export function isPublicPost(): SQL {
  return and(
    eq(blogPosts.status, 'PUBLISHED'),
    or(isNull(blogPosts.companyId), eq(companies.status, 'PUBLISHED')),
  ) as SQL;
}

export function toSummary(row: BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.coverImage,
    author: row.author,
    tags: row.tags,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    readingMinutes: readingMinutes(row.body),
    company: row.companyKey && row.companyName ? { key: row.companyKey, name: row.companyName } : null,
  };
}

export function toManaged(row: BlogPostRow): ManagedBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    coverImage: row.coverImage,
    author: row.author,
    tags: row.tags,
    status: row.status,
    rejectionReason: row.rejectionReason,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    company: row.companyKey && row.companyName ? { key: row.companyKey, name: row.companyName } : null,
  };
}

/** One post by id with its startup, or none. */
export async function readBlogPost(db: Executor, id: string): Promise<BlogPostRow | null> {
  const [row] = await db
    .select(BLOG_POST_COLUMNS)
    .from(blogPosts)
    .leftJoin(companies, eq(companies.id, blogPosts.companyId))
    .where(eq(blogPosts.id, id))
    .limit(1);
  return (row as BlogPostRow | undefined) ?? null;
}

/** A slug no other post has: the title's, then `-2`, `-3`… (kept for good once given). */
export async function uniqueSlug(db: Executor, title: string): Promise<string> {
  const base = slugifyTitle(title);
  const taken = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
  const slugs = new Set(taken.map((row) => row.slug));
  if (!slugs.has(base)) return base;
  for (let n = 2; ; n++) if (!slugs.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function postNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Post not found');
}
