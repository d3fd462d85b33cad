// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { type FormEvent, useState } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import {
  COMPANY_DESCRIPTION_MAX_LENGTH,
  type EditableCompany,
  UpdateCompanyInput,
} from '#domain/companies/company-form.schema.ts';
import { isAppError } from '#domain/errors.ts';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';
import { getAppContext } from '../app-context.ts';
import {
  type FieldErrorMap,
  FormField,
  issueFieldErrors,
  readTextFields,
  serverFieldErrors,
} from '../components/auth/form-field.tsx';
import {
  FormError,
  SECONDARY_SUBMIT_BUTTON,
  SelectField,
  StatusMessage,
  SUBMIT_BUTTON,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { apiRequest } from '../lib/api-client.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { useSubmitGuard } from '../lib/use-submit-guard.ts';
import type { Route } from './+types/client-startup-edit.ts';

/**
 * Spec §6: members and admins of this startup only; anyone else goes to `/client/` (logged out: log
 * in first). A draft startup belongs here, so there is no draft redirect.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireUser(context, url);
  try {
    const company = await getAppContext(context).services.getEditableCompany(me.id, params.company);
    return { company };
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw redirect('/client/');
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: loaderData ? `Edit ${loaderData.company.name}` : 'Edit startup profile',
      description: 'Edit your startup profile on Nordhub.',
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/**
 * `/client/startups/{key}/edit`: the startup's basic profile (name, country, website, a short
 * description), with Save, and Publish while it is a draft. Later issues grow this form.
 */
export default function ClientStartupEdit({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;
  const revalidator = useRevalidator();
  const { isBusy, run } = useSubmitGuard();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const isDraft = company.status === 'DRAFT';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const publish = submitter instanceof HTMLButtonElement && submitter.value === 'publish';
    const form = readTextFields(event.currentTarget);
    const input = {
      name: form.name ?? '',
      countryCode: form.countryCode ?? '',
      website: form.website ?? '',
      whatWeDo: form.whatWeDo ?? '',
      publish,
    };
    setStatus(null);
    const parsed = UpdateCompanyInput.safeParse(input);
    if (!parsed.success) {
      setErrors(issueFieldErrors(parsed.error.issues));
      setGeneralError(null);
      return;
    }
    setErrors({});
    const result = await run(() =>
      apiRequest<EditableCompany>('PUT', `/api/companies/${encodeURIComponent(company.key)}`, input),
    );
    if (!result) return;
    if (!result.ok) {
      setErrors(serverFieldErrors(result.error.fieldErrors));
      setGeneralError(result.error.message);
      return;
    }
    setGeneralError(null);
    setStatus(
      publish && isDraft
        ? `${result.data.name} is published: everyone can see it now.`
        : 'Your changes are saved.',
    );
    // The profile's name, draft badge and links in the header follow.
    await revalidator.revalidate();
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Edit startup profile</h1>
        <span
          className={
            isDraft
              ? 'rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900'
              : 'rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900'
          }
        >
          {isDraft ? 'Draft' : 'Published'}
        </span>
      </div>
      <p className="mt-3 text-slate-700">
        {isDraft ? (
          'Only you and your team see this profile until you publish it.'
        ) : (
          <>
            Your startup is public:{' '}
            <Link to={`/startups/${company.key}`} className="font-semibold text-brand-700 hover:underline">
              view its page
            </Link>
            .
          </>
        )}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
        <FormError message={generalError} />
        <FormField
          label="Startup name"
          name="name"
          maxLength={100}
          defaultValue={company.name}
          error={errors.name}
        />
        <SelectField
          label="Country"
          name="countryCode"
          placeholder="Choose a country"
          options={NORDIC_COUNTRIES}
          defaultValue={company.countryCode ?? ''}
          error={errors.countryCode}
        />
        <FormField
          label="Website (optional)"
          name="website"
          inputMode="url"
          placeholder="example.com"
          maxLength={200}
          defaultValue={company.website ?? ''}
          error={errors.website}
        />
        <TextAreaField
          label="What we do"
          name="whatWeDo"
          rows={4}
          maxLength={COMPANY_DESCRIPTION_MAX_LENGTH}
          defaultValue={company.whatWeDo}
          hint={`A sentence or two for the startup lists, at most ${COMPANY_DESCRIPTION_MAX_LENGTH} characters. Needed to publish.`}
          error={errors.whatWeDo}
        />
        <StatusMessage message={status} />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            className={SECONDARY_SUBMIT_BUTTON}
            disabled={isBusy}
          >
            Save
          </button>
          {isDraft && (
            <button type="submit" name="intent" value="publish" className={SUBMIT_BUTTON} disabled={isBusy}>
              Publish
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
