import type { RouterContextProvider } from 'react-router';
import type { ProfileKind } from '#domain/access/policy.ts';
import { AdminPlatformFlagsInput } from '#domain/admin/admin-profiles.schema.ts';
import { getAppContext } from '../app-context.ts';
import { parseForm, readForm, runFormAction } from './form-action.server.ts';
import { requireSiteAction } from './guards.server.ts';

const NOUNS: Record<ProfileKind, string> = { company: 'startup', investor: 'investor' };

/**
 * The posted forms of `/admin/startups/{key}` and `/admin/investors/{key}`: `intent=publish`,
 * `intent=unpublish`, `intent=platforms` (check boxes `main` and `impact`; a box left unticked is
 * not posted). Each change is the service's, audited in its transaction; a refusal shows in the form.
 */
export async function moderateProfileForm(
  args: { context: Readonly<RouterContextProvider>; request: Request; url: URL },
  kind: ProfileKind,
  key: string,
) {
  const me = requireSiteAction(args.context, args.url, 'admin.backOffice');
  const { services } = getAppContext(args.context);
  const form = await readForm(args.request);
  const noun = NOUNS[kind];
  return runFormAction(form, async () => {
    switch (form.intent) {
      case 'publish':
        await services.adminProfiles.setStatus(me.id, kind, key, 'PUBLISHED');
        return { ok: true as const, intent: 'publish', message: `The ${noun} is now published.` };
      case 'unpublish':
        await services.adminProfiles.setStatus(me.id, kind, key, 'DRAFT');
        return { ok: true as const, intent: 'unpublish', message: `The ${noun} is now unpublished.` };
      case 'platforms': {
        const flags = parseForm(AdminPlatformFlagsInput, {
          main: form.values.main !== undefined,
          impact: form.values.impact !== undefined,
        });
        await services.adminProfiles.setPlatforms(me.id, kind, key, flags);
        return { ok: true as const, intent: 'platforms', message: 'The platforms were saved.' };
      }
      default:
        throw new Response('Unknown form', { status: 400 });
    }
  });
}
