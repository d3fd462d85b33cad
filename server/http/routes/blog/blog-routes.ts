import { z } from 'zod';
import {
  BlogList,
  BlogListQuery,
  BlogPostInput,
  BlogPostPage,
  BlogSlugParams,
  CompanyBlogPostParams,
  CompanyKeyParams,
  ManagedBlogPost,
  ManagedBlogPosts,
} from '#domain/content/blog.schema.ts';
import {
  createCompanyPost,
  getCompanyPost,
  listCompanyPosts,
  submitCompanyPost,
  updateCompanyPost,
} from '../../../services/blog/company-blog-posts.ts';
import { getBlogPost, listBlogPosts } from '../../../services/blog/read-public-blog.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

/** A post's fields and whether to send it to the team for approval at once. */
const CompanyPostBody = BlogPostInput.extend({ submit: z.boolean().optional() });

/**
 * The blog (docs/product.md, Content pages: Blog; ADR 032): the published posts for everyone, and
 * a startup's own posts for its members and admins (anyone else: 404).
 */
export const BLOG_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/blog',
    summary: 'Published blog posts, newest first; filter by one tag, a page of 9 at a time',
    tags: ['blog'],
    querystring: BlogListQuery,
    response: BlogList,
    handler: async ({ query }, request) => listBlogPosts(request.server.deps, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/blog/:slug',
    summary: 'A published post: its body as safe HTML (markdown rendered on the server) and related posts',
    tags: ['blog'],
    params: BlogSlugParams,
    response: BlogPostPage,
    errors: [404],
    handler: async ({ params }, request) => getBlogPost(request.server.deps, params.slug),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/posts',
    summary: "A startup's own posts in every state (members and admins)",
    tags: ['blog'],
    params: CompanyKeyParams,
    response: ManagedBlogPosts,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      listCompanyPosts(request.server.deps, await requireUserId(request), params.key),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/posts',
    summary: 'Write a startup post (a draft; `submit: true` sends it to the team for approval)',
    tags: ['blog'],
    params: CompanyKeyParams,
    body: CompanyPostBody,
    response: ManagedBlogPost,
    status: 201,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      createCompanyPost(
        request.server.deps,
        await requireUserId(request),
        params.key,
        body,
        body.submit === true,
      ),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/posts/:id',
    summary: "One of a startup's posts, its markdown as written",
    tags: ['blog'],
    params: CompanyBlogPostParams,
    response: ManagedBlogPost,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      getCompanyPost(request.server.deps, await requireUserId(request), params.key, params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/companies/:key/posts/:id',
    summary: 'Save a startup post; a published or submitted post goes back to the team for approval',
    tags: ['blog'],
    params: CompanyBlogPostParams,
    body: CompanyPostBody,
    response: ManagedBlogPost,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      updateCompanyPost(
        request.server.deps,
        await requireUserId(request),
        params.key,
        params.id,
        body,
        body.submit === true,
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/posts/:id/submit',
    summary: 'Send a draft or rejected startup post to the team for approval',
    tags: ['blog'],
    params: CompanyBlogPostParams,
    response: ManagedBlogPost,
    errors: [401, 404, 409],
    handler: async ({ params }, request) =>
      submitCompanyPost(request.server.deps, await requireUserId(request), params.key, params.id),
  }),
];
