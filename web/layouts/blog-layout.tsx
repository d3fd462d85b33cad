import { Outlet } from 'react-router';
import { BLOG_FEED_PATH } from '#domain/content/blog-constants.ts';

/**
 * The blog layout (docs/product.md, Pages: layouts): inside the site's header and footer, the
 * blog's pages with the feed's subscription link under them.
 */
export default function BlogLayout() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Outlet />
      <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
        Follow News &amp; Insights in your feed reader:{' '}
        <a href={BLOG_FEED_PATH} className="font-medium text-brand-700 hover:underline">
          RSS feed
        </a>
      </p>
    </div>
  );
}
