/** The investor forms' limits, zod-free so the forms' browser code can read them without zod. */
export const INVESTOR_INTRO_MAX_LENGTH = 500;
