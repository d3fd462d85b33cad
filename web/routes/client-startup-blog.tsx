import { Link } from 'react-router';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { BlogStatusBadge } from '../components/blog/blog-status-badge.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { PortalPageHeading } from '../components/ui/portal-page.tsx';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-blog.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? `${loaderData.startup.name}: blog posts` : 'Blog posts',
    description: "Your startup's posts for Nordhub's News & Insights and your startup page.",
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { posts } = await getAppContext(context).services.blog.companyPosts(me.id, params.company);
  return { startup, posts };
}

/**
 * `/client/startups/{key}/blog`: the startup's posts and their states. A post is public (News &
 * Insights and the startup page's News) once the Nordhub team approves it (ADR 032).
 */
export default function ClientStartupBlog({ loaderData }: Route.ComponentProps) {
  const { startup, posts } = loaderData;
  const base = `/client/startups/${startup.key}/blog`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PortalPageHeading
        profileName={startup.name}
        profilePath={`/client/startups/${startup.key}`}
        title="Blog posts"
      />
      <p className="mt-2 max-w-2xl text-slate-700">
        Write about your team, product and news. The Nordhub team reads each post you submit; once approved it
        appears in News &amp; Insights and on your startup page.
      </p>
      <p className="mt-4">
        <Link
          to={`${base}/new`}
          className="inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Write a post
        </Link>
      </p>
      {posts.length === 0 ? (
        <p className="mt-8 text-slate-700">No posts yet.</p>
      ) : (
        <DataTable
          caption={`Blog posts of ${startup.name}`}
          columns={['Title', 'State', 'Last change']}
          className="mt-8"
        >
          {posts.map((post) => (
            <tr key={post.id} className="border-b border-slate-200 align-top">
              <td className="py-3 pr-4">
                <Link to={`${base}/${post.id}`} className="font-medium text-brand-700 hover:underline">
                  {post.title}
                </Link>
                {post.status === 'REJECTED' && post.rejectionReason && (
                  <p className="mt-1 text-slate-700">Why: {post.rejectionReason}</p>
                )}
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
