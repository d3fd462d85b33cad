import { useMemo, useRef, useState } from 'react';
import { Link, useActionData, useNavigation } from 'react-router';
import { AppError } from '#domain/errors.ts';
import type { FundingChoices } from '#domain/investors/funding-choices.ts';
import {
  INVESTOR_INTRO_MAX_LENGTH,
  INVESTOR_INVESTMENTS_MAX,
  INVESTOR_KEY_PEOPLE_MAX,
  INVESTOR_PERSON_NAME_MAX_LENGTH,
  INVESTOR_SPARE_ROWS,
  INVESTOR_URL_MAX_LENGTH,
  LISTING_LABELS,
} from '#domain/investors/investor-form-constants.ts';
import {
  checkInvestorListing,
  type EditableInvestorProfile,
  InvestorProfileInput,
  readInvestorProfileForm,
} from '#domain/investors/investor-profile.schema.ts';
import { DEFAULT_SITE_CONFIG_LISTS } from '#domain/site/site-config-defaults.ts';
import { getAppContext } from '../app-context.ts';
import { ImageUploadField, UploadsInFlight } from '../components/companies/image-upload-field.tsx';
import { ErrorSummary } from '../components/ui/error-summary.tsx';
import {
  ChoiceGroup,
  FieldIdsForm,
  FormError,
  fieldIdOf,
  InputField,
  SECONDARY_SUBMIT_BUTTON,
  SelectField,
  StatusMessage,
  SUBMIT_BUTTON,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import {
  addMissingFieldErrors,
  FORM_FIX_MESSAGE,
  issueFieldErrors,
  readForm,
  runFormAction,
} from '../lib/form-action.server.ts';
import {
  type FormSuccess,
  listFieldError,
  postedRows,
  savedProfileOf,
  useFormResult,
} from '../lib/form-result.ts';
import { requireInvestorMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { attachPostedImages, compactPostedRows } from '../lib/posted-images.server.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/client-investor-edit.ts';

/**
 * docs/product.md, Permissions: members and admins of this investor only; anyone else goes to
 * `/investors/join` (logged out: log in first). A draft investor belongs here.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  const { services } = getAppContext(context);
  const [profile, choices] = await Promise.all([
    services.investor.getProfile(me.id, params.investor),
    services.investor.getChoices(),
  ]);
  return { profile, choices, contactPreferences: DEFAULT_SITE_CONFIG_LISTS.investor.contactPreferences };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Edit ${loaderData.profile.name}` : 'Edit investor profile',
    description: 'Edit your investor profile on Nordhub.',
    noIndex: true,
  });
}

/**
 * Save or Publish the whole profile: a plain multipart form post that works without JavaScript
 * (pictures then come inside the form and are stored through the upload service); with JavaScript
 * the pictures are already uploaded and only their keys are posted.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const fileErrors = await attachPostedImages(
      form,
      (kind, data) => services.investor.storeImageUpload(me.id, kind, data),
      {
        singles: [
          { field: 'logoImage', file: 'logoFile', kind: 'logo' },
          { field: 'coverImage', file: 'coverFile', kind: 'gallery' },
          { field: 'smallImage', file: 'smallFile', kind: 'logo' },
        ],
        hasGallery: false,
        rows: { prefix: 'keyPeople', kind: 'team' },
      },
    );
    // Rows are numbered as kept (blank spare rows dropped), so errors and the refused form agree.
    compactPostedRows(form.values, 'keyPeople');
    compactPostedRows(form.values, 'investments');
    const posted = readInvestorProfileForm(form.values);
    const parsed = InvestorProfileInput.safeParse(posted);
    const before = await services.investor.getProfile(me.id, params.investor);
    let fieldErrors = { ...(parsed.success ? {} : issueFieldErrors(parsed.error.issues)), ...fileErrors };
    if (!parsed.success) {
      // What a listed profile needs (the service checks it again), so a refused form shows it at once.
      const range = posted.investmentRange as { min?: string; max?: string };
      const listing = checkInvestorListing(
        {
          intro: typeof posted.intro === 'string' ? posted.intro : '',
          logoImage:
            typeof posted.logoImage === 'string' && posted.logoImage !== '' ? posted.logoImage : null,
          stages: postedList(form.values.stages),
          industries: postedList(form.values.industries),
          investmentRange: range.min && range.max ? { min: range.min, max: range.max } : null,
          countryCodes: postedList(form.values.countryCodes),
          markets: postedList(form.values.markets),
        },
        { isPublishing: form.intent === 'publish', isPublished: before.status === 'PUBLISHED' },
      );
      fieldErrors = addMissingFieldErrors(fieldErrors, listing);
    }
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      throw new AppError('VALIDATION', FORM_FIX_MESSAGE, fieldErrors);
    }
    const saved = await services.investor.updateInvestor(me.id, params.investor, parsed.data);
    const message =
      parsed.data.publish && before.status === 'DRAFT'
        ? `${saved.name} is published: startups can find it in the funding directory.`
        : 'Your changes are saved.';
    return { ok: true, message, intent: form.intent, profile: saved } satisfies SavedProfile;
  });
}

function postedList(value: string | string[] | undefined): string[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return values.filter((item) => item.trim() !== '');
}

type SavedProfile = FormSuccess & { profile: EditableInvestorProfile };

type Row = Record<string, string>;

/** What the form shows: the saved profile, or what was posted when the server refused it. */
type FormState = {
  text: Record<string, string>;
  lists: Record<'industries' | 'stages' | 'markets' | 'countryCodes' | 'sdgs', string[]>;
  images: Record<'logoImage' | 'coverImage' | 'smallImage', string[]>;
  keyPeople: Row[];
  investments: Row[];
};

function fromProfile(profile: EditableInvestorProfile): FormState {
  return {
    text: {
      name: profile.name,
      category: profile.category,
      website: profile.website ?? '',
      intro: profile.intro,
      'investmentRange.min': profile.investmentRange?.min ?? '',
      'investmentRange.max': profile.investmentRange?.max ?? '',
      contactPreference: profile.contactPreference,
      contactEmail: profile.contactEmail ?? '',
      contactUrl: profile.contactUrl ?? '',
    },
    lists: {
      industries: profile.industries,
      stages: profile.stages,
      markets: profile.markets,
      countryCodes: profile.countryCodes,
      sdgs: profile.sdgs.map(String),
    },
    images: {
      logoImage: profile.logoImage ? [profile.logoImage] : [],
      coverImage: profile.coverImage ? [profile.coverImage] : [],
      smallImage: profile.smallImage ? [profile.smallImage] : [],
    },
    keyPeople: profile.keyPeople.map((person) => ({
      name: person.name,
      title: person.title,
      image: person.image ?? '',
      linkedinUrl: person.linkedinUrl ?? '',
    })),
    investments: profile.investments.map((entry) => ({
      name: entry.name,
      companyKey: entry.companyKey ?? '',
    })),
  };
}

function fromPosted(values: Record<string, string | string[]>): FormState {
  const text = (name: string) => {
    const value = values[name];
    return (Array.isArray(value) ? value.at(-1) : value) ?? '';
  };
  const list = (name: string) => {
    const value = values[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  const names = [
    'name',
    'category',
    'website',
    'intro',
    'investmentRange.min',
    'investmentRange.max',
    'contactPreference',
    'contactEmail',
    'contactUrl',
  ];
  return {
    text: Object.fromEntries(names.map((name) => [name, text(name)])),
    lists: {
      industries: list('industries'),
      stages: list('stages'),
      markets: list('markets'),
      countryCodes: list('countryCodes'),
      sdgs: list('sdgs'),
    },
    images: {
      logoImage: text('logoImage') ? [text('logoImage')] : [],
      coverImage: text('coverImage') ? [text('coverImage')] : [],
      smallImage: text('smallImage') ? [text('smallImage')] : [],
    },
    keyPeople: postedRows(values, 'keyPeople', INVESTOR_KEY_PEOPLE_MAX),
    investments: postedRows(values, 'investments', INVESTOR_INVESTMENTS_MAX),
  };
}

const SECTION = 'space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const FIELD_ID_PREFIX = 'investor';
const ADD_BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/** The form's fields top to bottom: the error summary lists their errors in this order. */
const FIELD_ORDER = [
  'name',
  'category',
  'website',
  'intro',
  'logoImage',
  'coverImage',
  'smallImage',
  'stages',
  'industries',
  'investmentRange',
  'investmentRange.min',
  'investmentRange.max',
  'markets',
  'countryCodes',
  'sdgs',
  'keyPeople',
  'investments',
  'contactPreference',
  'contactEmail',
  'contactUrl',
] as const;

/**
 * `/client/investors/{key}/edit` (issue 33): the whole investor profile (docs/product.md, Data:
 * Investor), with Save, and Publish while it is a draft; what the profile still needs to be listed
 * is said at the top.
 */
export default function ClientInvestorEdit({ loaderData }: Route.ComponentProps) {
  const { choices, contactPreferences } = loaderData;
  const { fieldErrors, formError, values, message } = useFormResult();
  const actionData = useActionData();
  // Each answer of the action shows the form anew (from what was posted, or from the saved profile).
  const answers = useRef({ last: undefined as unknown, count: 0 });
  if (actionData !== answers.current.last) {
    answers.current = { last: actionData, count: answers.current.count + 1 };
  }
  const profile = savedProfileOf<EditableInvestorProfile>(actionData) ?? loaderData.profile;
  const state = values ? fromPosted(values) : fromProfile(profile);
  const isDraft = profile.status === 'DRAFT';
  const key = encodeURIComponent(profile.key);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
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
          : 'Your profile is listed in the funding directory.'}{' '}
        <Link
          to={`/client/investors/${key}/profile`}
          className="font-semibold text-brand-700 hover:underline"
        >
          See your page as founders see it
        </Link>
      </p>
      {profile.missingForListing.length > 0 && (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">To be listed, your profile still needs:</p>
          <ul className="mt-1 list-disc pl-5">
            {profile.missingForListing.map((field) => (
              <li key={field}>{LISTING_LABELS[field]}</li>
            ))}
          </ul>
        </div>
      )}
      <ProfileForm
        key={answers.current.count}
        state={state}
        choices={choices}
        contactPreferences={contactPreferences}
        fieldErrors={fieldErrors}
        formError={formError}
        message={message}
        isDraft={isDraft}
      />
    </div>
  );
}

function ProfileForm({
  state,
  choices,
  contactPreferences,
  fieldErrors,
  formError,
  message,
  isDraft,
}: {
  state: FormState;
  choices: FundingChoices;
  contactPreferences: readonly { value: string; text: string }[];
  fieldErrors: Record<string, string>;
  formError: string | null;
  message: string | null;
  isDraft: boolean;
}) {
  const isHydrated = useHydrated();
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(0);
  const uploads = useMemo(() => ({ change: (delta: number) => setUploading((n) => n + delta) }), []);
  const [peopleRows, setPeopleRows] = useState(
    Math.min(INVESTOR_KEY_PEOPLE_MAX, state.keyPeople.length + INVESTOR_SPARE_ROWS),
  );
  const [investmentRows, setInvestmentRows] = useState(
    Math.min(INVESTOR_INVESTMENTS_MAX, state.investments.length + INVESTOR_SPARE_ROWS),
  );
  const isSubmitting = navigation.state === 'submitting';
  const isBusy = isSubmitting || uploading > 0;
  const busyIntent = isSubmitting ? navigation.formData?.get('intent') : null;
  const name = state.text.name ?? '';

  return (
    <UploadsInFlight.Provider value={uploads}>
      <FieldIdsForm
        prefix={FIELD_ID_PREFIX}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mt-8 space-y-8"
      >
        <FormError message={formError} />
        <ErrorSummary fieldErrors={fieldErrors} order={FIELD_ORDER} />

        <section aria-labelledby="basics-heading" className={SECTION}>
          <h2 id="basics-heading" className="text-xl font-semibold text-slate-900">
            Basics
          </h2>
          <InputField
            label="Investor name"
            name="name"
            maxLength={100}
            autoComplete="organization"
            defaultValue={name}
            error={fieldErrors.name}
          />
          <SelectField
            label="Category"
            name="category"
            placeholder="Choose a category"
            options={choices.categories}
            defaultValue={state.text.category ?? ''}
            error={fieldErrors.category}
          />
          <InputField
            label="Website (optional)"
            name="website"
            inputMode="url"
            placeholder="example.com"
            maxLength={200}
            defaultValue={state.text.website ?? ''}
            error={fieldErrors.website}
          />
          <TextAreaField
            label="Introduction"
            name="intro"
            rows={5}
            maxLength={INVESTOR_INTRO_MAX_LENGTH}
            defaultValue={state.text.intro ?? ''}
            hint={`Who you are and what you invest in, at most ${INVESTOR_INTRO_MAX_LENGTH} characters. Needed to publish.`}
            error={fieldErrors.intro}
          />
        </section>

        <section aria-labelledby="pictures-heading" className={SECTION}>
          <h2 id="pictures-heading" className="text-xl font-semibold text-slate-900">
            Logo and images
          </h2>
          <ImageUploadField
            label="Logo"
            hint="PNG, JPEG or WebP, at most 8 MB, at least 64×64 pixels. Needed to publish."
            kind="logo"
            name="logoImage"
            fileName="logoFile"
            initialKeys={state.images.logoImage}
            max={1}
            error={fieldErrors.logoImage}
            previewAlt={() => `${name} logo`}
          />
          <ImageUploadField
            label="Cover image (optional)"
            hint="A wide picture shown at the top of your page."
            kind="gallery"
            name="coverImage"
            fileName="coverFile"
            initialKeys={state.images.coverImage}
            max={1}
            error={fieldErrors.coverImage}
            previewAlt={() => `${name} cover image`}
            previewShape="wide"
          />
          <ImageUploadField
            label="Small image (optional)"
            hint="A small square picture for lists and links."
            kind="logo"
            name="smallImage"
            fileName="smallFile"
            initialKeys={state.images.smallImage}
            max={1}
            error={fieldErrors.smallImage}
            previewAlt={() => `${name} small image`}
          />
        </section>

        <section aria-labelledby="focus-heading" className={SECTION}>
          <h2 id="focus-heading" className="text-xl font-semibold text-slate-900">
            What you invest in
          </h2>
          <p className="text-sm text-slate-600">
            Founders find you in the funding directory and the funding quiz by these answers.
          </p>
          <ChoiceGroup
            legend="Stages"
            name="stages"
            type="checkbox"
            options={choices.stages}
            selected={state.lists.stages}
            columns={3}
            error={listFieldError(fieldErrors, 'stages')}
          />
          <ChoiceGroup
            legend="Industries"
            name="industries"
            type="checkbox"
            options={choices.industries}
            selected={state.lists.industries}
            columns={3}
            hint="Choose Impact if every investment must show measurable impact."
            error={listFieldError(fieldErrors, 'industries')}
          />
          <fieldset id={fieldIdOf(FIELD_ID_PREFIX, 'investmentRange')} className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-slate-900 sm:col-span-2">Ticket size</legend>
            <SelectField
              label="Smallest ticket"
              name="investmentRange.min"
              placeholder="Not specified"
              options={choices.investmentRanges}
              defaultValue={state.text['investmentRange.min'] ?? ''}
              error={fieldErrors.investmentRange ?? fieldErrors['investmentRange.min']}
            />
            <SelectField
              label="Largest ticket"
              name="investmentRange.max"
              placeholder="Not specified"
              options={choices.investmentRanges}
              defaultValue={state.text['investmentRange.max'] ?? ''}
              error={fieldErrors['investmentRange.max']}
            />
          </fieldset>
          <ChoiceGroup
            legend="Markets you invest in"
            name="markets"
            type="checkbox"
            options={choices.markets}
            selected={state.lists.markets}
            columns={3}
            error={listFieldError(fieldErrors, 'markets')}
          />
          <ChoiceGroup
            legend="Countries you are based in"
            name="countryCodes"
            type="checkbox"
            options={choices.countries}
            selected={state.lists.countryCodes}
            columns={3}
            error={listFieldError(fieldErrors, 'countryCodes')}
          />
          <ChoiceGroup
            legend="Sustainable Development Goals (shown on the impact platform)"
            name="sdgs"
            type="checkbox"
            options={choices.sdgs.map((goal) => ({
              value: String(goal.value),
              text: `${goal.value}. ${goal.text}`,
            }))}
            selected={state.lists.sdgs}
            error={listFieldError(fieldErrors, 'sdgs')}
          />
        </section>

        <section aria-labelledby="people-heading" className={SECTION}>
          <h2 id="people-heading" className="text-xl font-semibold text-slate-900">
            Key people
          </h2>
          {fieldErrors.keyPeople && (
            <p id={fieldIdOf(FIELD_ID_PREFIX, 'keyPeople')} className="text-sm text-red-700">
              {fieldErrors.keyPeople}
            </p>
          )}
          {Array.from({ length: peopleRows }, (_, index) => {
            const person = state.keyPeople[index];
            return (
              <fieldset
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form.
                key={index}
                className="space-y-3 border-t border-slate-100 pt-4"
              >
                <legend className="text-sm font-semibold text-slate-700">Person {index + 1}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <InputField
                    label="Name"
                    name={`keyPeople.${index}.name`}
                    maxLength={INVESTOR_PERSON_NAME_MAX_LENGTH}
                    defaultValue={person?.name ?? ''}
                    error={fieldErrors[`keyPeople.${index}.name`]}
                  />
                  <InputField
                    label="Role"
                    name={`keyPeople.${index}.title`}
                    maxLength={INVESTOR_PERSON_NAME_MAX_LENGTH}
                    placeholder="Partner"
                    defaultValue={person?.title ?? ''}
                    error={fieldErrors[`keyPeople.${index}.title`]}
                  />
                </div>
                <InputField
                  label="LinkedIn profile (optional)"
                  name={`keyPeople.${index}.linkedinUrl`}
                  inputMode="url"
                  placeholder="https://www.linkedin.com/in/name"
                  maxLength={INVESTOR_URL_MAX_LENGTH}
                  defaultValue={person?.linkedinUrl ?? ''}
                  error={fieldErrors[`keyPeople.${index}.linkedinUrl`]}
                />
                <ImageUploadField
                  label="Photo"
                  kind="team"
                  name={`keyPeople.${index}.image`}
                  fileName={`keyPeople.${index}.imageFile`}
                  initialKeys={person?.image ? [person.image] : []}
                  max={1}
                  error={fieldErrors[`keyPeople.${index}.image`]}
                  previewAlt={() => `portrait of person ${index + 1}`}
                />
              </fieldset>
            );
          })}
          {isHydrated && peopleRows < INVESTOR_KEY_PEOPLE_MAX && (
            <button type="button" className={ADD_BUTTON} onClick={() => setPeopleRows((n) => n + 1)}>
              Add another person
            </button>
          )}
        </section>

        <section aria-labelledby="portfolio-heading" className={SECTION}>
          <h2 id="portfolio-heading" className="text-xl font-semibold text-slate-900">
            Investments
          </h2>
          <p className="text-sm text-slate-600">
            Your portfolio startups. When a startup has a page on Nordhub, enter its address (the part after
            /startups/) and your page links to it.
          </p>
          {fieldErrors.investments && (
            <p id={fieldIdOf(FIELD_ID_PREFIX, 'investments')} className="text-sm text-red-700">
              {fieldErrors.investments}
            </p>
          )}
          {Array.from({ length: investmentRows }, (_, index) => {
            const entry = state.investments[index];
            return (
              <fieldset
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form.
                key={index}
                className="grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-2"
              >
                <legend className="text-sm font-semibold text-slate-700">Investment {index + 1}</legend>
                <InputField
                  label="Startup name"
                  name={`investments.${index}.name`}
                  maxLength={INVESTOR_PERSON_NAME_MAX_LENGTH}
                  defaultValue={entry?.name ?? ''}
                  error={fieldErrors[`investments.${index}.name`]}
                />
                <InputField
                  label="Nordhub page (optional)"
                  name={`investments.${index}.companyKey`}
                  maxLength={100}
                  placeholder="kelp-labs"
                  defaultValue={entry?.companyKey ?? ''}
                  error={fieldErrors[`investments.${index}.companyKey`]}
                />
              </fieldset>
            );
          })}
          {isHydrated && investmentRows < INVESTOR_INVESTMENTS_MAX && (
            <button type="button" className={ADD_BUTTON} onClick={() => setInvestmentRows((n) => n + 1)}>
              Add another investment
            </button>
          )}
        </section>

        <section aria-labelledby="contact-heading" className={SECTION}>
          <h2 id="contact-heading" className="text-xl font-semibold text-slate-900">
            How startups contact you
          </h2>
          <ChoiceGroup
            legend="Startups contact you by"
            name="contactPreference"
            type="radio"
            columns={1}
            options={contactPreferences}
            selected={[state.text.contactPreference || 'EMAIL']}
            error={fieldErrors.contactPreference}
          />
          <InputField
            label="Pitch email (optional)"
            name="contactEmail"
            type="email"
            maxLength={200}
            defaultValue={state.text.contactEmail ?? ''}
            hint="Email: where pitches are mailed. Empty: every member of your team. Never shown publicly."
            error={fieldErrors.contactEmail}
          />
          <InputField
            label="Pitch page (optional)"
            name="contactUrl"
            inputMode="url"
            placeholder="https://example.com/pitch"
            maxLength={INVESTOR_URL_MAX_LENGTH}
            defaultValue={state.text.contactUrl ?? ''}
            hint="Website: where startups are sent to pitch. Empty: your website."
            error={fieldErrors.contactUrl}
          />
        </section>

        <StatusMessage message={message} />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            className={SECONDARY_SUBMIT_BUTTON}
            disabled={isBusy}
          >
            {busyIntent === 'save' ? 'Saving…' : 'Save'}
          </button>
          {isDraft && (
            <button type="submit" name="intent" value="publish" className={SUBMIT_BUTTON} disabled={isBusy}>
              {busyIntent === 'publish' ? 'Publishing…' : 'Publish'}
            </button>
          )}
          {uploading > 0 && <span className="text-sm text-slate-600">Waiting for the upload to finish…</span>}
        </div>
      </FieldIdsForm>
    </UploadsInFlight.Provider>
  );
}
