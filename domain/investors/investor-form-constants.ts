/** The investor forms' limits, zod-free so the forms' browser code can read them without zod. */
export const INVESTOR_INTRO_MAX_LENGTH = 500;
export const INVESTOR_KEY_PEOPLE_MAX = 12;
export const INVESTOR_INVESTMENTS_MAX = 40;
export const INVESTOR_PERSON_NAME_MAX_LENGTH = 100;
export const INVESTOR_URL_MAX_LENGTH = 300;
/** Spare empty rows the form shows without JavaScript (with it, "Add another" adds rows). */
export const INVESTOR_SPARE_ROWS = 2;
