import { asc, eq, sql } from 'drizzle-orm';
import type { PitchThread } from '#domain/investors/pitch.schema.ts';
import type { PitchSide } from '#domain/investors/pitch-thread-rules.ts';
import { investorPitches, pitchMessages, users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { findPitches, pitchOf } from './find-pitches.ts';
import { type PitchAccess, type PitchPortal, requirePitchAccess } from './require-pitch-access.ts';

const toSide = (side: 'STARTUP' | 'INVESTOR'): PitchSide => (side === 'INVESTOR' ? 'investor' : 'startup');

/**
 * The thread as `access`'s reader sees it (issue 33). The investor's side (and an admin) sees the
 * startup's public page, and the founder's name and email once the investor has written at least once.
 */
export async function readPitchThread(deps: ServiceDeps, access: PitchAccess): Promise<PitchThread> {
  const { row, side } = access;
  const [pitches, messages] = await Promise.all([
    findPitches(deps, pitchOf(null, null, row.id), 1, side),
    deps.db
      .select({
        id: pitchMessages.id,
        side: pitchMessages.side,
        body: pitchMessages.body,
        createdAt: pitchMessages.createdAt,
        authorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      })
      .from(pitchMessages)
      .leftJoin(users, eq(users.id, pitchMessages.authorUserId))
      .where(eq(pitchMessages.pitchId, row.id))
      .orderBy(asc(pitchMessages.createdAt), asc(pitchMessages.id)),
  ]);
  const pitch = pitches[0];
  if (!pitch) throw new Error('the pitch of the thread is gone');
  const investorWrote = messages.some((message) => message.side === 'INVESTOR');
  let founderContact: PitchThread['founderContact'] = null;
  if (side !== 'startup' && investorWrote && row.senderUserId) {
    const [founder] = await deps.db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, row.senderUserId));
    if (founder) {
      founderContact = {
        name: `${founder.firstName} ${founder.lastName}`.trim() || founder.email,
        email: founder.email,
      };
    }
  }
  return {
    pitch,
    viewerSide: side,
    messages: messages.map((message) => ({
      id: message.id,
      side: toSide(message.side),
      authorName: message.authorName,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
    closedBySide: row.closedBySide ? toSide(row.closedBySide) : null,
    canWrite: side !== null && row.closedAt === null,
    startupPagePath: `/startups/${encodeURIComponent(access.company.key)}`,
    founderContact,
  };
}

/** Marks the thread read for the reader's side (an admin on neither side leaves it unread). */
export async function markPitchThreadRead(deps: ServiceDeps, access: PitchAccess): Promise<void> {
  if (!access.side) return;
  const now = deps.now();
  await deps.db
    .update(investorPitches)
    .set(access.side === 'startup' ? { startupReadAt: now } : { investorReadAt: now })
    .where(eq(investorPitches.id, access.row.id));
}

/**
 * `GET /api/pitches/{id}/messages` and the thread pages: the thread, marked read for the reader's
 * side (members of the pitching startup or of the investor, admins; anyone else a 404).
 */
export async function getPitchThread(
  deps: ServiceDeps,
  input: { userId: string; pitchId: string; portal?: PitchPortal },
): Promise<PitchThread> {
  const access = await requirePitchAccess(deps, input.userId, input.pitchId, input.portal);
  await markPitchThreadRead(deps, access);
  return readPitchThread(deps, access);
}
