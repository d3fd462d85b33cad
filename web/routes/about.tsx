import { Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { MarkdownBody } from '../components/content/markdown-body.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/about.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { company } = getAppContext(context).services;
  return withNotFoundPage(() => company.page('about'));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: 'Page not found', description: 'This page could not be found' });
  return pageMeta({
    url: canonicalFor(matches, '/about'),
    title: loaderData.title,
    description: loaderData.metaDescription,
  });
}

/**
 * `/about` (docs/product.md, Pages, the footer's Company column): who runs Nordhub. The body is a
 * content page edited in the back office (`/admin/pages`), rendered on the server (ADR 029).
 */
export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{loaderData.title}</h1>
      <MarkdownBody html={loaderData.bodyHtml} className="mt-6" />
      <p className="mt-10 rounded-md bg-slate-50 px-4 py-3 text-slate-700">
        Questions, ideas or press enquiries?{' '}
        <Link to="/contact" className="font-medium text-brand-700 underline">
          Write to us
        </Link>
        .
      </p>
    </article>
  );
}
