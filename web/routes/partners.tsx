import { Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import {
  CategoryNav,
  categoryId,
  DirectoryCard,
  groupByCategory,
} from '../components/content/directory-card.tsx';
import { MarkdownBody } from '../components/content/markdown-body.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/partners.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return await getAppContext(context).services.directory.partnersPage();
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalFor(matches, '/partners'),
    title: 'Partners',
    description:
      "The banks, law firms, accelerators and communities that work with Nordhub to help Nordic startups grow, including a bank's growth programme.",
  });
}

/** `/partners` (docs/product.md, Content pages): the partners by category, with the page's introduction. */
export default function Partners({ loaderData }: Route.ComponentProps) {
  const { partners, content } = loaderData.page;
  const groups = groupByCategory(partners);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Partners</h1>
      {content && <MarkdownBody html={content} className="mt-3 max-w-3xl" />}
      {groups.length === 0 ? (
        <p className="mt-8 text-slate-700">No partners are listed yet.</p>
      ) : (
        <>
          <CategoryNav prefix="partners" categories={groups.map(([category]) => category)} />
          {groups.map(([category, items]) => (
            <section key={category} aria-labelledby={categoryId('partners', category)} className="mt-10">
              <h2 id={categoryId('partners', category)} className="text-2xl font-semibold text-slate-900">
                {category}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {items.map((partner) => (
                  <DirectoryCard
                    key={partner.id}
                    name={partner.name}
                    logo={partner.logo}
                    heading={
                      partner.pagePath ? (
                        <Link to={partner.pagePath} className="text-brand-700 hover:underline">
                          {partner.name}
                        </Link>
                      ) : (
                        partner.name
                      )
                    }
                  >
                    <p>{partner.description.replace(/[*_`#>[\]]/g, '')}</p>
                    <p className="mt-2 flex flex-wrap gap-4">
                      {partner.pagePath && (
                        <Link to={partner.pagePath} className="font-semibold text-brand-700 hover:underline">
                          About the programme<span className="sr-only"> of {partner.name}</span>
                        </Link>
                      )}
                      <a
                        href={partner.website}
                        rel="nofollow noopener"
                        className="text-brand-700 hover:underline"
                      >
                        Website<span className="sr-only"> of {partner.name}</span>
                      </a>
                    </p>
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
