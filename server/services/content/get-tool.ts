import { and, eq, or } from 'drizzle-orm';
import type { Tool } from '#domain/content/directory.schema.ts';
import { AppError } from '#domain/errors.ts';
import { tools } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { isUuidText, toTool } from './directory-rows.ts';
import { markdownToPlainText, renderMarkdown } from './render-markdown.ts';

export const TOOL_NOT_FOUND = 'Tool not found';

/** A published tool by key or id, its description rendered (ADR 029); an unpublished one is not found. */
export async function getTool(
  deps: ServiceDeps,
  idOrKey: string,
): Promise<{ tool: Tool; descriptionHtml: string; descriptionText: string }> {
  const match = isUuidText(idOrKey)
    ? or(eq(tools.id, idOrKey), eq(tools.key, idOrKey))
    : eq(tools.key, idOrKey);
  const [row] = await deps.db
    .select()
    .from(tools)
    .where(and(match, eq(tools.isPublished, true)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', TOOL_NOT_FOUND);
  return {
    tool: toTool(row),
    descriptionHtml: renderMarkdown(row.description),
    descriptionText: markdownToPlainText(row.description),
  };
}
