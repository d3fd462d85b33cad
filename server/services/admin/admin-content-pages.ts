import { asc, eq } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AdminContentPage, ContentPageUpdate } from '#domain/content/company-pages.schema.ts';
import { AppError } from '#domain/errors.ts';
import { contentPages } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { runSiteAdminAction } from './run-admin-action.ts';

/**
 * The back office's Pages section (`/admin/pages`, `content.manage`): the editable content pages
 * (`/about`, …) listed and edited; each edit audited as `page.update` (object type `page`). The
 * tables' triggers move the page cache's generation, so visitors see an edit at once (ADR 015).
 */

type PageRow = typeof contentPages.$inferSelect;

function toAdminPage(row: PageRow): AdminContentPage {
  return {
    key: row.key,
    title: row.title,
    body: row.body,
    metaDescription: row.metaDescription,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminContentPages(
  deps: ServiceDeps,
  who: ActorOrUserId,
): Promise<{ items: AdminContentPage[] }> {
  await requireAction(deps, who, 'content.manage', SITE);
  const rows = await deps.db.select().from(contentPages).orderBy(asc(contentPages.key));
  return { items: rows.map(toAdminPage) };
}

const PAGE_NOT_FOUND = 'There is no such page';

export async function getAdminContentPage(
  deps: ServiceDeps,
  who: ActorOrUserId,
  key: string,
): Promise<AdminContentPage> {
  await requireAction(deps, who, 'content.manage', SITE);
  const [row] = await deps.db.select().from(contentPages).where(eq(contentPages.key, key)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', PAGE_NOT_FOUND);
  return toAdminPage(row);
}

export async function updateContentPage(
  deps: ServiceDeps,
  who: ActorOrUserId,
  key: string,
  input: ContentPageUpdate,
): Promise<AdminContentPage> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx) => {
    const [row] = await tx.select().from(contentPages).where(eq(contentPages.key, key)).for('update');
    if (!row) throw new AppError('NOT_FOUND', PAGE_NOT_FOUND);
    const [updated] = await tx
      .update(contentPages)
      .set({ ...input, updatedAt: deps.now() })
      .where(eq(contentPages.id, row.id))
      .returning();
    if (!updated) throw new Error(`page ${key} vanished`);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of ['title', 'body', 'metaDescription', 'isPublished'] as const) {
      if (row[field] !== updated[field]) {
        before[field] = row[field];
        after[field] = updated[field];
      }
    }
    return {
      result: toAdminPage(updated),
      audit: {
        action: 'page.update',
        objectType: 'page',
        objectId: row.key,
        objectLabel: updated.title,
        before,
        after,
      },
    };
  });
}
