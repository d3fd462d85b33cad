import { Form, Link, redirect } from 'react-router';
import {
  InviteMemberInput,
  RemoveMemberForm,
  RevokeInviteForm,
  type TeamMember,
} from '#domain/companies/team.schema.ts';
import { INVITE_EMAIL_MAX_LENGTH, INVITE_TTL_DAYS } from '#domain/companies/team-constants.ts';
import { AppError } from '#domain/errors.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import {
  FormError,
  InputField,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
} from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-users.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: loaderData ? `${loaderData.companyName}: team members` : 'Team members',
      description: "Invite and manage your startup's team on Nordhub.",
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** Names and addresses of a team: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  return getAppContext(context).services.team.getTeam(me.id, params.company);
}

/**
 * The page's forms (plain posts, so they work without JavaScript): invite, revoke an invitation,
 * remove a member, leave. Leaving (or removing oneself) ends on `/client`: the startup is no longer
 * the user's.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const app = getAppContext(context);
  const { me } = await requireStartupMember(context, url, params.company);
  const key = params.company;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    switch (form.intent) {
      case 'invite': {
        const input = parseForm(InviteMemberInput, form.values);
        await app.services.team.inviteMember(me.id, key, input);
        return { ok: true as const, intent: 'invite', message: `Invitation sent to ${input.email}.` };
      }
      case 'revoke': {
        const { inviteId } = parseForm(RevokeInviteForm, form.values);
        await app.services.team.revokeInvite(me.id, key, inviteId);
        return {
          ok: true as const,
          intent: 'revoke',
          message: 'The invitation is revoked: its link no longer works.',
        };
      }
      case 'remove':
      case 'leave': {
        const userId = form.intent === 'leave' ? me.id : parseForm(RemoveMemberForm, form.values).userId;
        const team = await app.services.team.getTeam(me.id, key);
        const member = team.members.find((candidate) => candidate.userId === userId);
        const { hasLeft } = await app.services.team.removeMember(me.id, key, userId);
        if (hasLeft) return redirect('/client');
        return {
          ok: true as const,
          intent: 'remove',
          message: `${member?.name ?? 'The member'} is no longer a member of ${team.companyName}.`,
        };
      }
      default:
        throw new AppError('VALIDATION', 'Please use one of the buttons of the page');
    }
  });
}

const SECTION = 'mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm';
const SMALL_BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-red-600 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-60';

function MemberRow({ member, canRemove }: { member: TeamMember; canRemove: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {member.name}
          {member.isYou && <span className="font-normal text-slate-600"> (you)</span>}
        </p>
        <p className="text-sm text-slate-700">{member.email}</p>
        <p className="text-xs text-slate-600">
          Joined {formatUtcDate(new Date(member.joinedAt))}
          {member.role === 'owner' ? ' · created the startup' : ''}
        </p>
      </div>
      {canRemove && !member.isYou && (
        <Form method="post" noValidate>
          <input type="hidden" name="userId" value={member.userId} />
          <SubmitButton name="intent" value="remove" className={SMALL_BUTTON}>
            Remove<span className="sr-only"> {member.name}</span>
          </SubmitButton>
        </Form>
      )}
    </li>
  );
}

/**
 * `/client/startups/{key}/users` (issue 8 scope 2): invite by email, the members and the pending
 * invitations. Every member has the same rights: anyone may invite, revoke or remove; the last member
 * cannot leave.
 */
export default function ClientStartupUsers({ loaderData }: Route.ComponentProps) {
  const team = loaderData;
  const invite = useFormResult('invite');
  const removal = useFormResult(['remove', 'leave']);
  const revoke = useFormResult('revoke');
  const isOnlyMember = team.members.length <= 1;
  const base = `/client/startups/${encodeURIComponent(team.companyKey)}`;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <p className="text-sm">
        <Link to={base} className="font-semibold text-brand-700 hover:underline">
          {team.companyName}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Team members</h1>
      <p className="mt-3 text-slate-700">
        Everyone in the team has the same rights: they post and edit jobs, see applicants, change the
        startup's profile and settings, and invite or remove members.
      </p>

      <section aria-labelledby="invite-heading" className={SECTION}>
        <h2 id="invite-heading" className="text-xl font-semibold text-slate-900">
          Invite a team member
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-4">
          <FormError message={invite.formError} />
          <InputField
            label="Email address"
            name="email"
            type="email"
            autoComplete="off"
            maxLength={INVITE_EMAIL_MAX_LENGTH}
            defaultValue={postedText(invite.values, 'email')}
            hint={`We email them a link that works for ${INVITE_TTL_DAYS} days. They join by logging in, or signing up, with this address.`}
            error={invite.fieldErrors.email}
          />
          <StatusMessage message={invite.message} />
          <SubmitButton name="intent" value="invite" busyText="Sending…">
            Send invitation
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="members-heading" className={SECTION}>
        <h2 id="members-heading" className="text-xl font-semibold text-slate-900">
          Members ({team.members.length})
        </h2>
        <FormError message={removal.formError ?? removal.fieldErrors.userId ?? null} />
        <StatusMessage message={removal.message} />
        <ul className="mt-2 divide-y divide-slate-200">
          {team.members.map((member) => (
            <MemberRow key={member.userId} member={member} canRemove={!isOnlyMember} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="invites-heading" className={SECTION}>
        <h2 id="invites-heading" className="text-xl font-semibold text-slate-900">
          Pending invitations
        </h2>
        <FormError message={revoke.formError ?? revoke.fieldErrors.inviteId ?? null} />
        <StatusMessage message={revoke.message} />
        {team.invites.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No pending invitations.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {team.invites.map((pending) => (
              <li key={pending.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{pending.email}</p>
                  <p className="text-xs text-slate-600">
                    Sent {formatUtcDate(new Date(pending.sentAt))}
                    {pending.invitedBy ? ` by ${pending.invitedBy}` : ''} · expires{' '}
                    {formatUtcDate(new Date(pending.expiresAt))}
                  </p>
                </div>
                <Form method="post" noValidate>
                  <input type="hidden" name="inviteId" value={pending.id} />
                  <SubmitButton name="intent" value="revoke" className={SMALL_BUTTON}>
                    Revoke<span className="sr-only"> the invitation to {pending.email}</span>
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="leave-heading" className={SECTION}>
        <h2 id="leave-heading" className="text-xl font-semibold text-slate-900">
          Leave {team.companyName}
        </h2>
        {isOnlyMember ? (
          <p className="mt-2 text-sm text-slate-700">
            You are the only member. A startup needs at least one member: invite someone before you leave.
          </p>
        ) : (
          <Form method="post" noValidate className="mt-2 space-y-3">
            <p className="text-sm text-slate-700">
              You will no longer see this startup's jobs, applicants or settings. A member can invite you
              again.
            </p>
            <SubmitButton name="intent" value="leave" className={SECONDARY_SUBMIT_BUTTON}>
              Leave {team.companyName}
            </SubmitButton>
          </Form>
        )}
      </section>
    </div>
  );
}
