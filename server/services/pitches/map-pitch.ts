import type { Pitch } from '#domain/investors/pitch.schema.ts';
import { type PitchSide, threadWaitsFor } from '#domain/investors/pitch-thread-rules.ts';
import type { investorPitches } from '../../db/schema/index.ts';

export type PitchRow = typeof investorPitches.$inferSelect;

type Profile = { key: string; name: string; logoImage: string | null };

export function mapPitch(
  row: PitchRow,
  related: {
    investor: Profile;
    company: Profile;
    senderName: string | null;
    thread: { lastMessageAt: Date; lastSide: PitchSide; unread: number };
  },
): Pitch {
  return {
    id: row.id,
    investor: related.investor,
    company: related.company,
    senderName: related.senderName,
    message: row.message,
    amount: row.amount,
    stage: row.stage,
    deckFileName: row.deckFileName,
    deckBytes: row.deckBytes,
    status: row.status,
    replyMessage: row.replyMessage,
    passReason: row.passReason,
    passNote: row.passNote,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    lastMessageAt: related.thread.lastMessageAt.toISOString(),
    waitsFor: threadWaitsFor({
      isClosed: row.closedAt !== null,
      status: row.status,
      lastSide: related.thread.lastSide,
    }),
    unread: related.thread.unread,
  };
}
