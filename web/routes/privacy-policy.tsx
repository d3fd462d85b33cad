import { PRIVACY_PAGE } from '#domain/content/legal-pages.ts';
import { LegalDocument } from '../components/content/legal-document.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/privacy-policy.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    url: canonicalFor(matches, '/privacy-policy'),
    title: PRIVACY_PAGE.title,
    description: PRIVACY_PAGE.description,
  });
}

/** `/privacy-policy` (docs/product.md, Pages, the footer's link): static text. */
export default function PrivacyPolicy() {
  return <LegalDocument page={PRIVACY_PAGE} />;
}
