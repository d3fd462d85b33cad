import { Form, Link, redirect } from 'react-router';
import { SCOUT_JOB_MESSAGE, ScoutOrderInput } from '#domain/scout/scout.schema.ts';
import { describeScoutFee } from '#domain/scout/scout-offer.ts';
import { getAppContext } from '../app-context.ts';
import { ErrorSummary } from '../components/ui/error-summary.tsx';
import {
  CheckboxField,
  ChoiceGroup,
  FieldIdsForm,
  FormError,
  InputField,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-hh-steps.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Order a Scout search',
    description: 'Order a Scout search for one of your live jobs: role brief, must-haves, salary frame.',
    noIndex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * Step 1 picks the job (a GET form: `?job={id}`, so it works without JavaScript and survives a
 * reload); the next steps are one posted form. Jobs Scout already searches for are listed with their
 * order instead of being offered again.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  return withNotFoundPage(async () => {
    const jobs = await services.scout.listScoutableJobs(me.id, params.company);
    const wanted = url.searchParams.get('job');
    const chosen = wanted ? jobs.find((job) => job.id === wanted && job.openOrderId === null) : undefined;
    return {
      startup: { key: startup.key, name: startup.name },
      jobs,
      job: chosen ? { id: chosen.id, title: chosen.title } : null,
      jobError: url.searchParams.has('job') && !chosen ? SCOUT_JOB_MESSAGE : null,
      fee: describeScoutFee(),
    };
  });
}

/** Stores the order (one open order per job) and lands on `headhunter-posted`. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const input = parseForm(ScoutOrderInput, form.values);
    const order = await services.scout.createOrder(me.id, params.company, input);
    return redirect(
      `/client/startups/${encodeURIComponent(startup.key)}/headhunter-posted?order=${encodeURIComponent(order.id)}`,
    );
  });
}

const STEPS = ['Job', 'Role brief', 'Must-haves', 'Salary frame', 'Scout terms'] as const;

function StepList({ current }: { current: number }) {
  return (
    <ol aria-label="Steps" className="mt-6 flex flex-wrap gap-2 text-sm">
      {STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className={`rounded-full px-3 py-1 ${
            index === current
              ? 'bg-brand-600 font-semibold text-white'
              : index < current
                ? 'bg-brand-50 text-brand-800'
                : 'bg-slate-100 text-slate-700'
          }`}
        >
          {index + 1}. {step}
        </li>
      ))}
    </ol>
  );
}

/** `/client/startups/{key}/hh-steps` (docs/product.md, Pages): the Scout order, step by step. */
export default function ClientStartupHhSteps({ loaderData }: Route.ComponentProps) {
  const { startup, jobs, job, jobError, fee } = loaderData;
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  const { fieldErrors, formError, values } = useFormResult();
  const available = jobs.filter((j) => j.openOrderId === null);
  const searching = jobs.filter((j) => j.openOrderId !== null);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <p className="text-sm text-slate-600">
        <Link to={`${base}/jobs`} className="hover:text-brand-700">
          {startup.name}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">Order a Scout search</h1>
      <p className="mt-3 text-slate-700">
        The Scout team searches for candidates and adds them to your job's pipeline, graded 1 to 5. Ordering
        is free; the fee is {fee}.
      </p>
      <StepList current={job ? 1 : 0} />

      {job === null ? (
        <section aria-labelledby="step-job" className="mt-8">
          <h2 id="step-job" className="text-xl font-semibold text-slate-900">
            Step 1: Which job should Scout search for?
          </h2>
          {available.length === 0 ? (
            <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
              {searching.length > 0
                ? 'Scout is already searching for every live job of yours.'
                : 'Scout searches for live jobs. Publish a job first.'}{' '}
              <Link to={`${base}/jobs/new`} className="font-semibold underline">
                Post a job
              </Link>
            </p>
          ) : (
            <Form method="get" noValidate className="mt-4 space-y-5">
              <ChoiceGroup
                legend="Your live jobs"
                name="job"
                type="radio"
                columns={1}
                options={available.map((j) => ({ value: j.id, text: j.title }))}
                selected={[]}
                error={jobError ?? undefined}
              />
              <button
                type="submit"
                className="rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Continue
              </button>
            </Form>
          )}
          {searching.length > 0 && (
            <div className="mt-8">
              <h3 className="font-semibold text-slate-900">Scout is already searching for</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {searching.map((j) => (
                  <li key={j.id}>
                    <Link
                      to={`${base}/headhunter-posted?order=${j.openOrderId}`}
                      className="text-brand-700 hover:underline"
                    >
                      {j.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      ) : (
        <FieldIdsForm prefix="scout" method="post" noValidate className="mt-8 space-y-8">
          <FormError message={formError} />
          <ErrorSummary
            fieldErrors={fieldErrors}
            order={['jobId', 'roleBrief', 'mustHaves', 'salaryFrame', 'acceptTerms']}
          />
          <input type="hidden" name="jobId" value={job.id} />
          <section aria-labelledby="step-brief" className="space-y-3">
            <h2 id="step-brief" className="text-xl font-semibold text-slate-900">
              Step 2: Role brief for {job.title}
            </h2>
            {fieldErrors.jobId && (
              <p id="scout-jobId" className="text-sm text-red-700">
                {fieldErrors.jobId}{' '}
                <Link to={`${base}/hh-steps`} className="font-semibold underline">
                  Choose another job
                </Link>
              </p>
            )}
            <p className="text-sm text-slate-700">
              Job: <strong>{job.title}</strong>{' '}
              <Link to={`${base}/hh-steps`} className="text-brand-700 underline">
                Change the job
              </Link>
            </p>
            <TextAreaField
              label="What should this person achieve, and with whom?"
              name="roleBrief"
              rows={6}
              maxLength={4000}
              hint="The team, the first-year goals, what makes the role hard to fill. At least 20 characters."
              defaultValue={postedText(values, 'roleBrief')}
              error={fieldErrors.roleBrief}
            />
          </section>
          <section aria-labelledby="step-must" className="space-y-3">
            <h2 id="step-must" className="text-xl font-semibold text-slate-900">
              Step 3: Must-haves
            </h2>
            <TextAreaField
              label="Skills, experience and languages a candidate must have"
              name="mustHaves"
              rows={4}
              maxLength={2000}
              hint="Only what rules a person out: nice-to-haves narrow the search for nothing."
              defaultValue={postedText(values, 'mustHaves')}
              error={fieldErrors.mustHaves}
            />
          </section>
          <section aria-labelledby="step-salary" className="space-y-3">
            <h2 id="step-salary" className="text-xl font-semibold text-slate-900">
              Step 4: Salary frame
            </h2>
            <InputField
              label="Salary frame"
              name="salaryFrame"
              maxLength={200}
              placeholder="55,000–70,000 DKK a month + options"
              hint="Gross base salary, its currency and period, and equity if any."
              defaultValue={postedText(values, 'salaryFrame')}
              error={fieldErrors.salaryFrame}
            />
          </section>
          <section aria-labelledby="step-terms" className="space-y-3">
            <h2 id="step-terms" className="text-xl font-semibold text-slate-900">
              Step 5: Scout terms
            </h2>
            <p className="text-sm text-slate-700">
              Ordering is free. The fee is {fee}. Read the{' '}
              <Link to="/scout-terms" target="_blank" className="font-semibold text-brand-700 underline">
                Scout terms (opens in a new tab)
              </Link>
              .
            </p>
            <CheckboxField
              label={`I accept the Scout terms for ${startup.name}`}
              name="acceptTerms"
              defaultChecked={postedText(values, 'acceptTerms') === 'on'}
              error={fieldErrors.acceptTerms}
            />
          </section>
          <SubmitButton busyText="Ordering…">Order Scout search</SubmitButton>
        </FieldIdsForm>
      )}
    </div>
  );
}
