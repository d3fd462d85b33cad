/** The investor forms' limits, zod-free so the forms' browser code can read them without zod. */
export const INVESTOR_INTRO_MAX_LENGTH = 500;
export const INVESTOR_KEY_PEOPLE_MAX = 12;
export const INVESTOR_INVESTMENTS_MAX = 40;
export const INVESTOR_PERSON_NAME_MAX_LENGTH = 100;
export const INVESTOR_URL_MAX_LENGTH = 300;
/** Spare empty rows the form shows without JavaScript (with it, "Add another" adds rows). */
export const INVESTOR_SPARE_ROWS = 2;

/** What a listed investor profile must have (issue 33), in the form's order. */
export const LISTING_FIELDS = [
  'intro',
  'logoImage',
  'stages',
  'industries',
  'investmentRange',
  'countryCodes',
  'markets',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** The same rules in the words of "What is missing to be listed". */
export const LISTING_LABELS: Record<ListingField, string> = {
  intro: 'An introduction',
  logoImage: 'A logo',
  stages: 'The stages you invest in',
  industries: 'The industries you invest in',
  investmentRange: 'Your ticket size',
  countryCodes: 'The countries you are based in',
  markets: 'The markets you invest in',
};
