import { and, count, eq, gt } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { PitchMessageInput, PitchThread } from '#domain/investors/pitch.schema.ts';
import {
  PITCH_MESSAGE_HOURLY_LIMIT,
  PITCH_MESSAGE_LIMIT_MESSAGE,
  PITCH_THREAD_CLOSED_MESSAGE,
  PITCH_THREAD_NOT_MEMBER_MESSAGE,
  type PitchSide,
} from '#domain/investors/pitch-thread-rules.ts';
import { investorPitches, pitchMessages } from '../../db/schema/index.ts';
import type { PortalDeps } from '../deps.ts';
import { buildPitchThreadMessage } from '../mail/templates/investor-pitch.ts';
import { readPitchThread } from './get-pitch-thread.ts';
import { pitchThreadLink, readPitchRecipients } from './pitch-recipients.ts';
import { type PitchPortal, requirePitchAccess } from './require-pitch-access.ts';

const HOUR_MS = 3_600_000;

/**
 * A member of either side writes in a pitch's thread (issue 33, `POST /api/pitches/{id}/messages`).
 * The message, the writer's read time and the mail to the other side (with the link to the thread)
 * are one transaction. The investor's first message is its reply: the pitch becomes REPLIED and its
 * first answer time (the reply stats) is set. A closed thread takes nothing (409); a person writes at
 * most 30 messages an hour (429); an admin of neither side reads but does not write (403).
 */
export async function postPitchMessage(
  deps: PortalDeps,
  input: { userId: string; pitchId: string; portal?: PitchPortal; message: PitchMessageInput },
): Promise<PitchThread> {
  const access = await requirePitchAccess(deps, input.userId, input.pitchId, input.portal);
  const side = access.side;
  if (!side) throw new AppError('FORBIDDEN', PITCH_THREAD_NOT_MEMBER_MESSAGE);
  const now = deps.now();
  const [recent] = await deps.db
    .select({ n: count() })
    .from(pitchMessages)
    .where(
      and(
        eq(pitchMessages.authorUserId, input.userId),
        gt(pitchMessages.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= PITCH_MESSAGE_HOURLY_LIMIT) {
    throw new AppError('RATE_LIMITED', PITCH_MESSAGE_LIMIT_MESSAGE);
  }
  const other: PitchSide = side === 'startup' ? 'investor' : 'startup';
  const body = input.message.body;
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(investorPitches)
      .where(eq(investorPitches.id, access.row.id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Pitch not found');
    if (current.closedAt) throw new AppError('CONFLICT', PITCH_THREAD_CLOSED_MESSAGE);
    await tx.insert(pitchMessages).values({
      pitchId: current.id,
      side: side === 'startup' ? 'STARTUP' : 'INVESTOR',
      authorUserId: input.userId,
      body,
      createdAt: now,
    });
    const isFirstReply = side === 'investor' && current.answeredAt === null;
    const [updated] = await tx
      .update(investorPitches)
      .set({
        ...(side === 'startup' ? { startupReadAt: now } : { investorReadAt: now }),
        ...(isFirstReply
          ? {
              status: 'REPLIED' as const,
              replyMessage: body,
              answeredAt: now,
              answeredByUserId: input.userId,
            }
          : {}),
      })
      .where(eq(investorPitches.id, current.id))
      .returning();
    const recipients = await readPitchRecipients(tx, other, current, access.investor);
    const threadLink = pitchThreadLink(
      deps.publicUrl,
      other,
      { companyKey: access.company.key, investorKey: access.investor.key },
      current.id,
    );
    for (const to of recipients) {
      await deps.mail.send(
        buildPitchThreadMessage({
          to,
          fromName: side === 'startup' ? access.company.name : access.investor.name,
          companyName: access.company.name,
          investorName: access.investor.name,
          body,
          threadLink,
        }),
        { db: tx },
      );
    }
    return updated ?? current;
  });
  return readPitchThread(deps, { ...access, row });
}
