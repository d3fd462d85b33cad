import { eq } from 'drizzle-orm';
import type { PitchSide } from '#domain/investors/pitch-thread-rules.ts';
import type { Executor } from '../../db/client.ts';
import { companyMembers, investorMembers, users } from '../../db/schema/index.ts';

/**
 * Who a side of a pitch is mailed at: the investor's pitch address, else each of its members; the
 * startup's member who sent the pitch, else (that account is gone) each member of the startup.
 */
export async function readPitchRecipients(
  db: Executor,
  side: PitchSide,
  pitch: { companyId: string; senderUserId: string | null },
  investor: { id: string; contactEmail: string | null },
): Promise<string[]> {
  if (side === 'investor') {
    if (investor.contactEmail) return [investor.contactEmail];
    const rows = await db
      .select({ email: users.email })
      .from(investorMembers)
      .innerJoin(users, eq(users.id, investorMembers.userId))
      .where(eq(investorMembers.investorId, investor.id));
    return rows.map((row) => row.email);
  }
  if (pitch.senderUserId) {
    const [sender] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, pitch.senderUserId));
    if (sender) return [sender.email];
  }
  const rows = await db
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, pitch.companyId));
  return rows.map((row) => row.email);
}

/** The thread's page on each side's portal, on the configured public URL (never the Host header). */
export function pitchThreadLink(
  publicUrl: string,
  side: PitchSide,
  keys: { companyKey: string; investorKey: string },
  pitchId: string,
): string {
  return side === 'investor'
    ? `${publicUrl}/client/investors/${encodeURIComponent(keys.investorKey)}/startups/${pitchId}`
    : `${publicUrl}/client/startups/${encodeURIComponent(keys.companyKey)}/funding/${pitchId}`;
}
