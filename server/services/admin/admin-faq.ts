import { asc, eq } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AdminFaqEntry, FaqEntryInput } from '#domain/content/company-pages.schema.ts';
import { AppError } from '#domain/errors.ts';
import { faqEntries } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { runSiteAdminAction } from './run-admin-action.ts';

/**
 * The back office's FAQ section (`/admin/faq`, `content.manage`): the startups' questions created,
 * edited (publish and unpublish included) and deleted, audited as `faq.create`, `faq.update`,
 * `faq.delete` (object type `faq`). The table's triggers move the page cache's generation (ADR 015).
 */

type FaqRow = typeof faqEntries.$inferSelect;

const FAQ_NOT_FOUND = 'There is no such question';

function toAdminFaq(row: FaqRow): AdminFaqEntry {
  return {
    id: row.id,
    topic: row.topic,
    question: row.question,
    answer: row.answer,
    sort: row.sort,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function fieldsOf(row: FaqRow | FaqEntryInput): Record<string, unknown> {
  return {
    topic: row.topic,
    question: row.question,
    answer: row.answer,
    sort: row.sort,
    isPublished: row.isPublished,
  };
}

export async function listAdminFaq(
  deps: ServiceDeps,
  who: ActorOrUserId,
): Promise<{ items: AdminFaqEntry[] }> {
  await requireAction(deps, who, 'content.manage', SITE);
  const rows = await deps.db
    .select()
    .from(faqEntries)
    .orderBy(asc(faqEntries.sort), asc(faqEntries.createdAt), asc(faqEntries.id));
  return { items: rows.map(toAdminFaq) };
}

export async function createFaqEntry(
  deps: ServiceDeps,
  who: ActorOrUserId,
  input: FaqEntryInput,
): Promise<AdminFaqEntry> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx) => {
    const now = deps.now();
    const [row] = await tx
      .insert(faqEntries)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no FAQ entry');
    return {
      result: toAdminFaq(row),
      audit: {
        action: 'faq.create',
        objectType: 'faq',
        objectId: row.id,
        objectLabel: row.question,
        after: fieldsOf(row),
      },
    };
  });
}

export async function updateFaqEntry(
  deps: ServiceDeps,
  who: ActorOrUserId,
  id: string,
  input: FaqEntryInput,
): Promise<AdminFaqEntry> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx) => {
    const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', FAQ_NOT_FOUND);
    const [updated] = await tx
      .update(faqEntries)
      .set({ ...input, updatedAt: deps.now() })
      .where(eq(faqEntries.id, id))
      .returning();
    if (!updated) throw new Error(`FAQ entry ${id} vanished`);
    const before = fieldsOf(row);
    const after = fieldsOf(updated);
    for (const key of Object.keys(before)) {
      if (before[key] === after[key]) {
        delete before[key];
        delete after[key];
      }
    }
    return {
      result: toAdminFaq(updated),
      audit: {
        action: 'faq.update',
        objectType: 'faq',
        objectId: id,
        objectLabel: updated.question,
        before,
        after,
      },
    };
  });
}

export async function deleteFaqEntry(
  deps: ServiceDeps,
  who: ActorOrUserId,
  id: string,
): Promise<{ ok: true }> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx) => {
    const [row] = await tx.delete(faqEntries).where(eq(faqEntries.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', FAQ_NOT_FOUND);
    return {
      result: { ok: true as const },
      audit: {
        action: 'faq.delete',
        objectType: 'faq',
        objectId: id,
        objectLabel: row.question,
        before: fieldsOf(row),
      },
    };
  });
}
