import { Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { MarkdownBody } from '../components/content/markdown-body.tsx';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/tool.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { directory } = getAppContext(context).services;
  return withNotFoundPage(() => directory.getTool(params.id));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: 'Page not found', description: 'This page could not be found' });
  const { tool, descriptionText } = loaderData;
  return pageMeta({
    url: canonicalFor(matches, `/tools/${tool.key}`),
    title: `${tool.name}: ${tool.category} tool for startups`,
    description: descriptionText || `${tool.name}, a ${tool.category.toLowerCase()} tool for startups.`,
  });
}

/** `/tools/{id}` (docs/product.md, Content pages): a tool's description, website and logo. */
export default function ToolPage({ loaderData }: Route.ComponentProps) {
  const { tool, descriptionHtml } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link to="/tools" className="text-brand-700 hover:underline">
          All tools
        </Link>
      </p>
      <div className="mt-4 flex items-center gap-4">
        <LogoImage image={tool.logo} name={tool.name} size={72} />
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{tool.name}</h1>
          <p className="text-slate-700">{tool.category}</p>
        </div>
      </div>
      <MarkdownBody html={descriptionHtml} className="mt-6" />
      <p className="mt-8">
        <a
          href={tool.website}
          rel="nofollow noopener"
          className="inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Visit {tool.name}'s website
        </a>
      </p>
    </div>
  );
}
