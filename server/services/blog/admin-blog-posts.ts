import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import { IMAGE_NOT_YOURS_MESSAGE } from '#domain/companies/company-profile.schema.ts';
import type {
  AdminBlogPostInput,
  AdminBlogQuery,
  ManagedBlogPost,
  ManagedBlogPosts,
} from '#domain/content/blog.schema.ts';
import { AppError } from '#domain/errors.ts';
import type { Transaction } from '../../db/client.ts';
import { blogPosts, companies } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import { type AdminActor, runSiteAdminAction } from '../admin/run-admin-action.ts';
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
 * The back office's Blog (`/admin/blog`, `/api/admin/posts`; ADR 032): every post in any state,
 * the team's posts written and published here, startups' posts approved or rejected. Every change
 * goes through `runSiteAdminAction` (`blog.manage`), audited as `post.*` on object type `post`.
 */

export async function listAdminPosts(
  deps: ServiceDeps,
  who: ActorOrUserId,
  query: AdminBlogQuery,
): Promise<ManagedBlogPosts> {
  await requireAction(deps, who, 'blog.manage', SITE);
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(blogPosts.status, query.status));
  if (query.kind === 'team') filters.push(isNull(blogPosts.companyId));
  if (query.kind === 'company') filters.push(isNotNull(blogPosts.companyId));
  const rows = (await deps.db
    .select(BLOG_POST_COLUMNS)
    .from(blogPosts)
    .leftJoin(companies, eq(companies.id, blogPosts.companyId))
    .where(filters.length > 0 ? and(...filters) : undefined)
    // What waits longest first when listing submissions; otherwise the latest change first.
    .orderBy(
      ...(query.status === 'SUBMITTED'
        ? [blogPosts.submittedAt, blogPosts.id]
        : [desc(blogPosts.updatedAt), desc(blogPosts.id)]),
    )
    .limit(500)) as BlogPostRow[];
  return { posts: rows.map(toManaged) };
}

export async function getAdminPost(
  deps: ServiceDeps,
  who: ActorOrUserId,
  id: string,
): Promise<ManagedBlogPost> {
  await requireAction(deps, who, 'blog.manage', SITE);
  const row = await readBlogPost(deps.db, id);
  if (!row) throw postNotFound();
  return toManaged(row);
}

async function checkCover(tx: Transaction, actor: AdminActor, cover: string | null, kept: string | null) {
  if (!cover) return;
  const foreign = await findForeignImages(
    { db: tx, now: () => new Date() },
    actor.userId,
    [cover],
    new Set(kept ? [kept] : []),
  );
  if (foreign.size > 0) {
    throw new AppError('VALIDATION', 'Please correct the fields marked below', {
      coverImage: [IMAGE_NOT_YOURS_MESSAGE],
    });
  }
}

function snapshot(row: Pick<BlogPostRow, 'title' | 'status' | 'tags' | 'author' | 'excerpt'>) {
  return { title: row.title, status: row.status, tags: row.tags, author: row.author, excerpt: row.excerpt };
}

async function lockPost(tx: Transaction, id: string): Promise<BlogPostRow> {
  await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  const row = await readBlogPost(tx, id);
  if (!row) throw postNotFound();
  return row;
}

/** A team post (no startup), a draft or published at once (`publish`). */
export async function createTeamPost(
  deps: ServiceDeps,
  who: ActorOrUserId,
  input: AdminBlogPostInput,
  publish = false,
): Promise<ManagedBlogPost> {
  return runSiteAdminAction(deps, who, 'blog.manage', async (tx, actor) => {
    await checkCover(tx, actor, input.coverImage, null);
    const now = deps.now();
    const [inserted] = await tx
      .insert(blogPosts)
      .values({
        slug: await uniqueSlug(tx, input.title),
        title: input.title,
        excerpt: input.excerpt,
        body: input.body,
        tags: input.tags,
        coverImage: input.coverImage,
        author: input.author,
        companyId: null,
        status: publish ? 'PUBLISHED' : 'DRAFT',
        publishedAt: publish ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: blogPosts.id });
    if (!inserted) throw new Error('insert returned no row');
    const row = await lockPost(tx, inserted.id);
    return {
      result: toManaged(row),
      audit: {
        action: publish ? 'post.publish' : 'post.create',
        objectType: 'post',
        objectId: row.id,
        objectLabel: row.title,
        before: null,
        after: snapshot(row),
      },
    };
  });
}

/** Saves any post's text (a startup's post keeps its startup as author); its state does not change. */
export async function updateAdminPost(
  deps: ServiceDeps,
  who: ActorOrUserId,
  id: string,
  input: AdminBlogPostInput,
): Promise<ManagedBlogPost> {
  return runSiteAdminAction(deps, who, 'blog.manage', async (tx, actor) => {
    const before = await lockPost(tx, id);
    await checkCover(tx, actor, input.coverImage, before.coverImage);
    await tx
      .update(blogPosts)
      .set({
        title: input.title,
        excerpt: input.excerpt,
        body: input.body,
        tags: input.tags,
        coverImage: input.coverImage,
        author: before.companyId ? before.author : input.author,
        updatedAt: deps.now(),
      })
      .where(eq(blogPosts.id, id));
    const after = await lockPost(tx, id);
    return {
      result: toManaged(after),
      audit: {
        action: 'post.update',
        objectType: 'post',
        objectId: id,
        objectLabel: after.title,
        before: snapshot(before),
        after: snapshot(after),
      },
    };
  });
}

type Transition = 'publish' | 'unpublish' | 'approve' | 'reject';

/**
 * Moves a post between states: `publish` a team post (DRAFT → PUBLISHED), `approve` a startup's
 * submitted post (→ PUBLISHED), `reject` it with a reason (→ REJECTED), `unpublish` any published
 * post (→ DRAFT). A move from the wrong state is 409 and changes nothing.
 */
export async function moveAdminPost(
  deps: ServiceDeps,
  who: ActorOrUserId,
  id: string,
  transition: Transition,
  reason: string | null = null,
): Promise<ManagedBlogPost> {
  return runSiteAdminAction(deps, who, 'blog.manage', async (tx) => {
    const before = await lockPost(tx, id);
    const now = deps.now();
    const isCompanyPost = before.companyId !== null;
    const refuse = (message: string) => new AppError('CONFLICT', message);
    let changes: Partial<typeof blogPosts.$inferInsert>;
    switch (transition) {
      case 'publish':
        if (isCompanyPost) throw refuse("A startup's post is published by approving it");
        if (before.status === 'PUBLISHED') throw refuse('This post is already published');
        changes = { status: 'PUBLISHED', publishedAt: before.publishedAt ?? now };
        break;
      case 'approve':
        if (!isCompanyPost) throw refuse("Only a startup's post is approved; publish the team's posts");
        if (before.status !== 'SUBMITTED') throw refuse('This post is not awaiting approval');
        changes = { status: 'PUBLISHED', publishedAt: before.publishedAt ?? now, rejectionReason: null };
        break;
      case 'reject':
        if (!isCompanyPost) throw refuse("Only a startup's post is rejected; unpublish the team's posts");
        if (before.status !== 'SUBMITTED') throw refuse('This post is not awaiting approval');
        changes = { status: 'REJECTED', rejectionReason: reason };
        break;
      case 'unpublish':
        if (before.status !== 'PUBLISHED') throw refuse('This post is not published');
        changes = { status: 'DRAFT' };
        break;
    }
    await tx
      .update(blogPosts)
      .set({ ...changes, updatedAt: now })
      .where(eq(blogPosts.id, id));
    const after = await lockPost(tx, id);
    return {
      result: toManaged(after),
      audit: {
        action: `post.${transition}`,
        objectType: 'post',
        objectId: id,
        objectLabel: after.title,
        before: { status: before.status },
        after: { status: after.status },
        reason,
      },
    };
  });
}
