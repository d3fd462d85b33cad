/**
 * Limits of the quick apply and apply forms as plain data, free of zod so the pages' browser code
 * can use them (the schemas are in applying.schema.ts).
 */
export const QUICK_APPLY_NAME_MAX = 100;
export const QUICK_APPLY_EMAIL_MAX = 100;
export const INTRO_MAX_LENGTH = 1000;
export const COVER_NOTE_MAX_LENGTH = 3000;
export const MAX_PREFERRED_ROLES = 10;
