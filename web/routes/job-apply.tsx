import { type ReactNode, useState } from 'react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import {
  ApplyInput,
  type QuickApplyProfile,
  type TalentApplication,
} from '#domain/applications/applying.schema.ts';
import { AppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import {
  ApplicantDetailsFields,
  CoverNoteField,
} from '../components/applications/applicant-details-fields.tsx';
import { type ChosenCv, CvUploadField } from '../components/applications/cv-upload-field.tsx';
import { CheckboxField, FormError, SUBMIT_BUTTON } from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { formatApplicationDate } from '../lib/format-application-date.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { attachPostedCv } from '../lib/posted-cv.server.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/job-apply.ts';

function applyPath(jobId: string): string {
  return `/jobs/${jobId}/apply`;
}

/**
 * `/jobs/{id}/apply` (issue 9, apply): logged out → log in first and come back; without a talent
 * profile → the offer to create one (and come back); an application sent before → that one, with
 * its status and date; else the form, prefilled from quick apply.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { me, services } = getAppContext(context);
  if (!me) throw redirect(`/?to=${encodeURIComponent(applyPath(params.id))}`);
  return withNotFoundPage(() => services.applying.getApplyPage(me.id, params.id));
}

/**
 * Sends the application. A plain multipart form post: it works before hydration and without
 * JavaScript (a CV chosen then comes inside the form and is stored through the upload service).
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  if (!app.me) throw redirect(`/?to=${encodeURIComponent(applyPath(params.id))}`);
  const me = app.me;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const posted = await attachPostedCv(form, (fileName, data) =>
      app.services.applying.storeCvUpload(me.id, fileName, data),
    );
    // "Use my saved CV" wins over a CV uploaded and then set aside; a file posted without JavaScript
    // was chosen on purpose.
    if (!posted.isStored && postedText(form.values, 'cv') === 'saved') form.values.cvFile = '';
    const parsed = ApplyInput.safeParse(form.values);
    const fieldErrors: Record<string, string[]> = { ...posted.fieldErrors };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join('.') || '_';
        fieldErrors[key] ??= [issue.message];
      }
    }
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      throw new AppError('VALIDATION', 'Please correct the fields marked below', fieldErrors);
    }
    const result = await app.services.applying.apply(me.id, params.id, parsed.data);
    return redirect(result.existing ? applyPath(params.id) : `/jobs/${params.id}/applied`);
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData ? `Apply for ${loaderData.job.title} at ${loaderData.job.companyName}` : 'Apply';
  return pageMeta({
    matches,
    title,
    description: 'Send your application with your quick apply details and CV.',
    noIndex: true,
  });
}

const BUTTON_LINK =
  'inline-block rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700';

export default function JobApply({ loaderData }: Route.ComponentProps) {
  const { job, profile, existing } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={`/jobs/${job.id}`} className="hover:text-brand-700 hover:underline">
          {job.title}
        </Link>{' '}
        / <span>Apply</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Apply for {job.title}</h1>
      <p className="mt-1 text-lg text-slate-700">at {job.companyName}</p>
      {existing ? (
        <ExistingApplication application={existing} />
      ) : !job.isOpen ? (
        <Notice>
          This job is no longer accepting applications.{' '}
          <Link to={`/jobs/${job.id}`} className="font-semibold text-brand-700 hover:underline">
            Back to the job
          </Link>
        </Notice>
      ) : job.receiveApplicants === 'url' ? (
        <div className="mt-8 space-y-4">
          <p className="text-slate-700">
            {job.companyName} takes applications for this job on its own website.
          </p>
          <a href={`/api/jobs/${job.id}/apply/external`} rel="nofollow" className={BUTTON_LINK}>
            Apply on the startup's website
          </a>
        </div>
      ) : !profile ? (
        <div className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold text-slate-900">Create your talent profile to apply</h2>
          <p className="text-slate-700">
            It takes one click and is free. Your talent profile keeps your details and CV, so your next
            applications take two clicks.
          </p>
          <Link
            to={`/client/applicant?create=1&to=${encodeURIComponent(applyPath(job.id))}`}
            className={BUTTON_LINK}
          >
            Create my talent profile
          </Link>
        </div>
      ) : (
        <ApplyForm
          companyName={job.companyName}
          byEmail={job.receiveApplicants === 'email'}
          profile={profile}
        />
      )}
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      {children}
    </p>
  );
}

function ExistingApplication({ application }: { application: TalentApplication }) {
  return (
    <section
      aria-labelledby="existing-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="existing-heading" className="text-xl font-semibold text-slate-900">
        You have already applied for this job
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold uppercase text-slate-600">Status</dt>
          <dd className="mt-1 font-semibold text-slate-900">{application.status}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase text-slate-600">Applied</dt>
          <dd className="mt-1 text-slate-900">
            <time dateTime={application.appliedAt}>{formatApplicationDate(application.appliedAt)}</time>
          </dd>
        </div>
      </dl>
      <Link to="/client/my-jobs" className="mt-5 inline-block font-semibold text-brand-700 hover:underline">
        See your applications in My jobs
      </Link>
    </section>
  );
}

function ApplyForm({
  companyName,
  byEmail,
  profile,
}: {
  companyName: string;
  byEmail: boolean;
  profile: QuickApplyProfile;
}) {
  const { fieldErrors, formError, values } = useFormResult();
  const navigation = useNavigation();
  const [isUploading, setIsUploading] = useState(false);
  const postedKey = postedText(values, 'cvFile');
  const savedCv = profile.cv;
  const [cvChoice, setCvChoice] = useState<'saved' | 'new'>(() =>
    savedCv && !postedKey && postedText(values, 'cv') !== 'new' ? 'saved' : 'new',
  );
  const isBusy = navigation.state === 'submitting';
  const onUploaded = (_cv: ChosenCv) => setCvChoice('new');
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="mt-8 space-y-8">
      {profile.isComplete && !values ? (
        <p className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          Your application is ready with your quick apply details and CV. Add a cover note if you like, then
          send it.
        </p>
      ) : null}
      {byEmail && (
        <p className="text-sm text-slate-700">
          {companyName} receives applications by email: we send them your details, your cover note and your
          CV.
        </p>
      )}
      <FormError message={formError} />

      <ApplicantDetailsFields values={values} fieldErrors={fieldErrors} initial={profile} />

      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold text-slate-900">Your CV</legend>
        {savedCv ? (
          <div className="space-y-2">
            <div className="flex items-start gap-2">
              <input
                type="radio"
                id="cv-saved"
                name="cv"
                value="saved"
                checked={cvChoice === 'saved'}
                onChange={() => setCvChoice('saved')}
                className="mt-1 h-4 w-4 border-slate-400 text-brand-600"
              />
              <label htmlFor="cv-saved" className="text-sm text-slate-800">
                Use my saved CV: <span className="font-semibold">{savedCv.fileName}</span>
              </label>
            </div>
            <div className="flex items-start gap-2">
              <input
                type="radio"
                id="cv-new"
                name="cv"
                value="new"
                checked={cvChoice === 'new'}
                onChange={() => setCvChoice('new')}
                className="mt-1 h-4 w-4 border-slate-400 text-brand-600"
              />
              <label htmlFor="cv-new" className="text-sm text-slate-800">
                Send another CV with this application
              </label>
            </div>
          </div>
        ) : (
          <input type="hidden" name="cv" value="new" />
        )}
        <CvUploadField
          label={savedCv ? 'Another CV (PDF, at most 5 MB)' : 'Your CV (PDF, at most 5 MB)'}
          hint="A PDF of at most 50 pages, without a password."
          fileInputName="cvUpload"
          initial={
            postedKey ? { key: postedKey, fileName: postedText(values, 'cvFileName') || 'cv.pdf' } : null
          }
          error={fieldErrors.cvFile}
          onBusyChange={setIsUploading}
          onUploaded={onUploaded}
        />
        <CheckboxField
          label={
            savedCv
              ? `Also make it my saved CV (it replaces ${savedCv.fileName})`
              : 'Save it in my quick apply details for my next applications'
          }
          name="saveCv"
          defaultChecked={values ? postedText(values, 'saveCv') === 'on' : !savedCv}
        />
      </fieldset>

      <CoverNoteField values={values} fieldErrors={fieldErrors} />

      <button type="submit" className={SUBMIT_BUTTON} disabled={isBusy || isUploading}>
        {isBusy ? 'Sending…' : isUploading ? 'Uploading your CV…' : 'Send application'}
      </button>
    </Form>
  );
}
