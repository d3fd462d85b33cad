import { redirect } from 'react-router';
import { AppError, isAppError } from '#domain/errors.ts';
import { checkInvestorPublishing, UpdateInvestorInput } from '#domain/investors/investor-form.schema.ts';
import { INVESTOR_INTRO_MAX_LENGTH } from '#domain/investors/investor-form-constants.ts';
import { DEFAULT_SITE_CONFIG_LISTS } from '#domain/site/site-config-defaults.ts';
import { getAppContext } from '../app-context.ts';
import { ErrorSummary } from '../components/ui/error-summary.tsx';
import {
  FieldIdsForm,
  FormError,
  InputField,
  SECONDARY_SUBMIT_BUTTON,
  SelectField,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import {
  addMissingFieldErrors,
  FORM_FIX_MESSAGE,
  issueFieldErrors,
  readForm,
  runFormAction,
} from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-investor-edit.ts';

/**
 * docs/product.md, Permissions: members and admins of this investor only; anyone else goes to `/investors/join` (logged
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

/** Save, or Publish a draft (the introduction is needed to publish). Works without JavaScript. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const me = requireUser(context, url);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const publish = form.intent === 'publish';
    const parsed = UpdateInvestorInput.safeParse({ ...form.values, publish });
    if (!parsed.success) {
      // A listed investor keeps its introduction on every save (the service checks it again): a
      // refused form says so with its other errors.
      const errors = issueFieldErrors(parsed.error.issues);
      const investor = publish ? null : await services.getEditableInvestor(me.id, params.investor);
      const intro = typeof form.values.intro === 'string' ? form.values.intro : '';
      const listed = checkInvestorPublishing(
        { intro },
        { isPublishing: false, isPublished: investor?.status === 'PUBLISHED' },
      );
      throw new AppError('VALIDATION', FORM_FIX_MESSAGE, addMissingFieldErrors(errors, listed));
    }
    const input = parsed.data;
    const saved = await services.investor.updateInvestor(me.id, params.investor, input);
    return {
      ok: true as const,
      message:
        publish && saved.status === 'PUBLISHED'
          ? `${saved.name} is published: startups can find it in the funding directory.`
          : 'Your changes are saved.',
    };
  });
}

/**
 * `/client/investors/{key}/edit`: the investor's basic profile (name, category, website, a short
 * introduction), with Save, and Publish while it is a draft.
 */
export default function ClientInvestorEdit({ loaderData }: Route.ComponentProps) {
  const { investor, categories } = loaderData;
  const { fieldErrors, formError, values, message } = useFormResult();
  const isDraft = investor.status === 'DRAFT';
  const text = (name: string, saved: string) => postedText(values, name) ?? saved;
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
      <FieldIdsForm prefix="investor" method="post" noValidate className="mt-8 space-y-5">
        <FormError message={formError} />
        <ErrorSummary fieldErrors={fieldErrors} order={['name', 'category', 'website', 'intro']} />
        <InputField
          label="Investor name"
          name="name"
          maxLength={100}
          defaultValue={text('name', investor.name)}
          error={fieldErrors.name}
        />
        <SelectField
          label="Category"
          name="category"
          placeholder="Choose a category"
          options={categories}
          defaultValue={text('category', investor.category)}
          error={fieldErrors.category}
        />
        <InputField
          label="Website (optional)"
          name="website"
          inputMode="url"
          placeholder="example.com"
          maxLength={200}
          defaultValue={text('website', investor.website ?? '')}
          error={fieldErrors.website}
        />
        <TextAreaField
          label="Introduction"
          name="intro"
          rows={5}
          maxLength={INVESTOR_INTRO_MAX_LENGTH}
          defaultValue={text('intro', investor.intro)}
          hint={`Who you are and what you invest in, at most ${INVESTOR_INTRO_MAX_LENGTH} characters. Needed to publish.`}
          error={fieldErrors.intro}
        />
        <StatusMessage message={message} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="save" className={SECONDARY_SUBMIT_BUTTON} busyText="Saving…">
            Save
          </SubmitButton>
          {isDraft && (
            <SubmitButton name="intent" value="publish" busyText="Publishing…">
              Publish
            </SubmitButton>
          )}
        </div>
      </FieldIdsForm>
    </div>
  );
}
