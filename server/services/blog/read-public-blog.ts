import { and, arrayContains, arrayOverlaps, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { BlogList, BlogListQuery, BlogPostPage, BlogPostSummary } from '#domain/content/blog.schema.ts';
import {
  BLOG_FEED_SIZE,
  BLOG_POSTS_PER_PAGE,
  BLOG_RELATED_COUNT,
  STARTUP_NEWS_COUNT,
} from '#domain/content/blog-constants.ts';
import { blogPosts, companies } from '../../db/schema/index.ts';
import { renderMarkdown } from '../content/render-markdown.ts';
import type { ServiceDeps } from '../deps.ts';
import { BLOG_POST_COLUMNS, type BlogPostRow, isPublicPost, postNotFound, toSummary } from './blog-rows.ts';

/**
 * The public blog (docs/product.md, Content pages: Blog): published posts only (ADR 032), newest
 * first, filtered by one tag, a page at a time. A page past the last is empty (the page says so).
 */
export async function listBlogPosts(deps: ServiceDeps, query: BlogListQuery): Promise<BlogList> {
  const where = query.tag ? and(isPublicPost(), arrayContains(blogPosts.tags, [query.tag])) : isPublicPost();
  const [rows, totals] = await Promise.all([
    deps.db
      .select(BLOG_POST_COLUMNS)
      .from(blogPosts)
      .leftJoin(companies, eq(companies.id, blogPosts.companyId))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(BLOG_POSTS_PER_PAGE)
      .offset((query.page - 1) * BLOG_POSTS_PER_PAGE),
    deps.db
      .select({ total: count() })
      .from(blogPosts)
      .leftJoin(companies, eq(companies.id, blogPosts.companyId))
      .where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    posts: (rows as BlogPostRow[]).map(toSummary),
    tag: query.tag ?? null,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / BLOG_POSTS_PER_PAGE)),
    total,
  };
}

/**
 * A published post's page: its body rendered by markdown-it (ADR 029) and up to three related
 * posts: those sharing a tag first, then the newest. Anything not public is the 404 of a missing post.
 */
export async function getBlogPost(deps: ServiceDeps, slug: string): Promise<BlogPostPage> {
  const [row] = (await deps.db
    .select(BLOG_POST_COLUMNS)
    .from(blogPosts)
    .leftJoin(companies, eq(companies.id, blogPosts.companyId))
    .where(and(eq(blogPosts.slug, slug), isPublicPost()))
    .limit(1)) as BlogPostRow[];
  if (!row) throw postNotFound();
  const sharesTag = row.tags.length > 0 ? sql`(${arrayOverlaps(blogPosts.tags, row.tags)})` : sql`false`;
  const related = (await deps.db
    .select(BLOG_POST_COLUMNS)
    .from(blogPosts)
    .leftJoin(companies, eq(companies.id, blogPosts.companyId))
    .where(and(isPublicPost(), ne(blogPosts.id, row.id)))
    .orderBy(sql`${sharesTag} desc`, desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(BLOG_RELATED_COUNT)) as BlogPostRow[];
  return {
    ...toSummary(row),
    bodyHtml: renderMarkdown(row.body),
    updatedAt: row.updatedAt.toISOString(),
    related: related.map(toSummary),
  };
}

/** A startup's published posts, newest first: the News section of its public page. */
export async function listStartupNews(deps: ServiceDeps, companyId: string): Promise<BlogPostSummary[]> {
  const rows = (await deps.db
    .select(BLOG_POST_COLUMNS)
    .from(blogPosts)
    .leftJoin(companies, eq(companies.id, blogPosts.companyId))
    .where(and(isPublicPost(), eq(blogPosts.companyId, companyId)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(STARTUP_NEWS_COUNT)) as BlogPostRow[];
  return rows.map(toSummary);
}

/** The newest published posts for the RSS feed, with their body as plain HTML for readers. */
export async function listFeedPosts(deps: ServiceDeps): Promise<(BlogPostSummary & { bodyHtml: string })[]> {
  const rows = (await deps.db
    .select(BLOG_POST_COLUMNS)
    .from(blogPosts)
    .leftJoin(companies, eq(companies.id, blogPosts.companyId))
    .where(isPublicPost())
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(BLOG_FEED_SIZE)) as BlogPostRow[];
  return rows.map((row) => ({ ...toSummary(row), bodyHtml: renderMarkdown(row.body) }));
}
