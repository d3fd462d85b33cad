import { useMemo, useRef, useState } from 'react';
import { Link, useActionData, useNavigation } from 'react-router';
import type { EditableCompanyProfile } from '#domain/companies/company-profile.schema.ts';
import {
  CompanyProfileInput,
  checkProfilePublishing,
  readCompanyProfileForm,
} from '#domain/companies/company-profile.schema.ts';
import {
  CITY_MAX_LENGTH,
  COMPANY_DESCRIPTION_MAX_LENGTH,
  GALLERY_MAX_IMAGES,
  INDUSTRIES_MAX,
  KEY_FIGURE_VALUE_MAX_LENGTH,
  KEY_FIGURES_MAX,
  PERSON_NAME_MAX_LENGTH,
  QUOTE_MAX_LENGTH,
  SPARE_FORM_ROWS,
  TEAM_MAX_MEMBERS,
} from '#domain/companies/company-profile-constants.ts';
import type { ProfileChoiceLists } from '#domain/companies/company-profile-labels.ts';
import { AppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { ImageUploadField, UploadsInFlight } from '../components/companies/image-upload-field.tsx';
import { ErrorSummary } from '../components/ui/error-summary.tsx';
import {
  CheckboxField,
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
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import {
  type FormSuccess,
  listFieldError,
  postedRows,
  savedProfileOf,
  useFormResult,
} from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { attachPostedImages, compactPostedRows } from '../lib/posted-images.server.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/client-startup-edit.ts';

/**
 * docs/product.md, Permissions: members and admins of this startup only; anyone else goes to `/client/` (logged out: log
 * in first). A draft startup belongs here (the guard sends drafts' other pages here).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const [profile, choices] = await Promise.all([
    services.companyProfile.getProfile(me.id, params.company),
    services.companyProfile.getProfileChoices(),
  ]);
  return { profile, choices };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Edit ${loaderData.profile.name}` : 'Edit startup profile',
    description: 'Edit your startup profile on Nordhub.',
    noIndex: true,
  });
}

/**
 * Save or Publish the whole profile. A plain multipart form post: it works before hydration and
 * without JavaScript (pictures then come inside the form and are stored here through the upload
 * service); with JavaScript the pictures are already uploaded and only their keys are posted.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const fileErrors = await attachPostedImages(form, (kind, data) =>
      services.companyProfile.storeImageUpload(me.id, kind, data),
    );
    // Rows are numbered as kept (blank spare rows dropped), so errors and the refused form agree.
    compactPostedRows(form.values, 'team');
    compactPostedRows(form.values, 'keyFigures');
    const parsed = CompanyProfileInput.safeParse(readCompanyProfileForm(form.values));
    const fieldErrors: Record<string, string[]> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join('.') || '_';
        fieldErrors[key] ??= [issue.message];
      }
      // What a public profile needs (the service checks it again), so a refused form shows it at once.
      const whatWeDo = typeof form.values.whatWeDo === 'string' ? form.values.whatWeDo : '';
      const publishing = checkProfilePublishing(
        { whatWeDo },
        { isPublishing: form.intent === 'publish', isPublished: startup.status === 'PUBLISHED' },
      );
      for (const [key, messages] of Object.entries(publishing)) fieldErrors[key] ??= messages;
    }
    Object.assign(fieldErrors, fileErrors);
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      throw new AppError('VALIDATION', 'Please correct the fields marked below', fieldErrors);
    }
    const before = await services.companyProfile.getProfile(me.id, params.company);
    const saved = await services.companyProfile.updateProfile(me.id, params.company, parsed.data);
    const message =
      parsed.data.publish && before.status === 'DRAFT'
        ? `${saved.name} is published: everyone can see it now.`
        : 'Your changes are saved.';
    // The saved profile comes back with the answer: the form shows exactly what was stored.
    return { ok: true, message, intent: form.intent, profile: saved } satisfies SavedProfile;
  });
}

type SavedProfile = FormSuccess & { profile: EditableCompanyProfile };

/** What the form shows: the saved profile, or what was posted when the server refused it. */
type FormState = {
  name: string;
  countryCode: string;
  website: string;
  whatWeDo: string;
  quote: string;
  city: string;
  foundedYear: string;
  countryCodes: string[];
  industries: string[];
  isImpact: boolean;
  sdgs: string[];
  stage: string;
  fundingStage: string;
  businessModel: string;
  numberOfEmployees: string;
  perks: string[];
  investors: string;
  team: { name: string; title: string; image: string }[];
  keyFigures: { name: string; value: string }[];
  logo: string[];
  gallery: string[];
};

function fromProfile(profile: EditableCompanyProfile): FormState {
  return {
    name: profile.name,
    countryCode: profile.countryCode ?? '',
    website: profile.website ?? '',
    whatWeDo: profile.whatWeDo,
    quote: profile.quote ?? '',
    city: profile.city ?? '',
    foundedYear: profile.foundedYear === null ? '' : String(profile.foundedYear),
    // The headquarters country is its own field; the list holds the other countries.
    countryCodes: profile.countryCodes.filter((code) => code !== profile.countryCode),
    industries: profile.industries,
    isImpact: profile.isImpact,
    sdgs: profile.sdgs.map(String),
    stage: profile.stage ?? '',
    fundingStage: profile.fundingStage ?? '',
    businessModel: profile.businessModel ?? '',
    numberOfEmployees: profile.numberOfEmployees ?? '',
    perks: profile.perks.map((perk) => perk.icon),
    investors: profile.investors.join('\n'),
    team: profile.team.map((member) => ({ ...member, image: member.image ?? '' })),
    keyFigures: profile.keyFigures,
    logo: profile.logoImage ? [profile.logoImage] : [],
    gallery: profile.galleryImages,
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
  return {
    name: text('name'),
    countryCode: text('countryCode'),
    website: text('website'),
    whatWeDo: text('whatWeDo'),
    quote: text('quote'),
    city: text('city'),
    foundedYear: text('foundedYear'),
    countryCodes: list('countryCodes'),
    industries: list('industries'),
    isImpact: text('isImpact') !== '',
    sdgs: list('sdgs'),
    stage: text('stage'),
    fundingStage: text('fundingStage'),
    businessModel: text('businessModel'),
    numberOfEmployees: text('numberOfEmployees'),
    perks: list('perks'),
    investors: text('investors'),
    team: postedRows(values, 'team', TEAM_MAX_MEMBERS).map((row) => ({
      name: row.name ?? '',
      title: row.title ?? '',
      image: row.image ?? '',
    })),
    keyFigures: postedRows(values, 'keyFigures', KEY_FIGURES_MAX).map((row) => ({
      name: row.name ?? '',
      value: row.value ?? '',
    })),
    logo: text('logoImage') ? [text('logoImage')] : [],
    gallery: list('galleryImages').filter((key) => key !== ''),
  };
}

const SECTION = 'space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const FIELD_ID_PREFIX = 'profile';

/** The form's fields top to bottom: the error summary lists their errors in this order. */
const FIELD_ORDER = [
  'name',
  'countryCode',
  'city',
  'website',
  'foundedYear',
  'whatWeDo',
  'quote',
  'logoImage',
  'galleryImages',
  'countryCodes',
  'industries',
  'isImpact',
  'sdgs',
  'stage',
  'fundingStage',
  'businessModel',
  'numberOfEmployees',
  'keyFigures',
  'team',
  'investors',
  'perks',
] as const;
const ADD_BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/**
 * `/client/startups/{key}/edit`: the whole startup profile (docs/product.md, Data): the basics, logo and
 * gallery, the company facts with the site configuration's labels, key figures, team, investors and
 * perks; Save, and Publish while it is a draft.
 */
export default function ClientStartupEdit({ loaderData }: Route.ComponentProps) {
  const { choices } = loaderData;
  const { fieldErrors, formError, values, message } = useFormResult();
  const actionData = useActionData();
  // Each answer of the action shows the form anew (from what was posted, or from the saved profile),
  // so rows and pictures match the errors the answer carries.
  const answers = useRef({ last: undefined as unknown, count: 0 });
  if (actionData !== answers.current.last) {
    answers.current = { last: actionData, count: answers.current.count + 1 };
  }
  const formVersion = answers.current.count;
  // After a save, the answer's profile (the loader's copy may be a moment behind it).
  const profile = savedProfileOf<EditableCompanyProfile>(actionData) ?? loaderData.profile;
  const state = values ? fromPosted(values) : fromProfile(profile);
  const isDraft = profile.status === 'DRAFT';
  const key = encodeURIComponent(profile.key);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
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
            <Link to={`/startups/${key}`} className="font-semibold text-brand-700 hover:underline">
              view its page
            </Link>
            .
          </>
        )}{' '}
        <Link to={`/client/startups/${key}/profile`} className="font-semibold text-brand-700 hover:underline">
          Preview your page
        </Link>
      </p>
      <ProfileForm
        key={formVersion}
        state={state}
        choices={choices}
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
  fieldErrors,
  formError,
  message,
  isDraft,
}: {
  state: FormState;
  choices: ProfileChoiceLists;
  fieldErrors: Record<string, string>;
  formError: string | null;
  message: string | null;
  isDraft: boolean;
}) {
  const isHydrated = useHydrated();
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(0);
  const uploads = useMemo(() => ({ change: (delta: number) => setUploading((n) => n + delta) }), []);
  const [isImpact, setIsImpact] = useState(state.isImpact);
  const [teamRows, setTeamRows] = useState(Math.min(TEAM_MAX_MEMBERS, state.team.length + SPARE_FORM_ROWS));
  const [figureRows, setFigureRows] = useState(
    Math.min(KEY_FIGURES_MAX, state.keyFigures.length + SPARE_FORM_ROWS),
  );
  const isSubmitting = navigation.state === 'submitting';
  const isBusy = isSubmitting || uploading > 0;
  const busyIntent = isSubmitting ? navigation.formData?.get('intent') : null;
  const otherCountries = choices.countries.filter((country) => country.value !== state.countryCode);

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
            label="Startup name"
            name="name"
            maxLength={100}
            autoComplete="organization"
            defaultValue={state.name}
            error={fieldErrors.name}
          />
          <SelectField
            label="Country"
            name="countryCode"
            placeholder="Choose a country"
            options={choices.countries}
            defaultValue={state.countryCode}
            hint="Where your headquarters is."
            error={fieldErrors.countryCode}
          />
          <InputField
            label="City (optional)"
            name="city"
            maxLength={CITY_MAX_LENGTH}
            defaultValue={state.city}
            error={fieldErrors.city}
          />
          <InputField
            label="Website (optional)"
            name="website"
            inputMode="url"
            placeholder="example.com"
            maxLength={200}
            defaultValue={state.website}
            error={fieldErrors.website}
          />
          <InputField
            label="Founded (optional)"
            name="foundedYear"
            inputMode="numeric"
            placeholder="2021"
            maxLength={4}
            defaultValue={state.foundedYear}
            error={fieldErrors.foundedYear}
          />
          <TextAreaField
            label="What we do"
            name="whatWeDo"
            rows={4}
            maxLength={COMPANY_DESCRIPTION_MAX_LENGTH}
            defaultValue={state.whatWeDo}
            hint={`A sentence or two for the startup lists, at most ${COMPANY_DESCRIPTION_MAX_LENGTH} characters. Needed to publish.`}
            error={fieldErrors.whatWeDo}
          />
          <TextAreaField
            label="Quote (optional)"
            name="quote"
            rows={2}
            maxLength={QUOTE_MAX_LENGTH}
            defaultValue={state.quote}
            hint="A line from your founders or team, shown on your page."
            error={fieldErrors.quote}
          />
        </section>

        <section aria-labelledby="pictures-heading" className={SECTION}>
          <h2 id="pictures-heading" className="text-xl font-semibold text-slate-900">
            Logo and photos
          </h2>
          <ImageUploadField
            label="Logo"
            hint="PNG, JPEG or WebP, at most 8 MB, at least 64×64 pixels. A square picture works best."
            kind="logo"
            name="logoImage"
            fileName="logoFile"
            initialKeys={state.logo}
            max={1}
            error={fieldErrors.logoImage}
            previewAlt={() => `${state.name} logo`}
          />
          <ImageUploadField
            label="Gallery"
            hint={`Up to ${GALLERY_MAX_IMAGES} photos of your team, office or product: PNG, JPEG or WebP, at most 8 MB each.`}
            kind="gallery"
            name="galleryImages"
            fileName="galleryFiles"
            initialKeys={state.gallery}
            max={GALLERY_MAX_IMAGES}
            error={listFieldError(fieldErrors, 'galleryImages')}
            previewAlt={(index) => `gallery item ${index + 1}`}
            previewShape="wide"
          />
        </section>

        <section aria-labelledby="company-heading" className={SECTION}>
          <h2 id="company-heading" className="text-xl font-semibold text-slate-900">
            About the company
          </h2>
          <ChoiceGroup
            legend="Other countries you are present in"
            name="countryCodes"
            type="checkbox"
            options={otherCountries}
            selected={state.countryCodes}
            columns={3}
            error={listFieldError(fieldErrors, 'countryCodes')}
          />
          <ChoiceGroup
            legend="Industries"
            name="industries"
            type="checkbox"
            options={choices.industries}
            selected={state.industries}
            columns={3}
            hint={`Choose up to ${INDUSTRIES_MAX}.`}
            error={listFieldError(fieldErrors, 'industries')}
          />
          <CheckboxField
            label="We are an impact startup"
            name="isImpact"
            defaultChecked={state.isImpact}
            onChange={(event) => setIsImpact(event.currentTarget.checked)}
            hint="Impact startups show the UN Sustainable Development Goals they work for."
          />
          {(!isHydrated || isImpact) && (
            <ChoiceGroup
              legend="Sustainable Development Goals (impact startups)"
              name="sdgs"
              type="checkbox"
              options={choices.sdgs.map((goal) => ({
                value: String(goal.value),
                text: `${goal.value}. ${goal.text}`,
              }))}
              selected={state.sdgs}
              error={listFieldError(fieldErrors, 'sdgs')}
            />
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Stage"
              name="stage"
              placeholder="Not specified"
              options={choices.stages}
              defaultValue={state.stage}
              error={fieldErrors.stage}
            />
            <SelectField
              label="Funding"
              name="fundingStage"
              placeholder="Not specified"
              options={choices.fundingStages}
              defaultValue={state.fundingStage}
              error={fieldErrors.fundingStage}
            />
            <SelectField
              label="Business model"
              name="businessModel"
              placeholder="Not specified"
              options={choices.businessModels}
              defaultValue={state.businessModel}
              error={fieldErrors.businessModel}
            />
            <SelectField
              label="Number of employees"
              name="numberOfEmployees"
              placeholder="Not specified"
              options={choices.numberOfEmployees}
              defaultValue={state.numberOfEmployees}
              error={fieldErrors.numberOfEmployees}
            />
          </div>
        </section>

        <section aria-labelledby="figures-heading" className={SECTION}>
          <h2 id="figures-heading" className="text-xl font-semibold text-slate-900">
            Key figures
          </h2>
          <p className="text-sm text-slate-600">Numbers talent cares about, like revenue or customers.</p>
          {fieldErrors.keyFigures && (
            <p id={fieldIdOf(FIELD_ID_PREFIX, 'keyFigures')} className="text-sm text-red-700">
              {fieldErrors.keyFigures}
            </p>
          )}
          {Array.from({ length: figureRows }, (_, index) => {
            const figure = state.keyFigures[index];
            return (
              <fieldset
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form.
                key={index}
                className="grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-2"
              >
                <legend className="text-sm font-semibold text-slate-700">Key figure {index + 1}</legend>
                <SelectField
                  label="Figure"
                  name={`keyFigures.${index}.name`}
                  placeholder="Choose a figure"
                  options={choices.keyFigureNames}
                  defaultValue={figure?.name ?? ''}
                  error={fieldErrors[`keyFigures.${index}.name`]}
                />
                <InputField
                  label="Value"
                  name={`keyFigures.${index}.value`}
                  maxLength={KEY_FIGURE_VALUE_MAX_LENGTH}
                  placeholder="€2.4M"
                  defaultValue={figure?.value ?? ''}
                  error={fieldErrors[`keyFigures.${index}.value`]}
                />
              </fieldset>
            );
          })}
          {isHydrated && figureRows < KEY_FIGURES_MAX && (
            <button type="button" className={ADD_BUTTON} onClick={() => setFigureRows((n) => n + 1)}>
              Add another key figure
            </button>
          )}
        </section>

        <section aria-labelledby="team-heading" className={SECTION}>
          <h2 id="team-heading" className="text-xl font-semibold text-slate-900">
            Team
          </h2>
          <p className="text-sm text-slate-600">Founders and key people, with a photo if you like.</p>
          {fieldErrors.team && (
            <p id={fieldIdOf(FIELD_ID_PREFIX, 'team')} className="text-sm text-red-700">
              {fieldErrors.team}
            </p>
          )}
          {Array.from({ length: teamRows }, (_, index) => {
            const member = state.team[index];
            return (
              <fieldset
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form.
                key={index}
                className="space-y-3 border-t border-slate-100 pt-4"
              >
                <legend className="text-sm font-semibold text-slate-700">Team member {index + 1}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <InputField
                    label="Name"
                    name={`team.${index}.name`}
                    maxLength={PERSON_NAME_MAX_LENGTH}
                    defaultValue={member?.name ?? ''}
                    error={fieldErrors[`team.${index}.name`]}
                  />
                  <InputField
                    label="Title"
                    name={`team.${index}.title`}
                    maxLength={PERSON_NAME_MAX_LENGTH}
                    placeholder="CEO and co-founder"
                    defaultValue={member?.title ?? ''}
                    error={fieldErrors[`team.${index}.title`]}
                  />
                </div>
                <ImageUploadField
                  label="Photo"
                  kind="team"
                  name={`team.${index}.image`}
                  fileName={`team.${index}.imageFile`}
                  initialKeys={member?.image ? [member.image] : []}
                  max={1}
                  error={fieldErrors[`team.${index}.image`]}
                  previewAlt={() => `portrait of team member ${index + 1}`}
                />
              </fieldset>
            );
          })}
          {isHydrated && teamRows < TEAM_MAX_MEMBERS && (
            <button type="button" className={ADD_BUTTON} onClick={() => setTeamRows((n) => n + 1)}>
              Add another team member
            </button>
          )}
        </section>

        <section aria-labelledby="backers-heading" className={SECTION}>
          <h2 id="backers-heading" className="text-xl font-semibold text-slate-900">
            Investors and perks
          </h2>
          <TextAreaField
            label="Investors (optional)"
            name="investors"
            rows={3}
            defaultValue={state.investors}
            hint="One name per line."
            error={listFieldError(fieldErrors, 'investors')}
          />
          <ChoiceGroup
            legend="Perks"
            name="perks"
            type="checkbox"
            options={choices.perks.map((perk) => ({ value: perk.icon, text: perk.text }))}
            selected={state.perks}
            error={listFieldError(fieldErrors, 'perks')}
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
