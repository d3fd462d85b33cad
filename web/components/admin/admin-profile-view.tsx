import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { AdminProfileField, AdminProfileMember } from '#domain/admin/admin-profiles.schema.ts';
import { PROFILE_STATUS_LABELS, type ProfileStatus } from '#domain/admin/admin-profiles-constants.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { useFormResult } from '../../lib/form-result.ts';
import { DataTable } from '../ui/data-table.tsx';
import {
  CheckboxField,
  FormError,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
} from '../ui/form-controls.tsx';

import { platformText } from './admin-profile-search.tsx';

export type AdminProfileViewData = {
  id: string;
  key: string;
  name: string;
  status: ProfileStatus;
  platform: { main: boolean; impact: boolean };
  fields: AdminProfileField[];
  members: AdminProfileMember[];
  createdAt: string;
  updatedAt: string;
};

/**
 * `/admin/startups/{key}` and `/admin/investors/{key}`: the profile's portal data (read only), its
 * members, and the team's two forms: publish or unpublish, and the platform flags. Plain posted
 * forms with an `intent`, so they work without JavaScript (admin-profile-action.server.ts).
 */
export function AdminProfileView({
  profile,
  noun,
  list,
  publicHref,
  auditHref,
  children,
}: {
  profile: AdminProfileViewData;
  /** 'startup' or 'investor'. */
  noun: string;
  list: { href: string; label: string };
  publicHref: string;
  auditHref: string;
  /** The kind's own sections (a startup's jobs and payments, an investor's pitches). */
  children?: ReactNode;
}) {
  const status = useFormResult(['publish', 'unpublish']);
  const platforms = useFormResult('platforms');
  const isPublished = profile.status === 'PUBLISHED';
  return (
    <div className="max-w-4xl">
      <p className="text-sm text-slate-600">
        <Link to={list.href} className="hover:text-brand-700">
          {list.label}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{profile.name}</h1>
      <p className="mt-2 text-slate-700">
        Key {profile.key} · {PROFILE_STATUS_LABELS[profile.status]} · platforms:{' '}
        {platformText(profile.platform)} · created {formatUtcDate(new Date(profile.createdAt))}
      </p>
      <p className="mt-2 flex flex-wrap gap-4 text-sm">
        {isPublished ? (
          <Link to={publicHref} className="text-brand-700 hover:underline">
            Public page
          </Link>
        ) : null}
        <Link to={auditHref} className="text-brand-700 hover:underline">
          This {noun} in the audit log
        </Link>
      </p>

      <section aria-labelledby="status-heading" className="mt-8">
        <h2 id="status-heading" className="text-xl font-semibold text-slate-900">
          Status
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {isPublished
            ? `Published: the ${noun} shows on the public pages.`
            : `Unpublished: the ${noun} shows on no public page.`}
        </p>
        <StatusMessage message={status.message} />
        <Form method="post" className="mt-3">
          <FormError message={status.formError} />
          {isPublished ? (
            <SubmitButton
              name="intent"
              value="unpublish"
              className={SECONDARY_SUBMIT_BUTTON}
              busyText="Unpublishing…"
            >
              Unpublish
            </SubmitButton>
          ) : (
            <SubmitButton name="intent" value="publish" busyText="Publishing…">
              Publish
            </SubmitButton>
          )}
        </Form>
      </section>

      <section aria-labelledby="platforms-heading" className="mt-8">
        <h2 id="platforms-heading" className="text-xl font-semibold text-slate-900">
          Platforms
        </h2>
        <StatusMessage message={platforms.message} />
        {/* The key changes with the saved flags, so the boxes show what is stored after a save. */}
        <Form
          key={`${profile.platform.main}-${profile.platform.impact}`}
          method="post"
          className="mt-3 space-y-3"
        >
          <FormError message={platforms.formError} />
          <CheckboxField
            label="Main site"
            name="main"
            defaultChecked={profile.platform.main}
            error={platforms.fieldErrors.main}
          />
          <CheckboxField
            label="Impact site"
            name="impact"
            defaultChecked={profile.platform.impact}
            error={platforms.fieldErrors.impact}
          />
          <SubmitButton name="intent" value="platforms" busyText="Saving…">
            Save platforms
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="profile-heading" className="mt-8">
        <h2 id="profile-heading" className="text-xl font-semibold text-slate-900">
          Profile
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {profile.fields.map((field) => (
            <div key={field.label} className="contents">
              <dt className="text-sm font-semibold text-slate-600">{field.label}</dt>
              <dd className="whitespace-pre-line text-slate-800">{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="members-heading" className="mt-8">
        <h2 id="members-heading" className="text-xl font-semibold text-slate-900">
          Members
        </h2>
        {profile.members.length === 0 ? (
          <p className="mt-2 text-slate-700">No members.</p>
        ) : (
          <DataTable
            className="mt-3"
            tableClassName="min-w-[32rem]"
            caption={<>Members of {profile.name}</>}
            columns={['Name', 'Email', 'Role', 'Member since']}
          >
            {profile.members.map((member) => (
              <tr key={member.userId} className="border-b border-slate-200">
                <td className="py-2 pr-4">{member.name}</td>
                <td className="py-2 pr-4">{member.email}</td>
                <td className="py-2 pr-4">{member.role === 'owner' ? 'Owner' : 'Member'}</td>
                <td className="py-2">{formatUtcDate(new Date(member.since))}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      {children}
    </div>
  );
}
