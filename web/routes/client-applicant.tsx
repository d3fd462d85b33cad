import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { toSafeRedirectPath } from '#domain/users/safe-redirect.ts';
import type { Me } from '#domain/users/user.schema.ts';
import { apiRequest } from '../lib/api-client.ts';
import { requireApplicant } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { useSubmitGuard } from '../lib/use-submit-guard.ts';
import type { Route } from './+types/client-applicant.ts';

/**
 * `/client/applicant`: the talent home; with `?create=1` and no talent profile yet, the page that
 * creates it (spec §2 Choose role 'I'm looking for jobs'). Spec §6: without an enabled talent profile
 * and without `create` → `/`; logged out → `/?to=…` (the guard).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireApplicant(context, url, { allowCreate: true });
  const to = url.searchParams.get('to');
  return {
    mode: me.applicant?.enabled ? ('home' as const) : ('create' as const),
    firstName: me.name.first,
    // Where to go once the profile exists: a same-origin target the visitor was heading for.
    to: to === null ? null : toSafeRedirectPath(to),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const isCreate = loaderData?.mode === 'create';
  return [
    ...pageMeta({
      title: isCreate ? 'Create your talent profile' : 'Talent profile',
      description: 'Find jobs at Nordic startups, save them, follow startups and apply with quick apply.',
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

const TALENT_BENEFITS = [
  'Save jobs and come back to them in My jobs.',
  'Follow startups and hear when they hire.',
  'Apply in a few clicks with your quick apply details and CV.',
  'Get new jobs that match you in a daily or weekly email.',
];

const TALENT_LINKS = [
  { to: '/client/my-jobs', label: 'My jobs', description: 'Saved jobs and your applications.' },
  { to: '/client/followed-startups', label: 'Followed startups', description: 'The startups you follow.' },
  {
    to: '/client/applicant/settings',
    label: 'Quick apply settings',
    description: 'The details and CV each application starts from.',
  },
  { to: '/jobs', label: 'Find jobs', description: 'Search jobs at Nordic startups.' },
];

export default function ClientApplicant({ loaderData }: Route.ComponentProps) {
  return loaderData.mode === 'create' ? (
    <CreateTalentProfile to={loaderData.to} />
  ) : (
    <TalentHome {...loaderData} />
  );
}

function TalentHome({ firstName }: { firstName: string }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Talent profile</h1>
      <p className="mt-2 text-slate-700">Welcome, {firstName}. Here is where your job search lives.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {TALENT_LINKS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="block text-lg font-semibold text-slate-900">{item.label}</span>
              <span className="mt-1 block text-sm text-slate-600">{item.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CreateTalentProfile({ to }: { to: string | null }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { isBusy, run } = useSubmitGuard();
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    const result = await run(async () => {
      const created = await apiRequest<Me>('POST', '/api/applicant');
      if (!created.ok) return created;
      // The new profile is the one in use in this browser (the header shows the talent menu).
      return apiRequest<Me>('POST', '/api/users/select-profile', { profile: 'applicant', save: false });
    });
    if (!result) return;
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    await navigate(to ?? '/client/applicant', { replace: true });
    await revalidator.revalidate();
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Create your talent profile</h1>
      <p className="mt-3 text-lg text-slate-700">
        Your talent profile is how you look for jobs at Nordic startups on Nordhub. With it you can:
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
        {TALENT_BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className="mt-4 text-slate-700">It is free, and you can add your quick apply details later.</p>
      <div
        role="alert"
        className={error ? 'mt-6 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800' : undefined}
      >
        {error}
      </div>
      <button
        type="button"
        onClick={() => {
          void create();
        }}
        disabled={isBusy}
        className="mt-6 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isBusy ? 'Creating…' : 'Create my talent profile'}
      </button>
    </div>
  );
}
