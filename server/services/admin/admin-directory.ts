import { asc, eq } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import {
  type AdminPartner,
  type AdminPartnerList,
  type AdminTool,
  DIRECTORY_KEY_MESSAGE,
  PARTNERS_INTRO_KEY,
  type PartnerInput,
  type ToolInput,
} from '#domain/content/directory.schema.ts';
import { AppError } from '#domain/errors.ts';
import { slugifyCity } from '#domain/location/location-slugs.ts';
import type { Transaction } from '../../db/client.ts';
import { contentPages, partners, tools } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import { toAdminPartner, toAdminTool } from '../content/directory-rows.ts';
import { readContentText } from '../content/get-partners-page.ts';
import type { ServiceDeps } from '../deps.ts';
import { runSiteAdminAction } from './run-admin-action.ts';

/**
 * The back office's Tools and Partners (docs/product.md, Content pages): every tool and partner,
 * published or not; create, edit, publish and unpublish, each audited (`tool.*`, `partner.*`) in
 * its own transaction through `runSiteAdminAction` (`content.manage`). Public pages follow at once:
 * the tables move the page cache's generation (migration triggers, ADR 015).
 */

export const TOOL_NOT_FOUND_MESSAGE = 'Tool not found';
export const PARTNER_NOT_FOUND_MESSAGE = 'Partner not found';
const KEY_TAKEN_MESSAGE = 'This key is taken: please choose another';

export async function listAdminTools(deps: ServiceDeps, who: ActorOrUserId): Promise<{ tools: AdminTool[] }> {
  await requireAction(deps, who, 'content.manage', SITE);
  const rows = await deps.db
    .select()
    .from(tools)
    .orderBy(asc(tools.category), asc(tools.sort), asc(tools.name));
  return { tools: rows.map(toAdminTool) };
}

export async function getAdminTool(deps: ServiceDeps, who: ActorOrUserId, key: string): Promise<AdminTool> {
  await requireAction(deps, who, 'content.manage', SITE);
  const [row] = await deps.db.select().from(tools).where(eq(tools.key, key)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', TOOL_NOT_FOUND_MESSAGE);
  return toAdminTool(row);
}

/** The key asked for, or one made from the name; refused (422 on `key`) when another row has it. */
async function freeKey(
  isTaken: (key: string) => Promise<boolean>,
  asked: string | undefined,
  name: string,
): Promise<string> {
  const key = asked ?? slugifyCity(name);
  if (!key) throw new AppError('VALIDATION', DIRECTORY_KEY_MESSAGE, { key: [DIRECTORY_KEY_MESSAGE] });
  if (await isTaken(key)) throw new AppError('VALIDATION', KEY_TAKEN_MESSAGE, { key: [KEY_TAKEN_MESSAGE] });
  return key;
}

function toolValues(input: ToolInput) {
  return {
    name: input.name,
    category: input.category,
    description: input.description,
    website: input.website,
    logo: input.logo,
    sort: input.sort,
    isPublished: input.isPublished,
  };
}

const toolKeyTaken = (tx: Transaction, exceptId?: string) => async (key: string) => {
  const [row] = await tx.select({ id: tools.id }).from(tools).where(eq(tools.key, key)).limit(1);
  return row !== undefined && row.id !== exceptId;
};

export async function createTool(
  deps: ServiceDeps,
  who: ActorOrUserId,
  input: ToolInput,
): Promise<AdminTool> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx) => {
    const key = await freeKey(toolKeyTaken(tx), input.key, input.name);
    const [row] = await tx
      .insert(tools)
      .values({ key, ...toolValues(input), createdAt: deps.now(), updatedAt: deps.now() })
      .returning();
    if (!row) throw new Error('insert returned no tool');
    const tool = toAdminTool(row);
    return {
      result: tool,
      audit: {
        action: 'tool.create',
        objectType: 'tool',
        objectId: key,
        objectLabel: input.name,
        after: toolValues(input),
      },
    };
  });
}

export async function updateTool(
  deps: ServiceDeps,
  who: ActorOrUserId,
  key: string,
  input: ToolInput,
): Promise<AdminTool> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx) => {
    const [before] = await tx.select().from(tools).where(eq(tools.key, key)).for('update');
    if (!before) throw new AppError('NOT_FOUND', TOOL_NOT_FOUND_MESSAGE);
    const newKey = await freeKey(toolKeyTaken(tx, before.id), input.key ?? before.key, input.name);
    const [row] = await tx
      .update(tools)
      .set({ key: newKey, ...toolValues(input), updatedAt: deps.now() })
      .where(eq(tools.id, before.id))
      .returning();
    if (!row) throw new Error('update returned no tool');
    return {
      result: toAdminTool(row),
      audit: {
        action: 'tool.update',
        objectType: 'tool',
        objectId: newKey,
        objectLabel: row.name,
        before: { key: before.key, ...toolValues({ ...before, key: before.key }) },
        after: { key: newKey, ...toolValues(input) },
      },
    };
  });
}

export async function setToolPublished(
  deps: ServiceDeps,
  who: ActorOrUserId,
  key: string,
  isPublished: boolean,
): Promise<AdminTool> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx) => {
    const [before] = await tx.select().from(tools).where(eq(tools.key, key)).for('update');
    if (!before) throw new AppError('NOT_FOUND', TOOL_NOT_FOUND_MESSAGE);
    const [row] = await tx
      .update(tools)
      .set({ isPublished, updatedAt: deps.now() })
      .where(eq(tools.id, before.id))
      .returning();
    if (!row) throw new Error('update returned no tool');
    return {
      result: toAdminTool(row),
      audit: {
        action: isPublished ? 'tool.publish' : 'tool.unpublish',
        objectType: 'tool',
        objectId: key,
        objectLabel: row.name,
        before: { isPublished: before.isPublished },
        after: { isPublished },
      },
    };
  });
}

export async function listAdminPartners(deps: ServiceDeps, who: ActorOrUserId): Promise<AdminPartnerList> {
  await requireAction(deps, who, 'content.manage', SITE);
  const [rows, intro] = await Promise.all([
    deps.db.select().from(partners).orderBy(asc(partners.category), asc(partners.sort), asc(partners.name)),
    readContentText(deps.db, PARTNERS_INTRO_KEY),
  ]);
  return { partners: rows.map(toAdminPartner), intro };
}

export async function getAdminPartner(
  deps: ServiceDeps,
  who: ActorOrUserId,
  key: string,
): Promise<AdminPartner> {
  await requireAction(deps, who, 'content.manage', SITE);
  const [row] = await deps.db.select().from(partners).where(eq(partners.key, key)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
  return toAdminPartner(row);
}

function partnerValues(input: Omit<PartnerInput, 'key'>) {
  return {
    name: input.name,
    category: input.category,
    description: input.description,
    body: input.body,
    website: input.website,
    logo: input.logo,
    sort: input.sort,
    isPublished: input.isPublished,
  };
}

const partnerKeyTaken = (tx: Transaction, exceptId?: string) => async (key: string) => {
  const [row] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.key, key)).limit(1);
  return row !== undefined && row.id !== exceptId;
};

export async function createPartner(
  deps: ServiceDeps,
  who: ActorOrUserId,
  input: PartnerInput,
): Promise<AdminPartner> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx) => {
    const key = await freeKey(partnerKeyTaken(tx), input.key, input.name);
    const [row] = await tx
      .insert(partners)
      .values({ key, ...partnerValues(input), createdAt: deps.now(), updatedAt: deps.now() })
      .returning();
    if (!row) throw new Error('insert returned no partner');
    return {
      result: toAdminPartner(row),
      audit: {
        action: 'partner.create',
        objectType: 'partner',
        objectId: key,
        objectLabel: input.name,
        after: partnerValues(input),
      },
    };
  });
}

export async function updatePartner(
  deps: ServiceDeps,
  who: ActorOrUserId,
  key: string,
  input: PartnerInput,
): Promise<AdminPartner> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx) => {
    const [before] = await tx.select().from(partners).where(eq(partners.key, key)).for('update');
    if (!before) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
    const newKey = await freeKey(partnerKeyTaken(tx, before.id), input.key ?? before.key, input.name);
    const [row] = await tx
      .update(partners)
      .set({ key: newKey, ...partnerValues(input), updatedAt: deps.now() })
      .where(eq(partners.id, before.id))
      .returning();
    if (!row) throw new Error('update returned no partner');
    return {
      result: toAdminPartner(row),
      audit: {
        action: 'partner.update',
        objectType: 'partner',
        objectId: newKey,
        objectLabel: row.name,
        before: { key: before.key, ...partnerValues(before) },
        after: { key: newKey, ...partnerValues(input) },
      },
    };
  });
}

export async function setPartnerPublished(
  deps: ServiceDeps,
  who: ActorOrUserId,
  key: string,
  isPublished: boolean,
): Promise<AdminPartner> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx) => {
    const [before] = await tx.select().from(partners).where(eq(partners.key, key)).for('update');
    if (!before) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
    const [row] = await tx
      .update(partners)
      .set({ isPublished, updatedAt: deps.now() })
      .where(eq(partners.id, before.id))
      .returning();
    if (!row) throw new Error('update returned no partner');
    return {
      result: toAdminPartner(row),
      audit: {
        action: isPublished ? 'partner.publish' : 'partner.unpublish',
        objectType: 'partner',
        objectId: key,
        objectLabel: row.name,
        before: { isPublished: before.isPublished },
        after: { isPublished },
      },
    };
  });
}

/** The partners page's introduction (markdown), audited as `partner.intro`. */
export async function setPartnersIntro(
  deps: ServiceDeps,
  who: ActorOrUserId,
  body: string,
): Promise<{ intro: string }> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx) => {
    const before = await readContentText(tx, PARTNERS_INTRO_KEY);
    await tx
      .insert(contentPages)
      .values({ key: PARTNERS_INTRO_KEY, title: 'Partners', body, updatedAt: deps.now() })
      .onConflictDoUpdate({ target: contentPages.key, set: { body, updatedAt: deps.now() } });
    return {
      result: { intro: body },
      audit: {
        action: 'partner.intro',
        objectType: 'page',
        objectId: 'partners',
        objectLabel: 'Partners page introduction',
        before: { intro: before },
        after: { intro: body },
      },
    };
  });
}
