/**
 * The startup profile form's limits as plain data, free of zod so the form's browser bundle can use
 * them (the schema, `company-profile.schema.ts`, re-exports them and stays on the server).
 */
export const COMPANY_DESCRIPTION_MAX_LENGTH = 300;
export const QUOTE_MAX_LENGTH = 300;
export const CITY_MAX_LENGTH = 100;
export const PERSON_NAME_MAX_LENGTH = 100;
export const TEAM_MAX_MEMBERS = 12;
export const KEY_FIGURES_MAX = 8;
export const KEY_FIGURE_VALUE_MAX_LENGTH = 40;
export const INVESTORS_MAX = 20;
export const INDUSTRIES_MAX = 5;
export const GALLERY_MAX_IMAGES = 8;
export const FOUNDED_YEAR_MIN = 1900;
/** Spare empty rows the form shows without JavaScript (with it, "Add another" adds rows). */
export const SPARE_FORM_ROWS = 2;
