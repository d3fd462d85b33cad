import { Form, Link, redirect } from 'react-router';
import type { QuickApplyProfile } from '#domain/applications/applying.schema.ts';
import { findRoleText } from '#domain/jobs/job-constants.ts';
import { findCountryName } from '#domain/location/country-constants.ts';
import { toSafeRedirectPath } from '#domain/users/safe-redirect.ts';
import { getAppContext } from '../app-context.ts';
import { FormError, SubmitButton } from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireApplicant } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-applicant.ts';

/**
 * `/client/applicant`: the talent home with the quick apply details; with `?create=1` and no
 * talent profile yet, the page that creates it (docs/product.md, Modals 'I'm looking for jobs'). docs/product.md, Permissions:
 * without an enabled talent profile and without `create` → `/`; logged out → `/?to=…` (the guard).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireApplicant(context, url, { allowCreate: true });
  const to = url.searchParams.get('to');
  const isHome = me.applicant?.enabled === true;
  return {
    mode: isHome ? ('home' as const) : ('create' as const),
    firstName: me.name.first,
    // Where to go once the profile exists: a same-origin target the visitor was heading for.
    to: to === null ? null : toSafeRedirectPath(to),
    quickApply: isHome ? await getAppContext(context).services.applying.getQuickApply(me.id) : null,
  };
}

/**
 * Creates the talent profile (docs/product.md, Calls: `POST applicant`), makes it the profile in use in this browser
 * and goes on to `to` (e.g. back to the job being applied to) or the talent home. A plain form post:
 * it works before hydration and without JavaScript.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const app = getAppContext(context);
  const me = requireApplicant(context, url, { allowCreate: true });
  const form = await readForm(request);
  return runFormAction(form, async () => {
    await app.services.applying.createTalentProfile(me.id);
    const to = url.searchParams.get('to');
    return redirect(to === null ? '/client/applicant' : toSafeRedirectPath(to), {
      headers: { 'Set-Cookie': app.profileCookie('applicant') },
    });
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const isCreate = loaderData?.mode === 'create';
  return pageMeta({
    matches,
    title: isCreate ? 'Create your talent profile' : 'Talent profile',
    description: 'Find jobs at Nordic startups, save them, follow startups and apply with quick apply.',
    noIndex: true,
  });
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
  return loaderData.mode === 'create' || !loaderData.quickApply ? (
    <CreateTalentProfile />
  ) : (
    <TalentHome firstName={loaderData.firstName} quickApply={loaderData.quickApply} />
  );
}

function TalentHome({ firstName, quickApply }: { firstName: string; quickApply: QuickApplyProfile }) {
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
      <QuickApplySummary quickApply={quickApply} />
    </div>
  );
}

/** What every application starts from, and whether it is ready for "apply in two clicks". */
function QuickApplySummary({ quickApply }: { quickApply: QuickApplyProfile }) {
  const countries = quickApply.preferredCountryCodes.map((code) => findCountryName(code) ?? code);
  const roles = quickApply.preferredRoles.map((role) => findRoleText(role) ?? role);
  const rows: [string, string | null][] = [
    ['Name', quickApply.name],
    ['Email', quickApply.email],
    ['Phone', quickApply.phone],
    ['LinkedIn', quickApply.linkedinUrl],
    ['Preferred countries', countries.join(', ') || null],
    ['Preferred roles', roles.join(', ') || null],
  ];
  return (
    <section
      aria-labelledby="quick-apply-heading"
      className="mt-10 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="quick-apply-heading" className="text-xl font-semibold text-slate-900">
        Your quick apply details
      </h2>
      <p className={`mt-2 text-sm ${quickApply.isComplete ? 'text-green-800' : 'text-amber-900'}`}>
        {quickApply.isComplete
          ? 'Ready: you can apply to jobs on Nordhub in two clicks.'
          : 'Add your CV to apply to jobs in two clicks.'}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase text-slate-600">{label}</dt>
            <dd className="mt-0.5 break-words text-slate-900">{value ?? 'Not added'}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs font-semibold uppercase text-slate-600">CV</dt>
          <dd className="mt-0.5 text-slate-900">
            {quickApply.cv ? (
              <a
                href={quickApply.cv.downloadUrl}
                download
                className="font-semibold text-brand-700 hover:underline"
              >
                Download your CV<span className="sr-only">:</span>{' '}
                <span className="font-normal">{quickApply.cv.fileName}</span>
              </a>
            ) : (
              'Not added'
            )}
          </dd>
        </div>
      </dl>
      {quickApply.intro && (
        <div className="mt-4">
          <h3 className="text-xs font-semibold uppercase text-slate-600">Short intro</h3>
          <p className="mt-0.5 whitespace-pre-line text-slate-900">{quickApply.intro}</p>
        </div>
      )}
      <Link
        to="/client/applicant/settings"
        className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        Edit your quick apply details
      </Link>
    </section>
  );
}

function CreateTalentProfile() {
  const { formError } = useFormResult();
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
      {/* Posts to this page's action with the same query (?create=1&to=…): no JavaScript needed. */}
      <Form method="post" className="mt-6 space-y-4">
        <FormError message={formError} />
        <SubmitButton busyText="Creating…">Create my talent profile</SubmitButton>
      </Form>
    </div>
  );
}
