import { and, eq } from 'drizzle-orm';
import type { PublicContentPage } from '#domain/content/company-pages.schema.ts';
import { AppError } from '#domain/errors.ts';
import { cutMetaDescription } from '#domain/site/cut-meta-description.ts';
import { contentPages } from '../../db/schema/index.ts';
import { markdownToPlainText, renderMarkdown } from '../content/render-markdown.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * A published content page (`/about`) by its key, its body rendered on the server (ADR 029). Its
 * meta description is the page's own, or the start of its body as plain text. Unpublished or
 * missing: 404.
 */
export async function getContentPage(deps: ServiceDeps, key: string): Promise<PublicContentPage> {
  const [row] = await deps.db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.key, key), eq(contentPages.isPublished, true)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Page not found');
  return {
    key: row.key,
    title: row.title,
    bodyHtml: renderMarkdown(row.body),
    metaDescription: cutMetaDescription(row.metaDescription || markdownToPlainText(row.body)),
    updatedAt: row.updatedAt.toISOString(),
  };
}
