import { useEffect } from 'react';
import type { ProfileEntry } from '#domain/users/user.schema.ts';

/**
 * The browser's side of `POST /api/engagement/log` (docs/product.md, Calls, issue 12): when the person acts as a
 * startup or an investor (their current profile), a view of another profile's public page and a
 * click on its pitch or website link are logged, so that profile sees who looked at it. Fire and
 * forget: `keepalive` lets a log started by a click on a link to another site finish after the page
 * is gone; a refused or failed log changes nothing on the page.
 */

type ProfileRef = { type: 'company' | 'investor'; id: string };
export type EngagementTarget = ProfileRef;

/** The current profile as the log's actor: only startups and investors log engagement. */
export function actingProfile(selected: ProfileEntry | null | undefined): ProfileRef | null {
  if (!selected || (selected.type !== 'company' && selected.type !== 'investor')) return null;
  return { type: selected.type, id: selected.key };
}

export function logEngagement(
  profile: ProfileRef | null,
  target: EngagementTarget,
  action: 'view' | 'contact',
): void {
  if (!profile || (profile.type === target.type && profile.id === target.id)) return;
  try {
    void fetch('/api/engagement/log', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ profile, target, action }),
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request (keepalive quota) just does not log it.
  }
}

/** Logs one view of `target`'s page by the current profile, once per page shown (after hydration). */
export function useEngagementView(profile: ProfileRef | null, target: EngagementTarget): void {
  const profileType = profile?.type;
  const profileId = profile?.id;
  useEffect(() => {
    if (profileType && profileId) {
      logEngagement({ type: profileType, id: profileId }, { type: target.type, id: target.id }, 'view');
    }
  }, [profileType, profileId, target.type, target.id]);
}
