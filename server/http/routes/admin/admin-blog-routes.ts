import { z } from 'zod';
import {
  AdminBlogPostInput,
  AdminBlogQuery,
  BlogPostIdParams,
  BlogRejectInput,
  ManagedBlogPost,
  ManagedBlogPosts,
} from '#domain/content/blog.schema.ts';
import {
  createTeamPost,
  getAdminPost,
  listAdminPosts,
  moveAdminPost,
  updateAdminPost,
} from '../../../services/blog/admin-blog-posts.ts';
import { defineAdminRoute } from './define-admin-route.ts';

const TeamPostBody = AdminBlogPostInput.extend({ publish: z.boolean().optional() });

/** The back office's Blog (ADR 032): every post; team posts written, startups' posts approved. */
export const ADMIN_BLOG_ROUTES = [
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/posts',
    summary: 'Every blog post in any state; `status=SUBMITTED` lists what awaits approval',
    requires: 'blog.manage',
    querystring: AdminBlogQuery,
    response: ManagedBlogPosts,
    handler: async ({ query, caller }, request) => listAdminPosts(request.server.deps, caller, query),
  }),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/posts',
    summary: 'Write a team post (a draft; `publish: true` publishes it at once)',
    requires: 'blog.manage',
    body: TeamPostBody,
    response: ManagedBlogPost,
    status: 201,
    handler: async ({ body, caller }, request) =>
      createTeamPost(request.server.deps, caller, body, body.publish === true),
  }),
  defineAdminRoute({
    method: 'GET',
    url: '/api/admin/posts/:id',
    summary: 'One post as written (markdown), any state',
    requires: 'blog.manage',
    params: BlogPostIdParams,
    response: ManagedBlogPost,
    handler: async ({ params, caller }, request) => getAdminPost(request.server.deps, caller, params.id),
  }),
  defineAdminRoute({
    method: 'PUT',
    url: '/api/admin/posts/:id',
    summary: "Save a post's text (its state does not change)",
    requires: 'blog.manage',
    params: BlogPostIdParams,
    body: AdminBlogPostInput,
    response: ManagedBlogPost,
    handler: async ({ params, body, caller }, request) =>
      updateAdminPost(request.server.deps, caller, params.id, body),
  }),
  ...(['publish', 'unpublish', 'approve'] as const).map((transition) =>
    defineAdminRoute({
      method: 'POST',
      url: `/api/admin/posts/:id/${transition}`,
      summary: {
        publish: 'Publish a team post',
        unpublish: 'Take a published post off the blog (back to draft)',
        approve: "Approve a startup's submitted post: it is published",
      }[transition],
      requires: 'blog.manage',
      params: BlogPostIdParams,
      response: ManagedBlogPost,
      errors: [409],
      handler: async ({ params, caller }, request) =>
        moveAdminPost(request.server.deps, caller, params.id, transition),
    }),
  ),
  defineAdminRoute({
    method: 'POST',
    url: '/api/admin/posts/:id/reject',
    summary: "Reject a startup's submitted post, with a reason its members read",
    requires: 'blog.manage',
    params: BlogPostIdParams,
    body: BlogRejectInput,
    response: ManagedBlogPost,
    errors: [409],
    handler: async ({ params, body, caller }, request) =>
      moveAdminPost(request.server.deps, caller, params.id, 'reject', body.reason),
  }),
];
