import { and, desc, eq } from 'drizzle-orm';
import { IMAGE_NOT_YOURS_MESSAGE } from '#domain/companies/company-profile.schema.ts';
import type { BlogPostInput, ManagedBlogPost, ManagedBlogPosts } from '#domain/content/blog.schema.ts';
import { AppError } from '#domain/errors.ts';
import { blogPosts, companies } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { findForeignImages } from '../uploads/find-foreign-images.ts';
import {
  BLOG_POST_COLUMNS,
  type BlogPostRow,
  postNotFound,
  readBlogPost,
  toManaged,
  uniqueSlug,
} from './blog-rows.ts';

/**
 * A startup's own posts in its portal (`/client/startups/{key}/blog`, docs/product.md, Content
 * pages: Blog; ADR 032). Members (and admins) only: anyone else gets the 404 of a startup that does
 * not exist, and a post of another startup is the 404 of a missing post. Members write drafts and
 * submit them; the team approves (PUBLISHED) or rejects them. Editing a published post sends it back
 * to the team: what is public is always what the team approved.
 */

export async function listCompanyPosts(
  deps: ServiceDeps,
  userId: string,
  key: string,
): Promise<ManagedBlogPosts> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const rows = (await deps.db
    .select(BLOG_POST_COLUMNS)
    .from(blogPosts)
    .leftJoin(companies, eq(companies.id, blogPosts.companyId))
    .where(eq(blogPosts.companyId, company.id))
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))) as BlogPostRow[];
  return { posts: rows.map(toManaged) };
}

async function requireCompanyPost(deps: ServiceDeps, userId: string, key: string, id: string) {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const row = await readBlogPost(deps.db, id);
  if (!row || row.companyId !== company.id) throw postNotFound();
  return { company, row };
}

export async function getCompanyPost(
  deps: ServiceDeps,
  userId: string,
  key: string,
  id: string,
): Promise<ManagedBlogPost> {
  return toManaged((await requireCompanyPost(deps, userId, key, id)).row);
}

/** The cover must be the user's own upload, or the one the post already has. */
async function checkCover(deps: ServiceDeps, userId: string, cover: string | null, kept: string | null) {
  if (!cover) return;
  const foreign = await findForeignImages(deps, userId, [cover], new Set(kept ? [kept] : []));
  if (foreign.size > 0) {
    throw new AppError('VALIDATION', 'Please correct the fields marked below', {
      coverImage: [IMAGE_NOT_YOURS_MESSAGE],
    });
  }
}

/** A new post of the startup, a draft; `submit` sends it to the team at once. */
export async function createCompanyPost(
  deps: ServiceDeps,
  userId: string,
  key: string,
  input: BlogPostInput,
  submit = false,
): Promise<ManagedBlogPost> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  await checkCover(deps, userId, input.coverImage, null);
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogPosts)
      .values({
        slug: await uniqueSlug(tx, input.title),
        title: input.title,
        excerpt: input.excerpt,
        body: input.body,
        tags: input.tags,
        coverImage: input.coverImage,
        author: company.name,
        companyId: company.id,
        status: submit ? 'SUBMITTED' : 'DRAFT',
        submittedAt: submit ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: blogPosts.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
  return getCompanyPost(deps, userId, key, id);
}

/**
 * Saves a post's text. A published or submitted post goes (back) to the team for approval, and a
 * rejected one stays rejected until submitted; `submit` sends it to the team.
 */
export async function updateCompanyPost(
  deps: ServiceDeps,
  userId: string,
  key: string,
  id: string,
  input: BlogPostInput,
  submit = false,
): Promise<ManagedBlogPost> {
  const { row } = await requireCompanyPost(deps, userId, key, id);
  await checkCover(deps, userId, input.coverImage, row.coverImage);
  const now = deps.now();
  const toTeam = submit || row.status === 'PUBLISHED' || row.status === 'SUBMITTED';
  await deps.db
    .update(blogPosts)
    .set({
      title: input.title,
      excerpt: input.excerpt,
      body: input.body,
      tags: input.tags,
      coverImage: input.coverImage,
      author: row.companyName ?? row.author,
      ...(toTeam ? { status: 'SUBMITTED' as const, submittedAt: now, rejectionReason: null } : {}),
      updatedAt: now,
    })
    .where(and(eq(blogPosts.id, row.id), eq(blogPosts.companyId, row.companyId ?? '')));
  return getCompanyPost(deps, userId, key, id);
}

/** Sends a draft or rejected post to the team (a submitted one stays as it is; a published one is refused). */
export async function submitCompanyPost(
  deps: ServiceDeps,
  userId: string,
  key: string,
  id: string,
): Promise<ManagedBlogPost> {
  const { row } = await requireCompanyPost(deps, userId, key, id);
  if (row.status === 'PUBLISHED') throw new AppError('CONFLICT', 'This post is already published');
  if (row.status !== 'SUBMITTED') {
    const now = deps.now();
    await deps.db
      .update(blogPosts)
      .set({ status: 'SUBMITTED', submittedAt: now, rejectionReason: null, updatedAt: now })
      .where(eq(blogPosts.id, row.id));
  }
  return getCompanyPost(deps, userId, key, id);
}
