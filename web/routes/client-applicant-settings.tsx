import { useState } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import type { QuickApplyProfile } from '#domain/applications/applying.schema.ts';
import { QuickApplyInput } from '#domain/applications/applying.schema.ts';
import { INTRO_MAX_LENGTH } from '#domain/applications/applying-constants.ts';
import { AppError } from '#domain/errors.ts';
import { JOB_ROLE_CATEGORIES } from '#domain/jobs/job-constants.ts';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';
import { toSafeRedirectPath } from '#domain/users/safe-redirect.ts';
import { getAppContext } from '../app-context.ts';
import { CvUploadField } from '../components/applications/cv-upload-field.tsx';
import {
  CheckboxField,
  ChoiceGroup,
  FormError,
  InputField,
  StatusMessage,
  SUBMIT_BUTTON,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { type FormSuccess, postedList, postedText, useFormResult } from '../lib/form-result.ts';
import { requireApplicant } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { attachPostedCv } from '../lib/posted-cv.server.ts';
import type { Route } from './+types/client-applicant-settings.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Quick apply settings',
    description: 'The details and CV each of your applications starts from.',
    noIndex: true,
  });
}

/** docs/product.md, Permissions: an applicant page; without a talent profile the visitor goes to the front page. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireApplicant(context, url);
  const to = url.searchParams.get('to');
  return {
    quickApply: await getAppContext(context).services.applying.getQuickApply(me.id),
    to: to === null ? null : toSafeRedirectPath(to),
  };
}

/**
 * Saves the quick apply settings. A plain multipart form post: it works before hydration and without
 * JavaScript (the CV then comes inside the form and is stored here through the upload service); with
 * JavaScript the CV is already uploaded and only its key is posted. With `?to=` (from the apply page)
 * the talent goes back there once saved.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireApplicant(context, url);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const posted = await attachPostedCv(form, (fileName, data) =>
      services.applying.storeCvUpload(me.id, fileName, data),
    );
    const parsed = QuickApplyInput.safeParse(form.values);
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
    await services.applying.updateQuickApply(me.id, parsed.data);
    const to = url.searchParams.get('to');
    if (to !== null) return redirect(toSafeRedirectPath(to));
    return { ok: true, message: 'Your quick apply details are saved.' } satisfies FormSuccess;
  });
}

const COUNTRY_OPTIONS = NORDIC_COUNTRIES.map(({ value, text }) => ({ value, text }));

/** `/client/applicant/settings` (docs/product.md, Pages, Quick apply): what every application starts from. */
export default function ClientApplicantSettings({ loaderData }: Route.ComponentProps) {
  const { quickApply, to } = loaderData;
  const result = useFormResult();
  // A saved form shows the stored settings anew (the CV field empties, the saved CV is listed).
  const formKey = result.message ? JSON.stringify(quickApply) : 'form';
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Quick apply settings</h1>
      <p className="mt-2 text-slate-700">
        Each application you send on Nordhub starts from these details and your CV, so with them in place you
        apply in two clicks. Startups see them only when you apply.
      </p>
      {to && (
        <p className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-800">
          Save your details to go back to your application.
        </p>
      )}
      <QuickApplyForm key={formKey} quickApply={quickApply} result={result} />
    </div>
  );
}

function QuickApplyForm({
  quickApply,
  result,
}: {
  quickApply: QuickApplyProfile;
  result: ReturnType<typeof useFormResult>;
}) {
  const { fieldErrors, formError, values, message } = result;
  const navigation = useNavigation();
  const [isUploading, setIsUploading] = useState(false);
  const postedKey = postedText(values, 'cvFile');
  // A CV uploaded with this form but not saved yet (uploaded now, or kept by a refused post).
  const [hasNewCv, setHasNewCv] = useState(Boolean(postedKey));
  const isBusy = navigation.state === 'submitting';
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="mt-8 space-y-8">
      <FormError message={formError} />
      <StatusMessage message={message} />

      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold text-slate-900">Your details</legend>
        <InputField
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={100}
          defaultValue={postedText(values, 'name') ?? quickApply.name}
          error={fieldErrors.name}
        />
        <InputField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={100}
          defaultValue={postedText(values, 'email') ?? quickApply.email}
          error={fieldErrors.email}
          hint="Startups answer your applications at this address."
        />
        <InputField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          defaultValue={postedText(values, 'phone') ?? quickApply.phone ?? ''}
          error={fieldErrors.phone}
        />
        <InputField
          label="LinkedIn profile (optional)"
          name="linkedinUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={300}
          placeholder="https://www.linkedin.com/in/your-name"
          defaultValue={postedText(values, 'linkedinUrl') ?? quickApply.linkedinUrl ?? ''}
          error={fieldErrors.linkedinUrl}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold text-slate-900">Your CV</legend>
        {quickApply.cv ? (
          <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-800">
              Saved CV:{' '}
              <a
                href={quickApply.cv.downloadUrl}
                download
                className="font-semibold text-brand-700 hover:underline"
              >
                {quickApply.cv.fileName}
              </a>
            </p>
            <CheckboxField
              label="Remove my saved CV"
              name="removeCv"
              defaultChecked={postedText(values, 'removeCv') === 'on'}
            />
          </div>
        ) : (
          !hasNewCv && <p className="text-sm text-slate-700">You have not added a CV yet.</p>
        )}
        <CvUploadField
          label={quickApply.cv ? 'Replace your CV (PDF, at most 5 MB)' : 'Your CV (PDF, at most 5 MB)'}
          hint="A PDF of at most 50 pages, without a password. Startups download it as you upload it."
          fileInputName="cvUpload"
          initial={
            postedKey ? { key: postedKey, fileName: postedText(values, 'cvFileName') || 'cv.pdf' } : null
          }
          error={fieldErrors.cvFile}
          onBusyChange={setIsUploading}
          onUploaded={() => setHasNewCv(true)}
        />
        {hasNewCv && <p className="text-sm text-slate-700">Save to keep this CV for your applications.</p>}
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold text-slate-900">About you</legend>
        <TextAreaField
          label="Short intro (optional)"
          name="intro"
          rows={4}
          maxLength={INTRO_MAX_LENGTH}
          hint="A few lines on who you are and what you look for."
          defaultValue={postedText(values, 'intro') ?? quickApply.intro ?? ''}
          error={fieldErrors.intro}
        />
        <ChoiceGroup
          legend="Countries you would like to work in (optional)"
          name="preferredCountryCodes"
          type="checkbox"
          columns={3}
          options={COUNTRY_OPTIONS}
          selected={postedList(values, 'preferredCountryCodes') ?? quickApply.preferredCountryCodes}
          error={fieldErrors.preferredCountryCodes}
        />
        <ChoiceGroup
          legend="Roles you are looking for (optional)"
          name="preferredRoles"
          type="checkbox"
          options={JOB_ROLE_CATEGORIES.flatMap((category) =>
            category.roles.map((role) => ({ value: role.key, text: role.text })),
          )}
          selected={postedList(values, 'preferredRoles') ?? quickApply.preferredRoles}
          error={fieldErrors.preferredRoles}
          hint="At most 10."
        />
      </fieldset>

      <button type="submit" className={SUBMIT_BUTTON} disabled={isBusy || isUploading}>
        {isBusy ? 'Saving…' : isUploading ? 'Uploading your CV…' : 'Save quick apply details'}
      </button>
    </Form>
  );
}
