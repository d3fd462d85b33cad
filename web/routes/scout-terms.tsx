import { Link } from 'react-router';
import { SCOUT_PRODUCT_KEY } from '#domain/scout/scout-labels.ts';
import { SCOUT_TERMS } from '#domain/scout/scout-offer.ts';
import { getAppContext } from '../app-context.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { notFound } from '../lib/responses.ts';
import type { Route } from './+types/scout-terms.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    url: canonicalFor(matches, '/scout-terms'),
    title: 'Scout terms',
    description:
      'The terms of Scout, the Nordhub headhunter service: what the search includes, the fee per successful hire, replacement and personal data.',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  if (!getAppContext(context).products.includes(SCOUT_PRODUCT_KEY)) throw notFound();
  return null;
}

/** `/scout-terms` (and `/headhunter-terms`, which redirects here): the Scout terms as plain text. */
export default function ScoutTerms() {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Scout terms</h1>
      <p className="mt-3 text-slate-700">
        These terms apply when a startup orders a Scout search on Nordhub. Ticking "I accept the Scout terms"
        on the last step of the order means you accept them for your startup.
      </p>
      {SCOUT_TERMS.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-10">
        <Link to="/scout" className="font-semibold text-brand-700 hover:underline">
          About Scout
        </Link>
      </p>
    </article>
  );
}
