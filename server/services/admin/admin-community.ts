import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type {
  AdminCommunityList,
  CommunityApplicationRow,
} from '#domain/content/community-application.schema.ts';
import { AppError } from '#domain/errors.ts';
import { communityApplications } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { runSiteAdminAction } from './run-admin-action.ts';

export const COMMUNITY_APPLICATION_NOT_FOUND = 'Application not found';
export const COMMUNITY_ALREADY_HANDLED = 'This application is already marked handled';

/** At most this many applications per list (newest first). */
const LIST_LIMIT = 200;

function toRow(row: typeof communityApplications.$inferSelect): CommunityApplicationRow {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    companyName: row.companyName,
    website: row.website,
    stage: row.stage,
    linkedinUrl: row.linkedinUrl,
    role: row.role,
    why: row.why,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** The back office's Community section: applications, open ones first by default, newest first. */
export async function listCommunityApplications(
  deps: ServiceDeps,
  who: ActorOrUserId,
  status: 'open' | 'handled' | 'all',
): Promise<AdminCommunityList> {
  await requireAction(deps, who, 'content.manage', SITE);
  const where: SQL | undefined =
    status === 'open'
      ? isNull(communityApplications.handledAt)
      : status === 'handled'
        ? isNotNull(communityApplications.handledAt)
        : undefined;
  const [rows, [open]] = await Promise.all([
    deps.db
      .select()
      .from(communityApplications)
      .where(where)
      .orderBy(desc(communityApplications.createdAt))
      .limit(LIST_LIMIT),
    deps.db.select({ n: count() }).from(communityApplications).where(isNull(communityApplications.handledAt)),
  ]);
  return { applications: rows.map(toRow), openCount: open?.n ?? 0 };
}

/** Marks an application handled (audited `community.handle`); a second time is a 409. */
export async function markCommunityApplicationHandled(
  deps: ServiceDeps,
  who: ActorOrUserId,
  id: string,
): Promise<CommunityApplicationRow> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx, actor) => {
    const [before] = await tx
      .select()
      .from(communityApplications)
      .where(eq(communityApplications.id, id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', COMMUNITY_APPLICATION_NOT_FOUND);
    if (before.handledAt) throw new AppError('CONFLICT', COMMUNITY_ALREADY_HANDLED);
    const [row] = await tx
      .update(communityApplications)
      .set({ handledAt: deps.now(), handledBy: actor.userId })
      .where(and(eq(communityApplications.id, id), isNull(communityApplications.handledAt)))
      .returning();
    if (!row) throw new AppError('CONFLICT', COMMUNITY_ALREADY_HANDLED);
    return {
      result: toRow(row),
      audit: {
        action: 'community.handle',
        objectType: 'community-application',
        objectId: id,
        objectLabel: `${row.kind === 'startup' ? (row.companyName ?? row.name) : row.name} (${row.kind})`,
        before: { handled: false },
        after: { handled: true },
      },
    };
  });
}
