import { desc, eq, isNull, sql } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AdminContactMessage, AdminContactMessages } from '#domain/content/company-pages.schema.ts';
import { AppError } from '#domain/errors.ts';
import { contactMessages, users } from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { runSiteAdminAction } from './run-admin-action.ts';

/**
 * The back office's Contact section (`/admin/contact`, `content.manage`): messages from the contact
 * form, newest first (the newest 200), and marking one handled (`contact.handle`, object type
 * `contact`). The dashboard counts those not handled yet.
 */

const LIST_LIMIT = 200;

export async function listContactMessages(
  deps: ServiceDeps,
  who: ActorOrUserId,
): Promise<AdminContactMessages> {
  await requireAction(deps, who, 'content.manage', SITE);
  const [rows, [waiting]] = await Promise.all([
    deps.db
      .select({ message: contactMessages, handledByEmail: users.email })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(LIST_LIMIT),
    deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(isNull(contactMessages.handledAt)),
  ]);
  return {
    items: rows.map(({ message, handledByEmail }) => toAdminContact(message, handledByEmail)),
    waiting: waiting?.count ?? 0,
  };
}

function toAdminContact(
  row: typeof contactMessages.$inferSelect,
  handledByEmail: string | null,
): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledByEmail: row.handledAt ? handledByEmail : null,
  };
}

/** Marks a message handled; a message handled already stays as it was (409). */
export async function handleContactMessage(
  deps: ServiceDeps,
  who: ActorOrUserId,
  id: string,
): Promise<AdminContactMessage> {
  return runSiteAdminAction(deps, who, 'content.manage', async (tx, actor) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'There is no such message');
    if (row.handledAt) throw new AppError('CONFLICT', 'This message is handled already');
    const handledAt = deps.now();
    const [updated] = await tx
      .update(contactMessages)
      .set({ handledAt, handledBy: actor.userId })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!updated) throw new Error(`contact message ${id} vanished`);
    const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
    return {
      result: toAdminContact(updated, me?.email ?? null),
      audit: {
        action: 'contact.handle',
        objectType: 'contact',
        objectId: id,
        objectLabel: `${row.name} <${row.email}>: ${row.topic}`,
        before: { handledAt: null },
        after: { handledAt: handledAt.toISOString() },
      },
    };
  });
}
