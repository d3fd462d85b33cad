import { asc, eq } from 'drizzle-orm';
import type { PublicFaq } from '#domain/content/company-pages.schema.ts';
import { faqEntries } from '../../db/schema/index.ts';
import { renderMarkdown } from '../content/render-markdown.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * The startups' FAQ (`/startups/faq`): published questions in `sort` order, grouped by topic; a
 * topic comes where its first question does. Answers are rendered on the server (ADR 029).
 */
export async function listFaq(deps: ServiceDeps): Promise<PublicFaq> {
  const rows = await deps.db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.isPublished, true))
    .orderBy(asc(faqEntries.sort), asc(faqEntries.createdAt), asc(faqEntries.id));
  const topics: PublicFaq['topics'] = [];
  for (const row of rows) {
    let group = topics.find((item) => item.topic === row.topic);
    if (!group) {
      group = { topic: row.topic, entries: [] };
      topics.push(group);
    }
    group.entries.push({ id: row.id, question: row.question, answerHtml: renderMarkdown(row.answer) });
  }
  return { topics };
}
