import { type ReactNode, useState } from 'react';
import { JOB_ROLE_CATEGORIES, POSITION_TYPES, RECEIVE_APPLICANTS } from '#domain/jobs/job-constants.ts';
import {
  EQUITY_INSTRUMENT_OPTIONS,
  EQUITY_TYPE_OPTIONS,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_MAX_ROLES,
  JOB_TITLE_MAX_LENGTH,
  SALARY_CURRENCIES,
  SALARY_PERIOD_OPTIONS,
  SALARY_TYPE_OPTIONS,
} from '#domain/jobs/job-form-constants.ts';
import { findWordingHints } from '#domain/jobs/job-wording.ts';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';
import { postedList, postedText } from '../../lib/form-result.ts';
import { ErrorSummary } from '../ui/error-summary.tsx';
import {
  CheckboxField,
  ChoiceGroup,
  FieldIdsForm,
  FormError,
  InputField,
  SECONDARY_SUBMIT_BUTTON,
  SelectField,
  SubmitButton,
  TextAreaField,
} from '../ui/form-controls.tsx';

/** What the form starts from: a saved job's fields (edit), or nothing (new). */
export type JobFormInitial = {
  title: string;
  description: string;
  positionType: string;
  roles: string[];
  isRemote: boolean;
  locationLocality: string | null;
  locationCountry: string | null;
  locationAddress: string | null;
  salaryType: string;
  salaryCurrency: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: string | null;
  collectiveAgreement: string | null;
  equityType: string;
  equityInstrument: string | null;
  equityMin: number | null;
  equityMax: number | null;
  equityVestingMonths: number | null;
  equityCliffMonths: number | null;
  perks: { icon: string }[];
  visaSponsorship: boolean;
  relocationHelp: boolean;
  openToNonEu: boolean;
  receiveApplicants: string;
  applyEmail: string | null;
  applyUrl: string | null;
  expirationDate: string | null;
};

export type PayTransparencyNotice = {
  /** The rule applies to this startup's jobs now: a range or a collective agreement is required. */
  isRequired: boolean;
  summary: string | null;
};

type JobFormProps = {
  initial: JobFormInitial | null;
  values: Record<string, string | string[]> | null;
  fieldErrors: Record<string, string>;
  formError: string | null;
  perkOptions: readonly { value: string; text: string }[];
  payTransparency: PayTransparencyNotice;
  /**
   * 'new' and 'draft' offer Save draft and Publish; 'approval' (made on the startup's behalf) Save and
   * Approve and publish; 'published' saves changes to a public job; 'onBehalf' (the back office)
   * creates a job that waits for the startup's approval.
   */
  mode: 'new' | 'draft' | 'approval' | 'published' | 'onBehalf';
  /** Fields before the job's own (the back office's startup key). */
  leadingFields?: ReactNode;
  /** Today and the latest allowed expiry ('YYYY-MM-DD'), for the date field's range. */
  today: string;
  latestExpiry: string;
  defaultCurrency: string;
};

const SECTION = 'space-y-5 rounded-xl border border-slate-200 bg-white p-5';

/** The form's fields top to bottom: the error summary lists their errors in this order. */
const FIELD_ORDER = [
  'title',
  'description',
  'positionType',
  'roles',
  'isRemote',
  'locationLocality',
  'locationCountry',
  'locationAddress',
  'salaryType',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'collectiveAgreement',
  'equityType',
  'equityInstrument',
  'equityMin',
  'equityMax',
  'equityVestingMonths',
  'equityCliffMonths',
  'perks',
  'receiveApplicants',
  'applyEmail',
  'applyUrl',
  'expirationDate',
] as const;
const SECTION_TITLE = 'text-lg font-semibold text-slate-900';

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The job form of the startup portal: every job field of the site config, as plain controls that
 * post to the page's action (it works without JavaScript; the server checks everything and the
 * errors come back beside their fields). With JavaScript, wording hints follow the title as it is
 * typed.
 */
export function JobForm(props: JobFormProps) {
  const { initial, values, fieldErrors } = props;
  const pick = (name: string, saved: string) => postedText(values, name) ?? saved;
  const pickList = (name: string, saved: string[]) => postedList(values, name) ?? saved;
  const isChecked = (name: string, saved: boolean) => (values ? postedText(values, name) === 'on' : saved);
  const [wording, setWording] = useState(() => ({
    title: pick('title', initial?.title ?? ''),
    description: pick('description', initial?.description ?? ''),
  }));
  const hints = findWordingHints(wording);
  const titleHints = hints.filter((h) => h.field === 'title');
  const descriptionHints = hints.filter((h) => h.field === 'description');

  return (
    <FieldIdsForm prefix="job" method="post" noValidate className="mt-8 space-y-8">
      <FormError message={props.formError} />
      <ErrorSummary fieldErrors={fieldErrors} order={FIELD_ORDER} />
      {props.leadingFields}

      <section aria-labelledby="job-basics" className={SECTION}>
        <h2 id="job-basics" className={SECTION_TITLE}>
          The job
        </h2>
        <InputField
          label="Job title"
          name="title"
          maxLength={JOB_TITLE_MAX_LENGTH}
          defaultValue={wording.title}
          onChange={(event) => {
            const title = event.currentTarget.value;
            setWording((w) => ({ ...w, title }));
          }}
          error={fieldErrors.title}
          hint={
            titleHints.length > 0 ? (
              <span className="text-amber-800">{titleHints.map((h) => h.message).join('. ')}.</span>
            ) : (
              'A plain title people search for, like "Backend developer" or "Sales manager".'
            )
          }
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={12}
          maxLength={JOB_DESCRIPTION_MAX_LENGTH}
          defaultValue={wording.description}
          onChange={(event) => {
            const description = event.currentTarget.value;
            setWording((w) => ({ ...w, description }));
          }}
          error={fieldErrors.description}
          hint={
            descriptionHints.length > 0 ? (
              <span className="text-amber-800">{descriptionHints.map((h) => h.message).join('. ')}.</span>
            ) : (
              'Blank lines make paragraphs; start a line with "## " for a heading, "- " for a list item; **bold**.'
            )
          }
        />
        <SelectField
          label="Type of position"
          name="positionType"
          options={POSITION_TYPES}
          defaultValue={pick('positionType', initial?.positionType ?? 'fulltime')}
          error={fieldErrors.positionType}
        />
        <fieldset
          id="job-roles"
          className="space-y-3"
          aria-describedby={fieldErrors.roles ? 'roles-error' : 'roles-hint'}
        >
          <legend className="text-sm font-medium text-slate-800">Roles</legend>
          <p id="roles-hint" className="text-xs text-slate-600">
            Choose up to {JOB_MAX_ROLES}: talent filters jobs by role.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {JOB_ROLE_CATEGORIES.map((category) => (
              <ChoiceGroup
                key={category.key}
                id={`job-roles-${category.key}`}
                legend={category.text}
                name="roles"
                type="checkbox"
                columns={1}
                options={category.roles.map((role) => ({ value: role.key, text: role.text }))}
                selected={pickList('roles', initial?.roles ?? [])}
              />
            ))}
          </div>
          {fieldErrors.roles && (
            <p id="roles-error" className="text-sm text-red-700">
              {fieldErrors.roles}
            </p>
          )}
        </fieldset>
      </section>

      <section aria-labelledby="job-location" className={SECTION}>
        <h2 id="job-location" className={SECTION_TITLE}>
          Location
        </h2>
        <CheckboxField
          label="Remote: people can work from anywhere"
          name="isRemote"
          defaultChecked={isChecked('isRemote', initial?.isRemote ?? false)}
          error={fieldErrors.isRemote}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="City"
            name="locationLocality"
            maxLength={100}
            autoComplete="address-level2"
            defaultValue={pick('locationLocality', text(initial?.locationLocality))}
            error={fieldErrors.locationLocality}
          />
          <SelectField
            label="Country"
            name="locationCountry"
            placeholder="Choose a country"
            options={NORDIC_COUNTRIES}
            defaultValue={pick('locationCountry', text(initial?.locationCountry))}
            error={fieldErrors.locationCountry}
          />
        </div>
        <InputField
          label="Address (optional)"
          name="locationAddress"
          maxLength={200}
          autoComplete="street-address"
          defaultValue={pick('locationAddress', text(initial?.locationAddress))}
          error={fieldErrors.locationAddress}
        />
      </section>

      <section aria-labelledby="job-pay" className={SECTION}>
        <h2 id="job-pay" className={SECTION_TITLE}>
          Salary
        </h2>
        <p
          className={
            props.payTransparency.isRequired
              ? 'rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900'
              : 'rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700'
          }
        >
          {props.payTransparency.isRequired
            ? 'Pay transparency rules apply to this job: give a salary range, or the collective agreement that sets the pay, before you publish.'
            : 'Jobs with a salary range get more applicants, and pay transparency rules will soon require one across the EU.'}{' '}
          {props.payTransparency.summary}
        </p>
        <ChoiceGroup
          legend="How is the salary shown?"
          name="salaryType"
          type="radio"
          columns={3}
          options={SALARY_TYPE_OPTIONS}
          selected={[pick('salaryType', initial?.salaryType ?? 'competitive')]}
          error={fieldErrors.salaryType}
        />
        <div className="grid gap-4 sm:grid-cols-4">
          <InputField
            label="Lowest salary"
            name="salaryMin"
            inputMode="numeric"
            defaultValue={pick('salaryMin', text(initial?.salaryMin))}
            error={fieldErrors.salaryMin}
          />
          <InputField
            label="Highest salary"
            name="salaryMax"
            inputMode="numeric"
            defaultValue={pick('salaryMax', text(initial?.salaryMax))}
            error={fieldErrors.salaryMax}
          />
          <SelectField
            label="Currency"
            name="salaryCurrency"
            options={SALARY_CURRENCIES.map((c) => ({ value: c, text: c }))}
            defaultValue={pick('salaryCurrency', initial?.salaryCurrency ?? props.defaultCurrency)}
            error={fieldErrors.salaryCurrency}
          />
          <SelectField
            label="Period"
            name="salaryPeriod"
            options={SALARY_PERIOD_OPTIONS}
            defaultValue={pick('salaryPeriod', initial?.salaryPeriod ?? 'month')}
            error={fieldErrors.salaryPeriod}
          />
        </div>
        <InputField
          label="Collective agreement (optional)"
          name="collectiveAgreement"
          maxLength={200}
          hint="When a collective agreement sets the pay, name it here, e.g. the agreement and the union."
          defaultValue={pick('collectiveAgreement', text(initial?.collectiveAgreement))}
          error={fieldErrors.collectiveAgreement}
        />
        <p className="text-xs text-slate-600">
          We never ask candidates for their previous salary, and neither should the job post.
        </p>
      </section>

      <section aria-labelledby="job-equity" className={SECTION}>
        <h2 id="job-equity" className={SECTION_TITLE}>
          Equity
        </h2>
        <ChoiceGroup
          legend="Does the job offer equity?"
          name="equityType"
          type="radio"
          columns={1}
          options={EQUITY_TYPE_OPTIONS}
          selected={[pick('equityType', initial?.equityType ?? 'undisclosed')]}
          error={fieldErrors.equityType}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Instrument"
            name="equityInstrument"
            placeholder="Not specified"
            options={EQUITY_INSTRUMENT_OPTIONS}
            defaultValue={pick('equityInstrument', text(initial?.equityInstrument))}
            error={fieldErrors.equityInstrument}
          />
          <InputField
            label="Lowest %"
            name="equityMin"
            inputMode="decimal"
            defaultValue={pick('equityMin', text(initial?.equityMin))}
            error={fieldErrors.equityMin}
          />
          <InputField
            label="Highest %"
            name="equityMax"
            inputMode="decimal"
            defaultValue={pick('equityMax', text(initial?.equityMax))}
            error={fieldErrors.equityMax}
          />
          <InputField
            label="Vesting (months)"
            name="equityVestingMonths"
            inputMode="numeric"
            defaultValue={pick('equityVestingMonths', text(initial?.equityVestingMonths))}
            error={fieldErrors.equityVestingMonths}
          />
          <InputField
            label="Cliff (months)"
            name="equityCliffMonths"
            inputMode="numeric"
            defaultValue={pick('equityCliffMonths', text(initial?.equityCliffMonths))}
            error={fieldErrors.equityCliffMonths}
          />
        </div>
      </section>

      <section aria-labelledby="job-perks" className={SECTION}>
        <h2 id="job-perks" className={SECTION_TITLE}>
          Perks, visa and relocation
        </h2>
        <ChoiceGroup
          legend="Perks and benefits"
          name="perks"
          type="checkbox"
          columns={2}
          options={props.perkOptions}
          selected={pickList(
            'perks',
            (initial?.perks ?? []).map((p) => p.icon),
          )}
          error={fieldErrors.perks}
        />
        <div className="space-y-3">
          <CheckboxField
            label="We can sponsor a work permit in the job's country"
            name="visaSponsorship"
            defaultChecked={isChecked('visaSponsorship', initial?.visaSponsorship ?? false)}
          />
          <CheckboxField
            label="We help with relocation"
            name="relocationHelp"
            defaultChecked={isChecked('relocationHelp', initial?.relocationHelp ?? false)}
          />
          <CheckboxField
            label="Open to candidates from outside the EU/EEA"
            name="openToNonEu"
            defaultChecked={isChecked('openToNonEu', initial?.openToNonEu ?? false)}
          />
        </div>
      </section>

      <section aria-labelledby="job-apply" className={SECTION}>
        <h2 id="job-apply" className={SECTION_TITLE}>
          Applications
        </h2>
        <ChoiceGroup
          legend="How do you receive applications?"
          name="receiveApplicants"
          type="radio"
          columns={1}
          options={RECEIVE_APPLICANTS}
          selected={[pick('receiveApplicants', initial?.receiveApplicants ?? 'platform')]}
          error={fieldErrors.receiveApplicants}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="Email for applications"
            name="applyEmail"
            type="email"
            maxLength={100}
            defaultValue={pick('applyEmail', text(initial?.applyEmail))}
            error={fieldErrors.applyEmail}
          />
          <InputField
            label="Web address for applications"
            name="applyUrl"
            inputMode="url"
            maxLength={500}
            placeholder="example.com/jobs/42"
            defaultValue={pick('applyUrl', text(initial?.applyUrl))}
            error={fieldErrors.applyUrl}
          />
        </div>
        <InputField
          label="Expiration date (optional)"
          name="expirationDate"
          type="date"
          min={props.today}
          max={props.latestExpiry}
          hint="Without a date the job stays live for 60 days after publishing; at most 120 days."
          defaultValue={pick('expirationDate', text(initial?.expirationDate?.slice(0, 10)))}
          error={fieldErrors.expirationDate}
        />
      </section>

      <div className="flex flex-wrap gap-3">
        {props.mode === 'onBehalf' ? (
          <SubmitButton name="intent" value="create" busyText="Creating…">
            Create for the startup’s approval
          </SubmitButton>
        ) : props.mode === 'published' ? (
          <SubmitButton name="intent" value="save" busyText="Saving…">
            Save changes
          </SubmitButton>
        ) : props.mode === 'approval' ? (
          <>
            <SubmitButton name="intent" value="save" className={SECONDARY_SUBMIT_BUTTON} busyText="Saving…">
              Save changes
            </SubmitButton>
            <SubmitButton name="intent" value="approve" busyText="Publishing…">
              Approve and publish
            </SubmitButton>
          </>
        ) : (
          <>
            <SubmitButton name="intent" value="save" className={SECONDARY_SUBMIT_BUTTON} busyText="Saving…">
              Save draft
            </SubmitButton>
            <SubmitButton name="intent" value="publish" busyText="Publishing…">
              Publish
            </SubmitButton>
          </>
        )}
      </div>
    </FieldIdsForm>
  );
}
