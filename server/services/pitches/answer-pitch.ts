import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { AnswerPitchInput, Pitch } from '#domain/investors/pitch.schema.ts';
import { PITCH_ANSWERED_MESSAGE } from '#domain/investors/pitch-rules.ts';
import { companies, investorPitches, pitchMessages, users } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { PortalDeps } from '../deps.ts';
import { buildPitchAnsweredMessage } from '../mail/templates/investor-pitch.ts';
import { findPitches, pitchOf } from './find-pitches.ts';

/**
 * The investor answers a pitch (issue 12): a reply once, or a pass with a reason from the short list
 * (or a free text). One conditional update decides, so two answers at once store one (the second is a
 * 409): a reply only while nothing was answered (`answered_at is null`), a pass while the thread is
 * open (also after a conversation, issue 33). A reply is also the thread's first investor message; a
 * pass closes the thread. The startup sees the answer under its `funding/{id}` page, and the member
 * who sent the pitch is mailed a link to it (queued with the answer).
 */
export async function answerPitch(
  deps: PortalDeps,
  input: { userId: string; investorKey: string; pitchId: string; answer: AnswerPitchInput },
): Promise<Pitch> {
  const investor = await requireProfileMember(deps, input.userId, 'investor', input.investorKey);
  if (!isUuid(input.pitchId)) throw new AppError('NOT_FOUND', 'Pitch not found');
  const now = deps.now();
  const { answer } = input;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        pitch: investorPitches,
        companyKey: companies.key,
        companyName: companies.name,
        senderEmail: users.email,
      })
      .from(investorPitches)
      .innerJoin(companies, eq(companies.id, investorPitches.companyId))
      .leftJoin(users, eq(users.id, investorPitches.senderUserId))
      .where(and(eq(investorPitches.id, input.pitchId), eq(investorPitches.investorId, investor.id)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Pitch not found');
    const updated = await tx
      .update(investorPitches)
      .set(
        answer.answer === 'reply'
          ? {
              status: 'REPLIED',
              replyMessage: answer.replyMessage,
              answeredAt: now,
              answeredByUserId: input.userId,
              investorReadAt: now,
            }
          : {
              status: 'PASSED',
              passReason: answer.passReason,
              passNote: answer.passNote,
              answeredAt: sql`coalesce(${investorPitches.answeredAt}, ${now.toISOString()}::timestamptz)`,
              answeredByUserId: sql`coalesce(${investorPitches.answeredByUserId}, ${input.userId}::uuid)`,
              investorReadAt: now,
              closedAt: now,
              closedBySide: 'INVESTOR',
            },
      )
      .where(
        and(
          eq(investorPitches.id, input.pitchId),
          answer.answer === 'reply'
            ? isNull(investorPitches.answeredAt)
            : and(isNull(investorPitches.closedAt), ne(investorPitches.status, 'PASSED')),
        ),
      )
      .returning({ id: investorPitches.id });
    if (updated.length === 0) throw new AppError('CONFLICT', PITCH_ANSWERED_MESSAGE);
    if (answer.answer === 'reply') {
      await tx.insert(pitchMessages).values({
        pitchId: row.pitch.id,
        side: 'INVESTOR',
        authorUserId: input.userId,
        body: answer.replyMessage,
        createdAt: now,
      });
    }
    if (row.senderEmail) {
      await deps.mail.send(
        buildPitchAnsweredMessage({
          to: row.senderEmail,
          investorName: investor.name,
          companyName: row.companyName,
          answer: answer.answer,
          pitchLink: `${deps.publicUrl}/client/startups/${encodeURIComponent(row.companyKey)}/funding/${row.pitch.id}`,
        }),
        { db: tx },
      );
    }
  });
  const [pitch] = await findPitches(deps, pitchOf(investor.id, null, input.pitchId), 1, 'investor');
  if (!pitch) throw new Error('the answered pitch is gone');
  return pitch;
}
