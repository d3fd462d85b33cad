/**
 * The back office's Jobs and Reports limits and texts, free of zod so pages can use them in the
 * browser (the schemas built from them are in admin-jobs.schema.ts).
 */

/** Jobs per page of the back office's job search. */
export const ADMIN_JOBS_PAGE_SIZE = 25;
/** Reported jobs per page of the Reports section. */
export const ADMIN_REPORTS_PAGE_SIZE = 25;
/** The search counts at most this many matches ("1,000+"). */
export const ADMIN_JOBS_COUNT_CAP = 1_000;
export const UNPUBLISH_REASON_MAX_LENGTH = 1_000;
export const UNPUBLISH_REASON_REQUIRED_MESSAGE = 'Please tell the startup why the job is unpublished';
export const UNPUBLISH_REASON_TOO_LONG_MESSAGE = `Please keep the reason to ${UNPUBLISH_REASON_MAX_LENGTH.toLocaleString('en')} characters`;
