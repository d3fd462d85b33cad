import { Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { MarkdownBody } from '../components/content/markdown-body.tsx';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/partner.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { directory } = getAppContext(context).services;
  return withNotFoundPage(() => directory.partnerPage(params.key));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: 'Page not found', description: 'This page could not be found' });
  const { partner, bodyText } = loaderData;
  return pageMeta({
    url: canonicalFor(matches, `/partners/${partner.key}`),
    title: `${partner.name} for startups on Nordhub`,
    description: bodyText,
  });
}

/**
 * `/partners/{key}`: a partner's own landing page (docs/product.md, Pages: "a partner page under
 * /partners for a bank's growth programme"), its body edited in the back office.
 */
export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { partner, bodyHtml } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link to="/partners" className="text-brand-700 hover:underline">
          All partners
        </Link>
      </p>
      <div className="mt-4 flex items-center gap-4">
        <LogoImage image={partner.logo} name={partner.name} size={72} />
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{partner.name}</h1>
          <p className="text-slate-700">{partner.category}</p>
        </div>
      </div>
      <MarkdownBody html={bodyHtml} className="mt-6" />
      <p className="mt-8">
        <a
          href={partner.website}
          rel="nofollow noopener"
          className="inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Go to {partner.name}
        </a>
      </p>
    </div>
  );
}
