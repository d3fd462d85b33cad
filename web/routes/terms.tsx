import { TERMS_PAGE } from '#domain/content/legal-pages.ts';
import { LegalDocument } from '../components/content/legal-document.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/terms.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    url: canonicalFor(matches, '/terms'),
    title: TERMS_PAGE.title,
    description: TERMS_PAGE.description,
  });
}

/** `/terms` (docs/product.md, Pages, the footer's link): static text. */
export default function Terms() {
  return <LegalDocument page={TERMS_PAGE} />;
}
