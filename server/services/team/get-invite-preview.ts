import { eq } from 'drizzle-orm';
import { type InvitePreview, isInvitedAddress, maskEmail } from '#domain/companies/team.schema.ts';
import { users } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { readLiveInvite } from './read-invite.ts';

/** Who looks at an invitation: nobody logged in, the invited account, or another account. */
export type InviteViewer = 'anonymous' | 'invited' | 'other';

/**
 * What the invitation page and `GET /api/invites/{key}` show: whose team (a startup or an investor,
 * and its name) and the invited address masked (`a***@example.com`), so a forwarded or leaked link
 * tells nobody the address. NOT_FOUND / GONE when the key does not work (see readLiveInvite).
 */
export async function getInvitePreview(deps: ServiceDeps, token: string): Promise<InvitePreview> {
  const invite = await readLiveInvite(deps.db, token, deps.now());
  return {
    profileType: invite.profile.type,
    name: invite.profile.name,
    email: maskEmail(invite.email),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/** The preview, plus whether the signed-in user (if any) is the invited address. */
export async function getInviteForViewer(
  deps: ServiceDeps,
  token: string,
  viewerUserId: string | null,
): Promise<InvitePreview & { viewer: InviteViewer }> {
  const invite = await readLiveInvite(deps.db, token, deps.now());
  let viewer: InviteViewer = 'anonymous';
  if (viewerUserId) {
    const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, viewerUserId));
    viewer = user && isInvitedAddress(user.email, invite.email) ? 'invited' : 'other';
  }
  return {
    profileType: invite.profile.type,
    name: invite.profile.name,
    // The invited person sees their own address in full; anyone else only its mask.
    email: viewer === 'invited' ? invite.email : maskEmail(invite.email),
    expiresAt: invite.expiresAt.toISOString(),
    viewer,
  };
}
