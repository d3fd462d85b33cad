import { and, asc, eq } from 'drizzle-orm';
import {
  PARTNERS_INTRO_KEY,
  type PartnerLandingPage,
  type PartnersPage,
} from '#domain/content/directory.schema.ts';
import { AppError } from '#domain/errors.ts';
import type { Executor } from '../../db/client.ts';
import { contentPages, partners } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { toPartner } from './directory-rows.ts';
import { markdownToPlainText, renderMarkdown } from './render-markdown.ts';

export const PARTNER_NOT_FOUND = 'Partner not found';

/**
 * The body (markdown) of an editable page's text (`content_pages`, edited in the back office's Pages
 * section too), '' when none was written.
 */
export async function readContentText(db: Executor, key: string): Promise<string> {
  const [row] = await db
    .select({ body: contentPages.body })
    .from(contentPages)
    .where(eq(contentPages.key, key));
  return row?.body ?? '';
}

/**
 * `/partners` and `GET /api/pages/partners`: the published partners (by category, order, name) and
 * the page's introduction rendered from markdown (ADR 029).
 */
export async function getPartnersPage(deps: ServiceDeps): Promise<PartnersPage> {
  const [rows, intro] = await Promise.all([
    deps.db
      .select()
      .from(partners)
      .where(eq(partners.isPublished, true))
      .orderBy(asc(partners.category), asc(partners.sort), asc(partners.name)),
    readContentText(deps.db, PARTNERS_INTRO_KEY),
  ]);
  return { page: { partners: rows.map(toPartner), content: renderMarkdown(intro) } };
}

/** A published partner's landing page (a partner with a body, e.g. the bank's growth programme). */
export async function getPartnerPage(deps: ServiceDeps, key: string): Promise<PartnerLandingPage> {
  const [row] = await deps.db
    .select()
    .from(partners)
    .where(and(eq(partners.key, key), eq(partners.isPublished, true)))
    .limit(1);
  // Only a partner with a body has a page of its own.
  if (!row?.body.trim()) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND);
  return {
    partner: toPartner(row),
    bodyHtml: renderMarkdown(row.body),
    bodyText: markdownToPlainText(row.body),
  };
}
