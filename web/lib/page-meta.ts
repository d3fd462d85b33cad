import type { MetaDescriptor } from 'react-router';
import { buildPageTitle, cutMetaDescription } from '#domain/site/cut-meta-description.ts';

/** Title, description (cut at 200 characters) and the matching Open Graph tags for a page. */
export function pageMeta(options: { title: string; description: string; image?: string }): MetaDescriptor[] {
  const title = buildPageTitle(options.title);
  const description = cutMetaDescription(options.description);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: 'Nordhub' },
  ];
  if (options.image) tags.push({ property: 'og:image', content: options.image });
  return tags;
}
