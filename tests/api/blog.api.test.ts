/**
 * The blog over HTTP (docs/product.md, Content pages: Blog; ADR 032), on both backends: a startup
 * member writes a post and submits it, the team approves it, and only then is it in /api/blog, on
 * its page and in the RSS feed (validated as RSS 2.0 by xmllint); raw HTML and `javascript:` links
 * in a body are inert; another startup's members, visitors and non-admins are refused; every back
 * office change is audited, and a refused one changes nothing.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminDashboard } from '#domain/admin/admin.schema.ts';
import { BlogList, BlogPostPage, ManagedBlogPost, ManagedBlogPosts } from '#domain/content/blog.schema.ts';
import { BLOG_POSTS_PER_PAGE } from '#domain/content/blog-constants.ts';
import { adminAuditLog, blogPosts } from '#server/db/schema/index.ts';
import {
  addCompanyMember,
  type CompanyRow,
  insertCompany,
  insertUser,
  type UserRow,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const run = promisify(execFile);
const RSS_XSD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../helpers/fixtures/rss-2.0.xsd');

/** libxml2's validator against the RSS 2.0 schema; `npm test` installs it when missing (libxml2-utils). */
async function validateRss(xml: string): Promise<{ ok: boolean; output: string }> {
  const dir = await fs.mkdtemp(path.join(inject('scratchDir'), 'blog-feed-'));
  try {
    await fs.writeFile(path.join(dir, 'feed.xml'), xml);
    try {
      const { stderr } = await run('xmllint', ['--noout', '--schema', RSS_XSD, 'feed.xml'], { cwd: dir });
      return { ok: true, output: stderr };
    } catch (error) {
      return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const HOSTILE_BODY = [
  'We are **hiring** in Aarhus.',
  '<script>window.hacked = true</script>',
  '<img src=x onerror="alert(1)">',
  '[Click me](javascript:alert(1)) and [our site](https://example.com).',
].join('\n\n');

describe.each(BACKENDS)('blog [%s]', (backend) => {
  let t: TestApp;
  let admin: SessionClient;
  let member: SessionClient;
  let otherMember: SessionClient;
  let talent: SessionClient;
  let company: CompanyRow;

  async function auditRows(objectId: string) {
    return t.deps.db
      .select({ action: adminAuditLog.action, reason: adminAuditLog.reason })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.objectType, 'post'), eq(adminAuditLog.objectId, objectId)))
      .orderBy(adminAuditLog.at);
  }

  async function postCount(): Promise<number> {
    const [row] = await t.deps.db.select({ n: count() }).from(blogPosts);
    return row?.n ?? 0;
  }

  async function awaitingOnDashboard(): Promise<number> {
    const { waiting } = parseJson(await admin.get('/api/admin/dashboard'), AdminDashboard);
    return waiting.find((item) => item.key === 'postsAwaitingApproval')?.count ?? -1;
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    const adminUser = await insertUser(t.deps.db, { isAdmin: true });
    admin = await signedInClient(t.app, adminUser as UserRow & { password: string });
    company = await insertCompany(t.deps.db, { name: 'Havbris Robotics' });
    const memberUser = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, company, memberUser);
    member = await signedInClient(t.app, memberUser as UserRow & { password: string });
    const other = await insertCompany(t.deps.db);
    const otherUser = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, other, otherUser);
    otherMember = await signedInClient(t.app, otherUser as UserRow & { password: string });
    talent = await signedInClient(t.app, (await insertUser(t.deps.db)) as UserRow & { password: string });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded published posts only, newest first, a page at a time and by tag', async () => {
    const first = parseJson(await createSessionClient(t.app).get('/api/blog'), BlogList);
    expect(first.posts).toHaveLength(BLOG_POSTS_PER_PAGE);
    expect(first.total).toBeGreaterThan(BLOG_POSTS_PER_PAGE);
    const dates = first.posts.map((post) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The seeded post awaiting approval is nowhere public.
    const [submitted] = await t.deps.db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.status, 'SUBMITTED'));
    expect(submitted).toBeDefined();
    const second = parseJson(await createSessionClient(t.app).get('/api/blog?page=2'), BlogList);
    const slugs = [...first.posts, ...second.posts].map((post) => post.slug);
    expect(slugs).not.toContain(submitted?.slug);
    expect(new Set(slugs).size).toBe(first.total);
    expectError(await createSessionClient(t.app).get(`/api/blog/${submitted?.slug}`), 404, 'NOT_FOUND');

    const salaries = parseJson(await createSessionClient(t.app).get('/api/blog?tag=salaries'), BlogList);
    expect(salaries.posts.length).toBeGreaterThan(0);
    expect(salaries.posts.every((post) => post.tags.includes('salaries'))).toBe(true);
    expect(salaries.total).toBeLessThan(first.total);
    expectError(await createSessionClient(t.app).get('/api/blog?tag=nonsense'), 422, 'VALIDATION');
  });

  it('a member writes and submits a post; it is public only once the team approves it, HTML inert', async () => {
    const awaitingBefore = await awaitingOnDashboard();
    const draft = parseJson(
      await member.post(`/api/companies/${company.key}/posts`, {
        title: 'We are hiring robot whisperers',
        excerpt: 'Havbris Robotics grows its team in Aarhus.',
        body: HOSTILE_BODY,
        tags: ['hiring', 'company-news'],
      }),
      ManagedBlogPost,
    );
    expect(draft).toMatchObject({
      status: 'DRAFT',
      author: 'Havbris Robotics',
      slug: 'we-are-hiring-robot-whisperers',
    });
    expect(draft.company?.key).toBe(company.key);

    // Other startups' members and non-members get the 404 of a missing startup or post.
    expectError(await otherMember.get(`/api/companies/${company.key}/posts/${draft.id}`), 404, 'NOT_FOUND');
    expectError(await otherMember.get(`/api/companies/${company.key}/posts`), 404, 'NOT_FOUND');
    expectError(
      await otherMember.put(`/api/companies/${company.key}/posts/${draft.id}`, {
        title: 'Hijacked',
        excerpt: 'x',
        body: 'x',
        tags: [],
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await createSessionClient(t.app).get(`/api/companies/${company.key}/posts`),
      401,
      'UNAUTHORIZED',
    );

    const submitted = parseJson(
      await member.post(`/api/companies/${company.key}/posts/${draft.id}/submit`),
      ManagedBlogPost,
    );
    expect(submitted.status).toBe('SUBMITTED');
    expect(await awaitingOnDashboard()).toBe(awaitingBefore + 1);
    expectError(await createSessionClient(t.app).get(`/api/blog/${draft.slug}`), 404, 'NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/feeds/blog.xml' })).body).not.toContain(draft.slug);

    // A member cannot approve; only the team can.
    expectError(await member.post(`/api/admin/posts/${draft.id}/approve`), 404, 'NOT_FOUND');
    const approved = parseJson(await admin.post(`/api/admin/posts/${draft.id}/approve`), ManagedBlogPost);
    expect(approved.status).toBe('PUBLISHED');
    expect(await awaitingOnDashboard()).toBe(awaitingBefore);
    expect((await auditRows(draft.id)).map((row) => row.action)).toEqual(['post.approve']);
    // Approving twice is a conflict and writes nothing.
    expectError(await admin.post(`/api/admin/posts/${draft.id}/approve`), 409, 'CONFLICT');
    expect(await auditRows(draft.id)).toHaveLength(1);

    const list = parseJson(await createSessionClient(t.app).get('/api/blog'), BlogList);
    expect(list.posts[0]?.slug).toBe(draft.slug);
    const page = parseJson(await createSessionClient(t.app).get(`/api/blog/${draft.slug}`), BlogPostPage);
    expect(page.bodyHtml).toContain('<strong>hiring</strong>');
    expect(page.bodyHtml).not.toMatch(/<script|<img|href="javascript:/i);
    // The unsafe link stays as its text, never a link.
    expect(page.bodyHtml).toContain('[Click me](javascript:alert(1))');
    expect(page.bodyHtml).toContain('&lt;script&gt;');
    expect(page.bodyHtml).toContain('<a href="https://example.com" rel="nofollow noopener">our site</a>');
    expect(page.readingMinutes).toBe(1);
    // Related: the posts sharing a tag come first.
    expect(page.related).toHaveLength(3);
    expect(page.related[0]?.tags.some((tag) => tag === 'hiring' || tag === 'company-news')).toBe(true);
  });

  it('refuses a post with missing fields beside them, storing nothing', async () => {
    const before = await postCount();
    const error = expectError(
      await member.post(`/api/companies/${company.key}/posts`, {
        title: '',
        excerpt: '',
        body: '',
        tags: ['nope'],
      }),
      422,
      'VALIDATION',
    );
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual(['body', 'excerpt', 'tags.0', 'title']);
    // Someone else's upload key is not a cover the member may use.
    const foreign = expectError(
      await member.post(`/api/companies/${company.key}/posts`, {
        title: 'With a cover',
        excerpt: 'x',
        body: 'x',
        tags: [],
        coverImage: 'seed/blog/how-to-hire-your-first-ten-employees-in-the-nordics.png',
      }),
      422,
      'VALIDATION',
    );
    expect(foreign.fieldErrors?.coverImage).toBeDefined();
    expect(await postCount()).toBe(before);
  });

  it('the team writes, publishes, unpublishes and rejects posts, each audited; others get 404', async () => {
    const body = {
      title: 'Team news',
      excerpt: 'News from the team.',
      body: 'Hello **Nordics**.',
      tags: ['funding'],
      author: 'Sofie Kragh',
    };
    for (const client of [talent, member, createSessionClient(t.app)]) {
      const response = await client.post('/api/admin/posts', body);
      expect(response.statusCode).toBe(404);
    }
    const created = parseJson(await admin.post('/api/admin/posts', body), ManagedBlogPost);
    expect(created).toMatchObject({ status: 'DRAFT', author: 'Sofie Kragh', company: null });
    const published = parseJson(await admin.post(`/api/admin/posts/${created.id}/publish`), ManagedBlogPost);
    expect(published.status).toBe('PUBLISHED');
    parseJson(await createSessionClient(t.app).get(`/api/blog/${created.slug}`), BlogPostPage);
    const edited = parseJson(
      await admin.put(`/api/admin/posts/${created.id}`, { ...body, title: 'Team news, edited' }),
      ManagedBlogPost,
    );
    expect(edited).toMatchObject({ title: 'Team news, edited', slug: created.slug, status: 'PUBLISHED' });
    parseJson(await admin.post(`/api/admin/posts/${created.id}/unpublish`), ManagedBlogPost);
    expectError(await createSessionClient(t.app).get(`/api/blog/${created.slug}`), 404, 'NOT_FOUND');
    // A team post is published, not approved.
    expectError(await admin.post(`/api/admin/posts/${created.id}/approve`), 409, 'CONFLICT');
    expect((await auditRows(created.id)).map((row) => row.action)).toEqual([
      'post.create',
      'post.publish',
      'post.update',
      'post.unpublish',
    ]);

    const draft = parseJson(
      await member.post(`/api/companies/${company.key}/posts`, {
        ...body,
        title: 'Please reject me',
        submit: true,
      }),
      ManagedBlogPost,
    );
    expect(draft.status).toBe('SUBMITTED');
    expectError(await admin.post(`/api/admin/posts/${draft.id}/reject`, { reason: '' }), 422, 'VALIDATION');
    const rejected = parseJson(
      await admin.post(`/api/admin/posts/${draft.id}/reject`, { reason: 'Please add a cover picture.' }),
      ManagedBlogPost,
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectionReason: 'Please add a cover picture.' });
    expect(await auditRows(draft.id)).toEqual([
      { action: 'post.reject', reason: 'Please add a cover picture.' },
    ]);
    const mine = parseJson(await member.get(`/api/companies/${company.key}/posts`), ManagedBlogPosts);
    expect(mine.posts.find((post) => post.id === draft.id)?.rejectionReason).toBe(
      'Please add a cover picture.',
    );
    const awaiting = parseJson(await admin.get('/api/admin/posts?status=SUBMITTED'), ManagedBlogPosts);
    expect(awaiting.posts.every((post) => post.status === 'SUBMITTED' && post.company !== null)).toBe(true);
  });

  it('editing a published post sends it back to the team', async () => {
    const post = parseJson(
      await member.post(`/api/companies/${company.key}/posts`, {
        title: 'Published then edited',
        excerpt: 'x',
        body: 'x',
        tags: [],
        submit: true,
      }),
      ManagedBlogPost,
    );
    parseJson(await admin.post(`/api/admin/posts/${post.id}/approve`), ManagedBlogPost);
    const edited = parseJson(
      await member.put(`/api/companies/${company.key}/posts/${post.id}`, {
        title: 'Published then edited',
        excerpt: 'A new summary',
        body: 'x',
        tags: [],
      }),
      ManagedBlogPost,
    );
    expect(edited.status).toBe('SUBMITTED');
    expectError(await createSessionClient(t.app).get(`/api/blog/${post.slug}`), 404, 'NOT_FOUND');
  });

  it('serves an RSS 2.0 feed of published posts only that xmllint validates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/feeds/blog.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const result = await validateRss(response.body);
    expect(result.ok, result.output).toBe(true);
    const links = [...response.body.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
    const published = await t.deps.db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.status, 'PUBLISHED'));
    expect(links.length).toBe(published.length);
    const publishedSlugs = new Set(published.map((row) => row.slug));
    for (const link of links) expect(publishedSlugs.has(link?.split('/blog/')[1] ?? '')).toBe(true);
    // The hostile body travels escaped inside content:encoded: no live markup in the feed.
    expect(response.body).not.toContain('<script');
  });
});
