import type {
  AdminBlogPostInput,
  AdminBlogQuery,
  BlogListQuery,
  BlogPostInput,
} from '#domain/content/blog.schema.ts';
import type { ServiceDeps } from '../deps.ts';
import {
  createTeamPost,
  getAdminPost,
  listAdminPosts,
  moveAdminPost,
  updateAdminPost,
} from './admin-blog-posts.ts';
import {
  createCompanyPost,
  getCompanyPost,
  listCompanyPosts,
  submitCompanyPost,
  updateCompanyPost,
} from './company-blog-posts.ts';
import { getBlogPost, listBlogPosts, listStartupNews } from './read-public-blog.ts';

/** The blog as its public and portal pages see it (`services.blog`). */
export function createBlogWebServices(deps: ServiceDeps) {
  return {
    list: (query: BlogListQuery) => listBlogPosts(deps, query),
    post: (slug: string) => getBlogPost(deps, slug),
    startupNews: (companyId: string) => listStartupNews(deps, companyId),
    companyPosts: (userId: string, key: string) => listCompanyPosts(deps, userId, key),
    companyPost: (userId: string, key: string, id: string) => getCompanyPost(deps, userId, key, id),
    createCompanyPost: (userId: string, key: string, input: BlogPostInput, submit: boolean) =>
      createCompanyPost(deps, userId, key, input, submit),
    updateCompanyPost: (userId: string, key: string, id: string, input: BlogPostInput, submit: boolean) =>
      updateCompanyPost(deps, userId, key, id, input, submit),
    submitCompanyPost: (userId: string, key: string, id: string) => submitCompanyPost(deps, userId, key, id),
  };
}

/** The back office's Blog section as its pages see it (`services.adminBlog`). */
export function createAdminBlogWebServices(deps: ServiceDeps) {
  return {
    list: (userId: string, query: AdminBlogQuery) => listAdminPosts(deps, userId, query),
    get: (userId: string, id: string) => getAdminPost(deps, userId, id),
    create: (userId: string, input: AdminBlogPostInput, publish: boolean) =>
      createTeamPost(deps, userId, input, publish),
    update: (userId: string, id: string, input: AdminBlogPostInput) =>
      updateAdminPost(deps, userId, id, input),
    move: (
      userId: string,
      id: string,
      transition: 'publish' | 'unpublish' | 'approve' | 'reject',
      reason?: string,
    ) => moveAdminPost(deps, userId, id, transition, reason ?? null),
  };
}
