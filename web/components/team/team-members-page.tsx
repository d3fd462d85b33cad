import { Form } from 'react-router';
import type { TeamMember, TeamOverview } from '#domain/companies/team.schema.ts';
import {
  INVITE_EMAIL_MAX_LENGTH,
  INVITE_TTL_DAYS,
  teamProfileNoun,
} from '#domain/companies/team-constants.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { postedText, useFormResult } from '../../lib/form-result.ts';
import {
  FormError,
  InputField,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
} from '../ui/form-controls.tsx';
import { PortalPageHeading } from '../ui/portal-page.tsx';

const SECTION = 'mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm';
const SMALL_BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-red-600 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-60';

/** What every member may do, and what leaving takes away, by the kind of profile. */
const TEAM_TEXTS = {
  company: {
    rights:
      "Everyone in the team has the same rights: they post and edit jobs, see applicants, change the startup's profile and settings, and invite or remove members.",
    leaving:
      "You will no longer see this startup's jobs, applicants or settings. A member can invite you again.",
    portal: '/client/startups/',
  },
  investor: {
    rights:
      'Everyone in the team has the same rights: they read and answer pitches, change the investor profile and settings, and invite or remove members.',
    leaving:
      "You will no longer see this investor's pitches, profile or settings. A member can invite you again.",
    portal: '/client/investors/',
  },
} as const;

function MemberRow({ member, canRemove, owner }: { member: TeamMember; canRemove: boolean; owner: string }) {
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
          {member.role === 'owner' ? ` · ${owner}` : ''}
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
 * A team page (`/client/startups/{key}/users`, `/client/investors/{key}/users`): invite by email,
 * the members and the pending invitations, leaving. Every member has the same rights: anyone may
 * invite, revoke or remove; the last member cannot leave. The forms post to the page's action
 * (`runTeamAction`) and work without JavaScript.
 */
export function TeamMembersPage({ team }: { team: TeamOverview }) {
  const invite = useFormResult('invite');
  const removal = useFormResult(['remove', 'leave']);
  const revoke = useFormResult('revoke');
  const texts = TEAM_TEXTS[team.profileType];
  const noun = teamProfileNoun(team.profileType);
  const isOnlyMember = team.members.length <= 1;
  const base = `${texts.portal}${encodeURIComponent(team.key)}`;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <PortalPageHeading profileName={team.name} profilePath={base} title="Team members" />
      <p className="mt-3 text-slate-700">{texts.rights}</p>

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
            <MemberRow
              key={member.userId}
              member={member}
              canRemove={!isOnlyMember}
              owner={`created the ${noun}`}
            />
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
          Leave {team.name}
        </h2>
        {isOnlyMember ? (
          <p className="mt-2 text-sm text-slate-700">
            You are the only member. {team.profileType === 'company' ? 'A startup' : 'An investor profile'}{' '}
            needs at least one member: invite someone before you leave.
          </p>
        ) : (
          <Form method="post" noValidate className="mt-2 space-y-3">
            <p className="text-sm text-slate-700">{texts.leaving}</p>
            <SubmitButton name="intent" value="leave" className={SECONDARY_SUBMIT_BUTTON}>
              Leave {team.name}
            </SubmitButton>
          </Form>
        )}
      </section>
    </div>
  );
}
