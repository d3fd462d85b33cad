import { selectProfile } from '#domain/users/build-profile-entries.ts';
import { toSafeRedirectPath } from '#domain/users/safe-redirect.ts';
import type { Me } from '#domain/users/user.schema.ts';

/** `/client/invites/{key}`: the page that accepts a startup's team invitation. */
const INVITATION_PATH = /^\/client\/invites\/[^/?#]+$/;

/** What happens once a person is logged in (docs/product.md, After authentication). */
export type AfterAuthentication =
  /** Profiles and a selection: the `to` target, else the selected profile's page. */
  | { kind: 'go'; to: string }
  /** Profiles without a selection. */
  | { kind: 'switchProfile' }
  /** Profiles, but none on this platform: continue with one of them here, or create one. */
  | { kind: 'connectProfile' }
  /** No profiles at all. */
  | { kind: 'chooseRole' };

/**
 * Decides the outcome from the user as the log-in answered. The selection is the single profile or
 * the one saved on the account ('Remember my choice next time I log in'); a choice remembered only
 * in this browser ends with the session (logout clears it), so the next login asks again.
 */
export function decideAfterAuthentication(
  me: Pick<Me, 'profiles' | 'profile' | 'otherPlatformProfiles'>,
  to: string | null,
): AfterAuthentication {
  // A team invitation is itself the choice of profile: accepting it makes the startup the profile.
  if (to !== null && INVITATION_PATH.test(toSafeRedirectPath(to)))
    return { kind: 'go', to: toSafeRedirectPath(to) };
  if (me.profiles.length > 0) {
    const selected = selectProfile(me.profiles, me.profile, null);
    if (!selected) return { kind: 'switchProfile' };
    return { kind: 'go', to: to !== null ? toSafeRedirectPath(to) : toSafeRedirectPath(selected.link) };
  }
  if (me.otherPlatformProfiles.length > 0) return { kind: 'connectProfile' };
  return { kind: 'chooseRole' };
}

/** Where a chosen profile leads: the `to` target when there is one (same-origin only), else its page. */
export function profileDestination(link: string, to: string | null): string {
  return toSafeRedirectPath(to ?? link);
}

/**
 * The same outcome as an address, for a log-in that a page action made (the password reset, which
 * redirects): `go` is its target; each prompt is the front page with the query that opens its modal
 * (profile-modal-store.ts `profileModalFromQuery`).
 */
export function afterAuthenticationPath(outcome: AfterAuthentication): string {
  switch (outcome.kind) {
    case 'go':
      return outcome.to;
    case 'switchProfile':
      return '/?switchProfile=1';
    case 'connectProfile':
      return '/?connectProfile=1';
    case 'chooseRole':
      return '/?chooseRole=1';
  }
}
