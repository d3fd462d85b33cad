import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { investorPitches } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { PortalDeps } from '../deps.ts';

/**
 * A pitch's deck for the pitched investor's members or the pitching startup's members (and admins):
 * `side` says which key the address names. Anyone else, and a file gone from storage, get a 404.
 */
export async function readPitchDeck(
  deps: Pick<PortalDeps, 'db' | 'now' | 'storage'>,
  input: { userId: string; side: 'investor' | 'company'; key: string; pitchId: string },
): Promise<{ data: Buffer; fileName: string }> {
  const profile = await requireProfileMember(deps, input.userId, input.side, input.key);
  const owner =
    input.side === 'investor'
      ? eq(investorPitches.investorId, profile.id)
      : eq(investorPitches.companyId, profile.id);
  if (!isUuid(input.pitchId)) throw new AppError('NOT_FOUND', 'Deck not found');
  const [row] = await deps.db
    .select({ deckFile: investorPitches.deckFile, deckFileName: investorPitches.deckFileName })
    .from(investorPitches)
    .where(and(eq(investorPitches.id, input.pitchId), owner))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Deck not found');
  let data: Buffer | null;
  try {
    data = await deps.storage.read(row.deckFile);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('NOT_FOUND', 'Deck not found');
    throw error;
  }
  if (!data) throw new AppError('NOT_FOUND', 'Deck not found');
  return { data, fileName: row.deckFileName };
}
