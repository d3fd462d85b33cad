// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { type FormEvent, useState } from 'react';
import { redirect, useRevalidator } from 'react-router';
import { isAppError } from '#domain/errors.ts';
import {
  type EditableInvestor,
  INVESTOR_INTRO_MAX_LENGTH,
  UpdateInvestorInput,
} from '#domain/investors/investor-form.schema.ts';
import { DEFAULT_SITE_CONFIG_LISTS } from '#domain/site/site-config-defaults.ts';
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
import type { Route } from './+types/client-investor-edit.ts';

/**
 * Spec §6: members and admins of this investor only; anyone else goes to `/investors/join` (logged
 * out: log in first). A draft investor belongs here, so there is no draft redirect.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireUser(context, url);
  try {
    const investor = await getAppContext(context).services.getEditableInvestor(me.id, params.investor);
    return { investor, categories: DEFAULT_SITE_CONFIG_LISTS.investor.categories };
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw redirect('/investors/join');
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: loaderData ? `Edit ${loaderData.investor.name}` : 'Edit investor profile',
      description: 'Edit your investor profile on Nordhub.',
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/**
 * `/client/investors/{key}/edit`: the investor's basic profile (name, category, website, a short
 * introduction), with Save, and Publish while it is a draft. Later issues grow this form.
 */
export default function ClientInvestorEdit({ loaderData }: Route.ComponentProps) {
  const { investor, categories } = loaderData;
  const revalidator = useRevalidator();
  const { isBusy, run } = useSubmitGuard();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const isDraft = investor.status === 'DRAFT';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const publish = submitter instanceof HTMLButtonElement && submitter.value === 'publish';
    const form = readTextFields(event.currentTarget);
    const input = {
      name: form.name ?? '',
      category: form.category ?? '',
      website: form.website ?? '',
      intro: form.intro ?? '',
      publish,
    };
    setStatus(null);
    const parsed = UpdateInvestorInput.safeParse(input);
    if (!parsed.success) {
      setErrors(issueFieldErrors(parsed.error.issues));
      setGeneralError(null);
      return;
    }
    setErrors({});
    const result = await run(() =>
      apiRequest<EditableInvestor>('PUT', `/api/investors/${encodeURIComponent(investor.key)}`, input),
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
        ? `${result.data.name} is published: startups can find it in the funding directory.`
        : 'Your changes are saved.',
    );
    await revalidator.revalidate();
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Edit investor profile</h1>
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
        {isDraft
          ? 'Only you and your team see this profile until you publish it.'
          : 'Your profile is listed in the funding directory.'}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
        <FormError message={generalError} />
        <FormField
          label="Investor name"
          name="name"
          maxLength={100}
          defaultValue={investor.name}
          error={errors.name}
        />
        <SelectField
          label="Category"
          name="category"
          placeholder="Choose a category"
          options={categories}
          defaultValue={investor.category}
          error={errors.category}
        />
        <FormField
          label="Website (optional)"
          name="website"
          inputMode="url"
          placeholder="example.com"
          maxLength={200}
          defaultValue={investor.website ?? ''}
          error={errors.website}
        />
        <TextAreaField
          label="Introduction"
          name="intro"
          rows={5}
          maxLength={INVESTOR_INTRO_MAX_LENGTH}
          defaultValue={investor.intro}
          hint={`Who you are and what you invest in, at most ${INVESTOR_INTRO_MAX_LENGTH} characters. Needed to publish.`}
          error={errors.intro}
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
