import { redirect } from 'react-router';
import { isAppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { requireUser } from '../lib/guards.server.ts';
import type { Route } from './+types/client-email-notifications.ts';

/**
 * The user menu's 'Email notifications' (spec §2, §7 `digest/mail/{email}`): the signed-in user's
 * job digest settings when their address subscribes, else the digest sign-up page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireUser(context, url);
  try {
    const { settingsKey } = await getAppContext(context).services.digest.getProfileOf(me.id, me.email);
    return redirect(`/profile-settings/${encodeURIComponent(settingsKey)}`);
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) return redirect('/emailsignup');
    throw error;
  }
}
