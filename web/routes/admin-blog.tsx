import { Link } from 'react-router';
import { AdminBlogQuery } from '#domain/content/blog.schema.ts';
import { BLOG_POST_STATUS_LABELS, type BlogPostStatus } from '#domain/content/blog-constants.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { BlogStatusBadge } from '../components/blog/blog-status-badge.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-blog.ts';

export function meta() {
  return pageMeta({
    title: 'Blog',
    description: "Every blog post: the team's posts and startups' posts awaiting approval.",
    noIndex: true,
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'blog.manage');
  const parsed = AdminBlogQuery.safeParse({ status: url.searchParams.get('status') || undefined });
  const query = parsed.success ? parsed.data : {};
  const { posts } = await getAppContext(context).services.adminBlog.list(me.id, query);
  return { posts, status: query.status ?? null };
}

const FILTERS: readonly { status: BlogPostStatus | null; text: string }[] = [
  { status: null, text: 'All posts' },
  { status: 'SUBMITTED', text: 'Awaiting approval' },
  { status: 'PUBLISHED', text: 'Published' },
  { status: 'DRAFT', text: 'Drafts' },
  { status: 'REJECTED', text: 'Rejected' },
];

/** `/admin/blog`: every post, filtered by state (awaiting approval first in line). */
export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { posts, status } = loaderData;
  return (
    <div className="max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Blog</h1>
        <Link
          to="/admin/blog/new"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Write a team post
        </Link>
      </div>
      <nav aria-label="Filter posts by state" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => (
            <li key={filter.text}>
              <Link
                to={filter.status ? `/admin/blog?status=${filter.status}` : '/admin/blog'}
                aria-current={status === filter.status ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm font-medium ${
                  status === filter.status
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                {filter.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length === 0 ? (
        <p className="mt-8 text-slate-700">
          {status ? `No posts ${BLOG_POST_STATUS_LABELS[status].toLowerCase()}.` : 'No posts yet.'}
        </p>
      ) : (
        <DataTable caption="Blog posts" columns={['Title', 'By', 'State', 'Last change']} className="mt-6">
          {posts.map((post) => (
            <tr key={post.id} className="border-b border-slate-200 align-top">
              <td className="py-3 pr-4">
                <Link to={`/admin/blog/${post.id}`} className="font-medium text-brand-700 hover:underline">
                  {post.title}
                </Link>
              </td>
              <td className="py-3 pr-4 text-slate-700">
                {post.company ? post.company.name : `${post.author} (team)`}
              </td>
              <td className="py-3 pr-4">
                <BlogStatusBadge status={post.status} />
              </td>
              <td className="py-3 pr-4 text-slate-700">{formatUtcDate(new Date(post.updatedAt))}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
