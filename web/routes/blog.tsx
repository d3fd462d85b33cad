import { Link } from 'react-router';
import { BlogListQuery } from '#domain/content/blog.schema.ts';
import { BLOG_FEED_PATH, BLOG_TAGS, blogTagText } from '#domain/content/blog-constants.ts';
import { getAppContext } from '../app-context.ts';
import { BlogPostCard } from '../components/blog/blog-post-card.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { notFound } from '../lib/responses.ts';
import type { Route } from './+types/blog.ts';

export async function loader({ context, url }: Route.LoaderArgs) {
  const parsed = BlogListQuery.safeParse({
    tag: url.searchParams.get('tag') || undefined,
    page: url.searchParams.get('page') || undefined,
  });
  // An unknown tag or a page that is no number is not a page of the blog.
  if (!parsed.success) throw notFound();
  return getAppContext(context).services.blog.list(parsed.data);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const tag = loaderData?.tag ? blogTagText(loaderData.tag) : null;
  const page = loaderData && loaderData.page > 1 ? ` (page ${loaderData.page})` : '';
  return [
    ...pageMeta({
      title: tag ? `News & Insights: ${tag}${page}` : `News & Insights${page}`,
      description: tag
        ? `Posts about ${tag.toLowerCase()} from the Nordhub team and Nordic startups.`
        : 'Advice on hiring, salaries, equity and funding, and news from Nordic startups, by the Nordhub team and the startups themselves.',
      url: canonicalFor(matches, '/blog', {
        tag: loaderData?.tag ?? undefined,
        page: loaderData && loaderData.page > 1 ? String(loaderData.page) : undefined,
      }),
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Nordhub: News & Insights',
      href: BLOG_FEED_PATH,
    },
  ];
}

/** `/blog`: News & Insights, published posts newest first, by tag (`?tag=`) and page (`?page=`). */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, tag, page, totalPages } = loaderData;
  const search = new URLSearchParams(tag ? { tag } : {});
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">
        News &amp; Insights{tag && <span className="text-slate-600">: {blogTagText(tag)}</span>}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Advice on hiring, salaries, equity and funding, and news from the startups on Nordhub.
      </p>
      <nav aria-label="Tags" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/blog"
              aria-current={tag === null ? 'page' : undefined}
              className={tagClass(tag === null)}
            >
              All posts
            </Link>
          </li>
          {BLOG_TAGS.map((item) => (
            <li key={item.value}>
              <Link
                to={`/blog?tag=${item.value}`}
                aria-current={tag === item.value ? 'page' : undefined}
                className={tagClass(tag === item.value)}
              >
                {item.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length === 0 ? (
        <p className="mt-10 text-slate-700">
          No posts here yet.{' '}
          <Link to="/blog" className="font-medium text-brand-700 hover:underline">
            See every post
          </Link>
          .
        </p>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <BlogPostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      <Pagination page={page} pages={totalPages} search={search} />
    </>
  );
}

function tagClass(isCurrent: boolean): string {
  return `inline-block rounded-full border px-3 py-1 text-sm font-medium ${
    isCurrent
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
  }`;
}
