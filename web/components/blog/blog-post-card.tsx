import { Link } from 'react-router';
import type { BlogPostSummary } from '#domain/content/blog.schema.ts';
import { blogTagText } from '#domain/content/blog-constants.ts';
import { imageUrl } from '#domain/content/image-sizes.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';

/** A post's byline: author (its startup's page for a startup's post), date and reading time. */
export function BlogByline({ post }: { post: BlogPostSummary }) {
  return (
    <p className="text-sm text-slate-600">
      {post.company ? (
        <Link to={`/startups/${post.company.key}`} className="font-medium text-brand-700 hover:underline">
          {post.company.name}
        </Link>
      ) : (
        <span className="font-medium text-slate-800">{post.author}</span>
      )}
      {' · '}
      <time dateTime={post.publishedAt}>{formatUtcDate(new Date(post.publishedAt))}</time>
      {' · '}
      {post.readingMinutes} min read
    </p>
  );
}

/** A post's tags, each linking to the blog filtered by it. */
export function BlogTagLinks({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/blog?tag=${encodeURIComponent(tag)}`}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-200"
          >
            {blogTagText(tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A published post in a list (/blog, related posts, a startup's News). */
export function BlogPostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      {post.coverImage && (
        <img
          src={imageUrl('listing', post.coverImage)}
          alt=""
          width={1200}
          height={675}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-semibold text-slate-900">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <BlogByline post={post} />
        <p className="text-slate-700">{post.excerpt}</p>
        <div className="mt-auto pt-2">
          <BlogTagLinks tags={post.tags} />
        </div>
      </div>
    </article>
  );
}
