import { Form, Link, redirect, useNavigation } from 'react-router';
import { GuestApplyInput } from '#domain/careers/career-page.schema.ts';
import { formatExpiry } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import {
  ApplicantDetailsFields,
  CoverNoteField,
} from '../components/applications/applicant-details-fields.tsx';
import { FormError, InputField, SUBMIT_BUTTON } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { POSTED_CV_FIELD } from '../lib/posted-cv.server.ts';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/careers-job-apply.ts';

/**
 * `/careers/jobs/{id}/apply` on a startup's career domain: applying without an account. Sessions
 * are per host (this domain's cookies are not Nordhub's), so the career domain has no sign-in: the
 * form takes the details, a CV (PDF, posted inside the form) and a cover note, and the application
 * reaches the startup's pipeline (or its inbox) like any other (docs/product.md, Pipeline).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const { site } = app;
  if (site.kind !== 'career' || !site.company) throw notFound();
  const company = site.company;
  return withNotFoundPage(async () => {
    const { job } = await app.services.careers.getCareerJob(company, params.id);
    const expiry = job.expirationDate ? formatExpiry(new Date(job.expirationDate), new Date()) : null;
    return {
      job: {
        id: job.id,
        title: job.title,
        companyName: job.company.name,
        receiveApplicants: job.receiveApplicants,
        isOpen: job.status === 'ACTIVE' && !expiry?.isExpired,
      },
      // An applicant who has a Nordhub talent profile may rather apply there (it then shows in My jobs).
      nordhubApplyUrl: `${app.publicUrl}/jobs/${job.id}/apply`,
    };
  });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const { site } = app;
  if (site.kind !== 'career' || !site.company) throw notFound();
  const company = site.company;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const values = parseForm(GuestApplyInput, form.values);
    const file = form.formData.get(POSTED_CV_FIELD);
    const cv =
      file instanceof File && file.size > 0
        ? { fileName: file.name, data: new Uint8Array(await file.arrayBuffer()) }
        : null;
    const result = await withNotFoundPage(() =>
      app.services.careers.applyAsGuest(company, params.id, values, cv),
    );
    return redirect(`/careers/jobs/${result.jobId}/applied${result.existing ? '?existing=1' : ''}`);
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Apply for ${loaderData.job.title}` : 'Apply',
    description: 'Send your application with your details and CV.',
    noIndex: true,
  });
}

/** The CV's field: what the action reads (`POSTED_CV_FIELD` of posted-cv.server.ts, a server module). */
const CV_FIELD = 'cvUpload';

export default function CareersJobApply({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  const { fieldErrors, formError, values } = useFormResult();
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting';
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={`/careers/jobs/${job.id}`} className="hover:text-brand-700 hover:underline">
          {job.title}
        </Link>{' '}
        / <span>Apply</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Apply for {job.title}</h1>
      <p className="mt-1 text-lg text-slate-700">at {job.companyName}</p>
      {!job.isOpen || job.receiveApplicants === 'url' ? (
        <p role="status" className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {job.isOpen
            ? 'This job takes applications on our own website.'
            : 'This job is no longer accepting applications.'}{' '}
          <Link to={`/careers/jobs/${job.id}`} className="font-semibold hover:underline">
            Back to the job
          </Link>
        </p>
      ) : (
        <Form method="post" encType="multipart/form-data" noValidate className="mt-8 space-y-8">
          <FormError message={formError} />
          <ApplicantDetailsFields values={values} fieldErrors={fieldErrors} />
          <fieldset className="space-y-4">
            <legend className="text-xl font-semibold text-slate-900">Your CV</legend>
            <InputField
              label="Your CV (PDF, at most 5 MB)"
              name={CV_FIELD}
              type="file"
              accept="application/pdf"
              hint="A PDF of at most 50 pages, without a password."
              error={fieldErrors.cvFile}
            />
          </fieldset>
          <CoverNoteField values={values} fieldErrors={fieldErrors} />
          <p className="text-sm text-slate-700">
            {job.companyName} gets your details, CV and cover note to consider you for this job.
          </p>
          <button type="submit" className={SUBMIT_BUTTON} disabled={isBusy}>
            {isBusy ? 'Sending…' : 'Send application'}
          </button>
          <p className="text-sm text-slate-600">
            Have a talent profile on Nordhub?{' '}
            <a href={loaderData.nordhubApplyUrl} className="font-semibold text-brand-700 hover:underline">
              Apply with it on Nordhub
            </a>
            .
          </p>
        </Form>
      )}
    </div>
  );
}
