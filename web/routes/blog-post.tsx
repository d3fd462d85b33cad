import { Link } from 'react-router';
import { imageUrl } from '#domain/content/image-sizes.ts';
import { getAppContext } from '../app-context.ts';
import { BlogByline, BlogPostCard, BlogTagLinks } from '../components/blog/blog-post-card.tsx';
import { MarkdownBody } from '../components/content/markdown-body.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/blog-post.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const post = await withNotFoundPage(() => app.services.blog.post(params.slug));
  return { post, publicUrl: app.publicUrl };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: 'Page not found', description: 'This page could not be found' });
  const { post, publicUrl } = loaderData;
  return pageMeta({
    title: post.title,
    description: post.excerpt,
    type: 'article',
    url: canonicalFor(matches, `/blog/${post.slug}`),
    ...(post.coverImage ? { image: new URL(imageUrl('listing', post.coverImage), publicUrl).href } : {}),
  });
}

/** Serialised for a <script> element: '<' escaped so the text can never close the element. */
function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** `/blog/{slug}`: a published post in the reading column, with Article structured data. */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, publicUrl } = loaderData;
  const url = new URL(`/blog/${post.slug}`, publicUrl).href;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: url,
    url,
    ...(post.coverImage ? { image: [new URL(imageUrl('listing', post.coverImage), publicUrl).href] } : {}),
    author: post.company
      ? {
          '@type': 'Organization',
          name: post.company.name,
          url: new URL(`/startups/${post.company.key}`, publicUrl).href,
        }
      : { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: 'Nordhub', url: publicUrl },
    keywords: post.tags.join(', '),
  };
  return (
    <>
      <script type="application/ld+json" suppressHydrationWarning>
        {toScriptJson(jsonLd)}
      </script>
      <article className="mx-auto max-w-2xl">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <Link to="/blog" className="hover:text-brand-700">
            News &amp; Insights
          </Link>{' '}
          / <span>{post.title}</span>
        </nav>
        <header className="mt-4 space-y-3">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="text-lg text-slate-700">{post.excerpt}</p>
          <BlogByline post={post} />
          <BlogTagLinks tags={post.tags} />
        </header>
        {post.coverImage && (
          <img
            src={imageUrl('cover', post.coverImage)}
            alt=""
            width={1600}
            height={900}
            className="mt-6 aspect-video w-full rounded-lg object-cover"
          />
        )}
        <MarkdownBody html={post.bodyHtml} className="mt-8 text-lg" />
      </article>
      {post.related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-16">
          <h2 id="related-posts" className="text-2xl font-semibold text-slate-900">
            Related posts
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {post.related.map((related) => (
              <BlogPostCard key={related.id} post={related} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
