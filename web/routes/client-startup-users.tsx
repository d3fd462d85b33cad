import { getAppContext } from '../app-context.ts';
import { TeamMembersPage } from '../components/team/team-members-page.tsx';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { runTeamAction } from '../lib/team-action.server.ts';
import type { Route } from './+types/client-startup-users.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `${loaderData.name}: team members` : 'Team members',
    description: "Invite and manage your startup's team on Nordhub.",
    noIndex: true,
  });
}

/** Names and addresses of a team: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  return getAppContext(context).services.team.getTeam(me.id, 'company', params.company);
}

/** Invite, revoke, remove, leave (see runTeamAction; leaving ends on `/client`). */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  return runTeamAction(getAppContext(context), me.id, 'company', params.company, request);
}

/**
 * `/client/startups/{key}/users` (issue 8 scope 2): invite by email, the members and the pending
 * invitations (the team page shared with investors, web/components/team/team-members-page.tsx).
 */
export default function ClientStartupUsers({ loaderData }: Route.ComponentProps) {
  return <TeamMembersPage team={loaderData} />;
}
