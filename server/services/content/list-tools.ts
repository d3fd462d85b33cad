import { asc, eq } from 'drizzle-orm';
import type { ToolList } from '#domain/content/directory.schema.ts';
import { tools } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { toTool } from './directory-rows.ts';

/** The published tools, by category, then their order and name (docs/product.md, Content pages). */
export async function listTools(deps: ServiceDeps): Promise<ToolList> {
  const rows = await deps.db
    .select()
    .from(tools)
    .where(eq(tools.isPublished, true))
    .orderBy(asc(tools.category), asc(tools.sort), asc(tools.name));
  return { tools: rows.map(toTool) };
}
