import { z } from 'zod';
import { NOTIFICATION_EMAIL_MAX_LENGTH } from '../companies/startup-settings-constants.ts';

/**
 * An investor's settings (`/client/investors/{key}/settings`, issue 12): how startups reach it (the
 * contact preference EMAIL, pitches through Nordhub, or WEBSITE, its own site) and the address
 * pitches are mailed to (none: every member). The page saves one section at a time and the API
 * takes either field; both parse with these schemas, so a form post and a JSON body give the same
 * values and field errors.
 */

export const CONTACT_PREFERENCES = ['EMAIL', 'WEBSITE'] as const;
export const ContactPreference = z.enum(CONTACT_PREFERENCES);
export type ContactPreference = z.infer<typeof ContactPreference>;

export const CONTACT_PREFERENCE_MESSAGE = 'Please choose how startups contact you';
export const PITCH_EMAIL_MESSAGE = 'Please enter a valid email address, or leave it empty';
export const WEBSITE_NEEDED_MESSAGE =
  'Add your website to your investor profile first: startups are sent there to pitch';

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The address pitches are mailed to; blank/null: every member of the team. */
export const PitchEmail = z.preprocess(
  (value) => (blank(value) ? null : typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: PITCH_EMAIL_MESSAGE })
    .max(NOTIFICATION_EMAIL_MAX_LENGTH, { error: PITCH_EMAIL_MESSAGE })
    .pipe(z.email({ error: PITCH_EMAIL_MESSAGE }))
    .transform((email) => email.toLowerCase())
    .nullable(),
);

/** The "How startups contact you" form. */
export const ContactPreferenceInput = z.object({
  contactPreference: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z.enum(CONTACT_PREFERENCES, { error: CONTACT_PREFERENCE_MESSAGE }),
  ),
});

/** The "Pitch emails" form. */
export const PitchEmailInput = z.object({ contactEmail: PitchEmail });

/** `PUT /api/investors/{key}/settings`: either field or both; a field left out keeps its value. */
export const UpdateInvestorSettingsInput = z
  .object({
    contactPreference: ContactPreferenceInput.shape.contactPreference.optional(),
    contactEmail: PitchEmail.optional(),
  })
  .refine((value) => value.contactPreference !== undefined || value.contactEmail !== undefined, {
    error: 'Nothing to update: send contactPreference or contactEmail',
  });
export type UpdateInvestorSettingsInput = z.input<typeof UpdateInvestorSettingsInput>;
export type InvestorSettingsChanges = z.output<typeof UpdateInvestorSettingsInput>;

export const InvestorSettings = z.object({
  investorKey: z.string(),
  investorName: z.string(),
  status: z.enum(['DRAFT', 'PUBLISHED']),
  contactPreference: ContactPreference,
  /** Where pitches are mailed; null: to every member (`memberEmails`). Never shown publicly. */
  contactEmail: z.string().nullable(),
  memberEmails: z.array(z.string()),
  /** The profile's website: WEBSITE sends startups there, so it must be set for that choice. */
  website: z.string().nullable(),
});
export type InvestorSettings = z.infer<typeof InvestorSettings>;
