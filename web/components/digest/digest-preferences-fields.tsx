import { useId } from 'react';
import { DIGEST_FREQUENCY_OPTIONS } from '#domain/digest/digest-constants.ts';
import { JOB_ROLE_CATEGORIES } from '#domain/jobs/job-constants.ts';
import { NORDIC_COUNTRIES } from '#domain/location/country-constants.ts';
import type { FieldErrorMap } from '../auth/form-field.tsx';

/** The form's choice as the API takes it: country codes with REMOTE, role keys, a frequency. */
export type DigestChoice = {
  locations: string[];
  roles: string[];
  frequency: string;
  visaSponsorshipOnly: boolean;
};

/** docs/product.md, Validation: the digest's country list is the Nordic countries plus REMOTE (remote jobs). */
const COUNTRY_OPTIONS = [
  ...NORDIC_COUNTRIES.map((c) => ({ value: c.value, text: c.text })),
  { value: 'REMOTE', text: 'Remote (jobs you can do from anywhere)' },
];

const LEGEND = 'text-sm font-semibold text-slate-900';
const HINT = 'mt-1 text-sm text-slate-600';
const ERROR = 'mt-2 text-sm text-red-700';
const CHECK = 'h-4 w-4 shrink-0 rounded border-slate-400 text-brand-600 focus:ring-2 focus:ring-brand-600/40';

/** A group of choices whose error is read with it (the fieldset is described by the message). */
function ChoiceGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} className="min-w-0">
      <legend className={LEGEND}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      )}
      <div className="mt-3">{children}</div>
      {error && (
        <p id={`${id}-error`} className={ERROR}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Checkbox({
  name,
  value,
  label,
  checked,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className={CHECK} />
      {label}
    </label>
  );
}

/**
 * Countries (with Remote), roles by category and frequency: shared by the subscribe form and the
 * settings page. Uncontrolled inputs: the form is read when it is sent.
 */
export function DigestPreferencesFields({
  defaults,
  errors,
}: {
  defaults: DigestChoice;
  errors: FieldErrorMap;
}) {
  return (
    <div className="space-y-8">
      <ChoiceGroup
        legend="Countries"
        hint="Choose one or more. Remote adds remote jobs wherever the startup is."
        error={errors.locations}
      >
        <div className="grid gap-2 sm:grid-cols-2">
          {COUNTRY_OPTIONS.map((option) => (
            <Checkbox
              key={option.value}
              name="locations"
              value={option.value}
              label={option.text}
              checked={defaults.locations.includes(option.value)}
            />
          ))}
        </div>
      </ChoiceGroup>

      <ChoiceGroup legend="Roles" hint="Leave them all unticked to get every role." error={errors.roles}>
        <div className="grid gap-6 sm:grid-cols-2">
          {JOB_ROLE_CATEGORIES.map((category) => (
            <fieldset key={category.key} className="min-w-0">
              <legend className="text-sm font-medium text-slate-700">{category.text}</legend>
              <div className="mt-2 space-y-2">
                {category.roles.map((role) => (
                  <Checkbox
                    key={role.key}
                    name="roles"
                    value={role.key}
                    label={role.text}
                    checked={defaults.roles.includes(role.key)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </ChoiceGroup>

      <ChoiceGroup legend="Visa sponsorship">
        <Checkbox
          name="visaSponsorshipOnly"
          value="true"
          label="Only jobs where the startup can sponsor a work permit"
          checked={defaults.visaSponsorshipOnly}
        />
      </ChoiceGroup>

      <ChoiceGroup legend="How often" error={errors.frequency}>
        <div className="space-y-3">
          {DIGEST_FREQUENCY_OPTIONS.map((option) => (
            <label key={option.value} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="frequency"
                value={option.value}
                defaultChecked={defaults.frequency === option.value}
                className="mt-0.5 h-4 w-4 shrink-0 border-slate-400 text-brand-600 focus:ring-2 focus:ring-brand-600/40"
              />
              <span>
                <span className="font-medium">{option.text}</span>
                <span className="block text-slate-600">{option.description}</span>
              </span>
            </label>
          ))}
        </div>
      </ChoiceGroup>
    </div>
  );
}

/** A stored subscription as the form's choice: REMOTE back among the countries. */
export function toDigestChoice(subscription: {
  locations: readonly string[];
  includeRemoteJobs: boolean;
  roles: readonly string[];
  frequency: string;
  visaSponsorshipOnly: boolean;
}): DigestChoice {
  return {
    locations: [...subscription.locations, ...(subscription.includeRemoteJobs ? ['REMOTE'] : [])],
    roles: [...subscription.roles],
    frequency: subscription.frequency,
    visaSponsorshipOnly: subscription.visaSponsorshipOnly,
  };
}
