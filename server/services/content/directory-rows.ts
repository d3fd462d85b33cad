import type { AdminPartner, AdminTool, Partner, Tool } from '#domain/content/directory.schema.ts';
import type { partners, tools } from '../../db/schema/index.ts';

type ToolRow = typeof tools.$inferSelect;
type PartnerRow = typeof partners.$inferSelect;

export function toTool(row: ToolRow): Tool {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    category: row.category,
    description: row.description,
    website: row.website,
    logo: row.logo,
  };
}

export function toAdminTool(row: ToolRow): AdminTool {
  return {
    ...toTool(row),
    isPublished: row.isPublished,
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A partner with a body has a landing page of its own (the bank's growth programme). */
export function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    category: row.category,
    description: row.description,
    website: row.website,
    logo: row.logo,
    pagePath: row.body.trim() ? `/partners/${encodeURIComponent(row.key)}` : null,
  };
}

export function toAdminPartner(row: PartnerRow): AdminPartner {
  return {
    ...toPartner(row),
    body: row.body,
    isPublished: row.isPublished,
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuidText(value: string): boolean {
  return UUID.test(value);
}
