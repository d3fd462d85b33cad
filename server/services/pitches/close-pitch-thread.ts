import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { PitchThread } from '#domain/investors/pitch.schema.ts';
import { PITCH_THREAD_NOT_MEMBER_MESSAGE } from '#domain/investors/pitch-thread-rules.ts';
import { investorPitches } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readPitchThread } from './get-pitch-thread.ts';
import { type PitchPortal, requirePitchAccess } from './require-pitch-access.ts';

/**
 * Either side closes the thread (issue 33, `POST /api/pitches/{id}/close`): nobody writes in it
 * after. Closing a closed thread changes nothing (the first close and its side stay).
 */
export async function closePitchThread(
  deps: ServiceDeps,
  input: { userId: string; pitchId: string; portal?: PitchPortal },
): Promise<PitchThread> {
  const access = await requirePitchAccess(deps, input.userId, input.pitchId, input.portal);
  if (!access.side) throw new AppError('FORBIDDEN', PITCH_THREAD_NOT_MEMBER_MESSAGE);
  const [updated] = await deps.db
    .update(investorPitches)
    .set({ closedAt: deps.now(), closedBySide: access.side === 'startup' ? 'STARTUP' : 'INVESTOR' })
    .where(and(eq(investorPitches.id, access.row.id), isNull(investorPitches.closedAt)))
    .returning();
  return readPitchThread(deps, { ...access, row: updated ?? access.row });
}
