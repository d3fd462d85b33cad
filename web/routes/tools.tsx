import { Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import {
  CategoryNav,
  categoryId,
  DirectoryCard,
  groupByCategory,
} from '../components/content/directory-card.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/tools.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { tools } = await getAppContext(context).services.directory.listTools();
  // The cards show the description's first paragraph as text; the tool's page renders it all.
  return {
    tools: tools.map((tool) => ({
      id: tool.id,
      key: tool.key,
      name: tool.name,
      category: tool.category,
      logo: tool.logo,
      summary: (tool.description.split(/\n\s*\n/)[0] ?? '').replace(/[*_`#>[\]]/g, ''),
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalFor(matches, '/tools'),
    title: 'Tools for startups',
    description:
      'Tools Nordic startups use to recruit, plan, do their books, market, build, design and handle legal work, sorted by category.',
  });
}

/** `/tools` (docs/product.md, Content pages): the tools directory by category. */
export default function Tools({ loaderData }: Route.ComponentProps) {
  const groups = groupByCategory(loaderData.tools);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Tools for startups</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        The tools Nordic startups use to hire, work together, keep their books, find customers, ship products
        and stay on the right side of the law.
      </p>
      {groups.length === 0 ? (
        <p className="mt-8 text-slate-700">No tools are listed yet.</p>
      ) : (
        <>
          <CategoryNav prefix="tools" categories={groups.map(([category]) => category)} />
          {groups.map(([category, tools]) => (
            <section key={category} aria-labelledby={categoryId('tools', category)} className="mt-10">
              <h2 id={categoryId('tools', category)} className="text-2xl font-semibold text-slate-900">
                {category}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {tools.map((tool) => (
                  <DirectoryCard
                    key={tool.id}
                    name={tool.name}
                    logo={tool.logo}
                    heading={
                      <Link to={`/tools/${tool.key}`} className="text-brand-700 hover:underline">
                        {tool.name}
                      </Link>
                    }
                  >
                    <p>{tool.summary}</p>
                  </DirectoryCard>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
